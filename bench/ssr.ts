/**
 * SSR throughput of a shop home page with 48 cards, as a ratio to a bare Node server answering the same HTML,
 * both measured in this run: servers on core 0, the load generator (this process) on core 1.
 * Usage: npm run build && npm run bench:ssr [-- --seconds 10 --connections 10]
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_HANDLE, prepareBenchDatabase } from './bench-shop';
import { startPinned } from './server-process';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = argValue('seconds', 10);
const connections = argValue('connections', 10);

async function measure(url: string, duration: number): Promise<number> {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

try {
  execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
} catch {
  console.warn('taskset not available: server and load generator share the cores, ratios are noisier');
}

// BENCH_PORT (default 3401) for the app, the next port for the bare server.
const port = Number(process.env.BENCH_PORT ?? 3401);
const dataDir = await prepareBenchDatabase();
const gamefront = await startPinned(
  0,
  ['--import', 'tsx', 'server/main.ts'],
  { NODE_ENV: 'production', SANDBOX_PAYMENTS_IN_PRODUCTION: 'true', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_SHOPS: 'never' },
  port,
  '/readyz',
);
const pageUrl = `${gamefront.url}/${BENCH_HANDLE}`;
const html = await (await fetch(pageUrl)).text();
const htmlFile = path.join(os.tmpdir(), 'gamefront-bench.html');
writeFileSync(htmlFile, html);
const bare = await startPinned(0, ['bench/bare-server.mjs', htmlFile, String(port + 1)], {}, port + 1, '/readyz');

try {
  console.log(`warming up (3 s each), then ${seconds} s each with ${connections} connections`);
  await measure(pageUrl, 3);
  await measure(`${bare.url}/`, 3);
  const ssr = await measure(pageUrl, seconds);
  const baseline = await measure(`${bare.url}/`, seconds);
  console.log(`page: /${BENCH_HANDLE} (${(html.length / 1024).toFixed(1)} kB of HTML, 48 cards)`);
  console.log(`bare node, same HTML : ${baseline.toFixed(0)} req/s`);
  console.log(`gamefront SSR        : ${ssr.toFixed(0)} req/s`);
  console.log(`ratio SSR / bare     : ${(ssr / baseline).toFixed(3)}`);
} finally {
  await gamefront.stop();
  await bare.stop();
}
