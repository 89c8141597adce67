// Remix's Express template server (compression, static files, the request handler), bound to loopback for the bench.
// Usage: node bench/default-remix/server.mjs <build dir> <port>
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const [buildDir, port] = process.argv.slice(2);
// React picks its build from NODE_ENV when it is first loaded: without "production" the bench would measure React's
// development build (several times slower) against Gamefront's production one.
if (process.env.NODE_ENV !== 'production') {
  console.error('bench/default-remix/server.mjs: run it with NODE_ENV=production');
  process.exit(1);
}
const build = await import(path.resolve(buildDir, 'server/index.js'));
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.get('/readyz', (_req, res) => res.send('ok'));
app.use('/assets', express.static(path.resolve(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.resolve(buildDir, 'client'), { maxAge: '1h' }));
app.all('*', createRequestHandler({ build, mode: 'production' }));
app.listen(Number(port), '127.0.0.1');
