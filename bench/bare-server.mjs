// The baseline: a bare Node HTTP server answering one fixed HTML document, no framework, no compression.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const html = readFileSync(file);
createServer((req, res) => {
  if (req.url === '/readyz') {
    res.end('ok');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': html.length });
  res.end(html);
}).listen(Number(port), '127.0.0.1');
