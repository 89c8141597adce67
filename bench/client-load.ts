/**
 * The main thread of a phone loading the 48-card shop page: Debian's Chromium at 412 px with its CPU throttled 4x (as
 * Lighthouse's mobile preset), the built server, a fresh browser context per load. Per load: the long tasks the page
 * itself reports (`longtask` entries), their blocking time after the first paint (each task's time beyond 50 ms, as
 * TBT counts it) and the script time of the load. Interleaved with a baseline build served by the same server code,
 * it prints the ratios of the two (docs/decisions/063). Unlike Lighthouse's score, which multiplies wall time
 * afterwards, the throttling is applied while the page runs, so a second process on the machine moves it less.
 * Usage: npm run build && npm run bench:client-load [-- --loads 6 --baseline <a build directory, e.g. of main>]
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { BENCH_HANDLE, prepareBenchDatabase } from './bench-shop';
import { gamefrontServerArgs, startPinned, type RunningServer } from './server-process';

const argValue = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const loads = Number(argValue('loads') ?? 6);
const baselineBuild = argValue('baseline');
const throttling = 4;
const settleMs = 5_000;

interface Load {
  firstPaintMs: number;
  blockingMs: number;
  longTasksMs: number;
  longTasks: number;
  scriptMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function startServer(buildDir: string, port: number): Promise<RunningServer> {
  const server = await startPinned(
    0,
    gamefrontServerArgs(),
    {
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: buildDir,
      DATA_DIR: await prepareBenchDatabase(),
      LOG_LEVEL: 'warn',
      SEED_DEMO_SHOPS: 'never',
    },
    port,
    '/readyz',
  );
  await fetch(`${server.url}/${BENCH_HANDLE}`); // the server's caches warm before the first measured load
  return server;
}

/** One load of the page in a fresh context, left to settle for `settleMs` (idle warm-ups, hydration of every card). */
async function measureLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: Array<[number, number]> = [];
      Object.assign(window, { gfLongTasks: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    // The page is watched for a fixed span on purpose: what is measured is everything it does in that span.
    await page.waitForTimeout(settleMs);
    const { longTasks, firstPaint } = await page.evaluate(() => ({
      longTasks: (window as unknown as { gfLongTasks: Array<[number, number]> }).gfLongTasks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? Number.NaN;
    return {
      firstPaintMs: firstPaint,
      blockingMs: longTasks
        .filter(([start]) => start >= firstPaint)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longTasksMs: longTasks.reduce((sum, [, duration]) => sum + duration, 0),
      longTasks: longTasks.length,
      scriptMs: scriptSeconds * 1000,
    };
  } finally {
    await context.close();
  }
}

const port = Number(process.env.BENCH_PORT ?? 3408);
const builds = [
  { name: 'this build', dir: process.env.BUILD_DIR ?? 'build' },
  ...(baselineBuild ? [{ name: 'baseline', dir: baselineBuild }] : []),
];
const servers = await Promise.all(builds.map((build, index) => startServer(build.dir, port + index)));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const loadBefore = os.loadavg()[0]!;
const results: Load[][] = builds.map(() => []);
try {
  for (let round = 0; round < loads; round += 1) {
    for (const [index, server] of servers.entries()) {
      results[index]!.push(await measureLoad(browser, `${server.url}/${BENCH_HANDLE}`));
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

const summary = results.map((samples) => ({
  firstPaint: median(samples.map((sample) => sample.firstPaintMs)),
  blocking: median(samples.map((sample) => sample.blockingMs)),
  longTasksTotal: median(samples.map((sample) => sample.longTasksMs)),
  longTasks: median(samples.map((sample) => sample.longTasks)),
  script: median(samples.map((sample) => sample.scriptMs)),
}));
console.log(`page: /${BENCH_HANDLE} at 412 px, CPU throttled ${throttling}x, ${loads} loads each (medians)`);
const rows: Array<[string, keyof (typeof summary)[number]]> = [
  ['first paint (ms)', 'firstPaint'],
  ['blocking time after first paint (ms)', 'blocking'],
  ['long tasks, total (ms)', 'longTasksTotal'],
  ['long tasks (count)', 'longTasks'],
  ['script time (ms)', 'script'],
];
console.log(
  `${''.padEnd(40)}${builds.map((build) => build.name.padStart(14)).join('')}${baselineBuild ? 'ratio'.padStart(10) : ''}`,
);
for (const [label, key] of rows) {
  const values = summary.map((row) => row[key]);
  const ratio = baselineBuild && values[1] ? (values[0]! / values[1]).toFixed(2) : '';
  console.log(
    `${label.padEnd(40)}${values.map((value) => Math.round(value).toString().padStart(14)).join('')}${ratio.padStart(10)}`,
  );
}
console.log(`load average (1 min) before / after: ${loadBefore.toFixed(1)} / ${os.loadavg()[0]!.toFixed(1)}`);
