/**
 * First-load JavaScript of a shop home page with 48 cards: every script the HTML loads before interaction,
 * gzip-compressed as served, against the 100 kB budget (issue 11) and the Remix 2 + React 18 floor (86.7 kB measured here).
 * Also counts images without explicit width/height, which would shift the layout as they load.
 * Usage: npm run build && npm run bench:first-load
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_HANDLE, prepareBenchDatabase } from './bench-shop';
import { gamefrontServerArgs, startPinned } from './server-process';

const BUDGET_KB = 100;
const REMIX_REACT_FLOOR_KB = 86.7;

const dataDir = await prepareBenchDatabase();
const port = process.env.BENCH_PORT ?? '3403';
const server = await startPinned(
  0,
  gamefrontServerArgs(),
  {
    NODE_ENV: 'production',
    SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_SHOPS: 'never',
  },
  Number(port),
  '/readyz',
);
try {
  const html = await (await fetch(`${server.url}/${BENCH_HANDLE}`)).text();
  // What the browser fetches before it can hydrate: the modulepreload links and the inline module's imports.
  // Other /assets paths in the HTML (routes listed in the manifest JSON, the manifest's own URL) are not fetched.
  const loaded = [
    ...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[A-Za-z0-9._-]+\.js)"/g),
    ...html.matchAll(/import(?:\s+[^"'();]+\s+from\s*|\s*\(\s*)"(\/assets\/[A-Za-z0-9._-]+\.js)"/g),
  ].map((match) => match[1]!);
  const scripts = [...new Set(loaded)];
  const mentioned = new Set([...html.matchAll(/(\/assets\/[A-Za-z0-9._-]+\.js)/g)].map((match) => match[1]!));
  const notLoaded = [...mentioned].filter((script) => !scripts.includes(script));
  const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
  let total = 0;
  for (const script of scripts) {
    const size = gzipSync(readFileSync(path.join(clientDir, script)), { level: 9 }).length;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${script}`);
  }
  const totalKb = total / 1024;
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
  const unsized = images.filter((tag) => !/\bwidth=/.test(tag) || !/\bheight=/.test(tag));
  const eager = images.filter((tag) => !/loading="lazy"/.test(tag));
  if (notLoaded.length > 0)
    console.log(`named in the HTML but not fetched before interaction: ${notLoaded.join(', ')}`);
  console.log(`first-load JS (gzip): ${totalKb.toFixed(1)} kB in ${scripts.length} files`);
  console.log(
    `budget ${BUDGET_KB} kB: ${totalKb <= BUDGET_KB ? 'within' : 'OVER'} (ratio ${(totalKb / BUDGET_KB).toFixed(3)})`,
  );
  console.log(
    `ratio to the Remix + React floor (${REMIX_REACT_FLOOR_KB} kB): ${(totalKb / REMIX_REACT_FLOOR_KB).toFixed(3)}`,
  );
  console.log(`images: ${images.length}, without explicit size: ${unsized.length}, not lazy: ${eager.length}`);
} finally {
  await server.stop();
}
