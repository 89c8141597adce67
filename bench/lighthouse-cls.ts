/**
 * Lighthouse on a shop home page with 48 cards (the built server, offline Chromium): cumulative layout shift,
 * which must be 0, and the performance score, as the median of 5 runs (Lighthouse's mobile defaults, simulated
 * throttling). Assets are served precompressed, as in production.
 * Usage: npm run build && npm run bench:cls [-- --runs 5 --desktop]
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BENCH_HANDLE, prepareBenchDatabase } from './bench-shop';
import { startPinned } from './server-process';

const run = promisify(execFile);
const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = argValue('runs', 5);
const desktop = process.argv.includes('--desktop');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function lighthouse(url: string): Promise<LighthouseReport> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'gamefront-lighthouse-'));
  try {
    const chromeFlags = [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      `--user-data-dir=${profile}`,
    ].join(' ');
    const { stdout } = await run(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${chromeFlags}`,
        ...(desktop ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as LighthouseReport;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const port = process.env.BENCH_PORT ?? '3404';
const dataDir = await prepareBenchDatabase();
const server = await startPinned(
  0,
  ['--import', 'tsx', 'server/main.ts'],
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
  const url = `${server.url}/${BENCH_HANDLE}`;
  await fetch(url); // warm the server's caches before the first measured load
  const results: Array<{ cls: number; score: number; lcp: number; tbt: number }> = [];
  for (let i = 0; i < runs; i += 1) {
    let report: LighthouseReport | undefined;
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: such a run is repeated.
    for (let attempt = 1; !report; attempt += 1) {
      try {
        report = await lighthouse(url);
      } catch (error) {
        if (attempt === 3) throw error;
        console.warn(`run ${i + 1}: Lighthouse failed (${String(error).split('\n')[0]!.slice(0, 120)}), repeating`);
      }
    }
    const result = {
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
    results.push(result);
    console.log(
      `run ${i + 1}: CLS ${result.cls.toFixed(4)}, score ${result.score}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`,
    );
    if (result.cls > 0) {
      // Name what moved, so a shift can be found without opening the report.
      const shifts = report.audits['layout-shifts']?.details?.items ?? [];
      for (const shift of shifts) console.log('  shifted:', JSON.stringify(shift).slice(0, 1200));
    }
  }
  const cls = median(results.map((result) => result.cls));
  console.log(`page: /${BENCH_HANDLE} (${desktop ? 'desktop' : 'mobile'} preset), ${runs} runs`);
  console.log(`median CLS: ${cls.toFixed(4)} (${cls === 0 ? 'OK' : 'must be 0'})`);
  console.log(`median performance score: ${median(results.map((result) => result.score))}`);
  console.log(
    `median LCP: ${Math.round(median(results.map((result) => result.lcp)))} ms, median TBT: ${Math.round(median(results.map((result) => result.tbt)))} ms`,
  );
} finally {
  await server.stop();
}
