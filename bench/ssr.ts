/**
 * Server rendering cost of the 48-card bench page, side by side with a default Remix 2.17 app serving comparable
 * markup (bench/default-remix: plain components, a static stylesheet, and the same texts and pictures as Gamefront's
 * page, card by card, taken from Gamefront's rendered page at the start of the run), both built and served in this
 * run, both in production mode (React's production build). Servers pinned to core 0, the load generator
 * (this process) to core 1; each server warmed up with ~1,500 requests; then interleaved rounds.
 *
 * The figure that matters is CPU per request: user + system time of each server process (/proc/PID/stat) divided
 * by the requests it answered. req/s swings 2x between rounds on a shared machine; CPU per request moves little.
 *
 * Usage: BUILD_DIR=build npm run build && npm run bench:ssr [-- --seconds 5 --rounds 3 --connections 10]
 * Ports: BENCH_PORT (default 3601) and the next one.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_HANDLE, prepareBenchDatabase } from './bench-shop';
import { pageDocument, visibleRows } from './comparable-cards';
import { gamefrontServerArgs, startPinned, type RunningServer } from './server-process';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = argValue('seconds', 5);
const rounds = argValue('rounds', 3);
const connections = argValue('connections', 10);
const port = Number(process.env.BENCH_PORT ?? 3601);
const buildDir = process.env.BUILD_DIR ?? 'build';

try {
  execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
} catch {
  console.warn('taskset not available: servers and load generator share the cores, ratios are noisier');
}

interface Sample {
  requests: number;
  cpuSeconds: number;
  seconds: number;
}

/** Load for `duration` seconds (or `amount` requests): how many answers, and the server's CPU time spent on them. */
async function load(
  server: RunningServer,
  url: string,
  options: { duration?: number; amount?: number; headers?: Record<string, string> },
): Promise<Sample> {
  const cpuBefore = server.cpuSeconds();
  const started = performance.now();
  const result = await autocannon({
    url,
    connections,
    headers: options.headers,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
  });
  const elapsed = (performance.now() - started) / 1000;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result['2xx'], cpuSeconds: server.cpuSeconds() - cpuBefore, seconds: elapsed };
}

/**
 * One page fetched the way a browser asks for it, with the row's own headers (the uncached rows' cookie keeps them out
 * of the page cache, so their bytes are the compressor's): the bytes that crossed the socket and the HTML size.
 */
function wireBytes(
  url: string,
  encoding: string,
  headers: Record<string, string>,
): Promise<{ wire: number; body: number; packets: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { ...headers, 'Accept-Encoding': encoding, Accept: 'text/html' }, agent: false },
      (res) => {
        let body = 0;
        let packets = 0;
        res.on('data', (chunk: Buffer) => {
          body += chunk.length;
          packets += 1;
        });
        res.on('end', () => resolve({ wire: res.socket.bytesRead, body, packets }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (sample: Sample[]) => {
  const cpu = sample.reduce((sum, s) => sum + s.cpuSeconds, 0);
  const requests = sample.reduce((sum, s) => sum + s.requests, 0);
  return requests > 0 ? (cpu / requests) * 1000 : Number.NaN;
};
const rps = (sample: Sample[]) =>
  sample.reduce((sum, s) => sum + s.requests, 0) / sample.reduce((sum, s) => sum + s.seconds, 0);

console.log('building the default Remix app...');
// Inside the repository (build-*/ is ignored), so the built server resolves react and @remix-run/* from node_modules.
const defaultBuild = path.resolve('build-bench-default');
execFileSync(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'vite:build', 'bench/default-remix'], {
  env: { ...process.env, BENCH_DEFAULT_BUILD_DIR: defaultBuild },
  stdio: 'ignore',
});

// The page cache never answers a request carrying one of Gamefront's session cookies: "uncached" is a publisher
// signed in to the studio looking at the shop. The storefront does not read that cookie, so every request renders the
// anonymous page in full, with no more lookups than a visitor without cookies; the default app ignores it.
const uncached = { Cookie: 'gf_studio=bench-uncached' };
const dataDir = await prepareBenchDatabase();
const gamefront = await startPinned(
  0,
  gamefrontServerArgs(),
  {
    NODE_ENV: 'production',
    SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: String(port + 1),
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_SHOPS: 'never',
    PAGE_CACHE_MS: '2000',
  },
  port + 1,
  '/readyz',
);
// Comparable markup: the default app shows the same texts and pictures as Gamefront's page, card by card.
const cardsFile = path.join(path.dirname(dataDir), 'visible-cards.json');
const benchHtml = await (await fetch(`${gamefront.url}/${BENCH_HANDLE}`, { headers: uncached })).text();
writeFileSync(cardsFile, JSON.stringify(visibleRows(benchHtml)));
// The same document, element for element, with the same loader data: what Gamefront's markup costs in plain React.
const documentFile = path.join(path.dirname(dataDir), 'same-document.json');
writeFileSync(documentFile, JSON.stringify(await pageDocument(benchHtml)));
// A server that fails to start must not leave the first one running.
const defaultApp = await startPinned(
  0,
  ['bench/default-remix/server.mjs', defaultBuild, String(port)],
  // Production, as Gamefront runs: React's development build would make the default app several times slower.
  { NODE_ENV: 'production', BENCH_CARDS_FILE: cardsFile, BENCH_DOCUMENT_FILE: documentFile },
  port,
  '/readyz',
).catch(async (error: unknown) => {
  await gamefront.stop();
  throw error;
});

// "cached" is a returning visitor who answered the cookie banner and carries an analytics tag's cookie: the page
// cache answers them (server/page-cache.ts, cookieKey).
const cached = { Cookie: `gf_consent_${BENCH_HANDLE}=granted; _ga=GA1.1.1234567890.1764201600` };
const pages = {
  default: { server: defaultApp, url: `${defaultApp.url}/`, headers: uncached },
  gamefront: { server: gamefront, url: `${gamefront.url}/${BENCH_HANDLE}`, headers: uncached },
  cached: { server: gamefront, url: `${gamefront.url}/${BENCH_HANDLE}`, headers: cached },
  sameDocument: { server: defaultApp, url: `${defaultApp.url}/same-dom`, headers: uncached },
};
type Name = keyof typeof pages;
const brotli = { 'Accept-Encoding': 'br' };

try {
  console.log(
    `warming up: 1,500 requests to each server, then ${rounds} interleaved rounds of ${seconds} s each, ${connections} connections`,
  );
  for (const { server, url } of [pages.default, pages.gamefront, pages.sameDocument]) {
    await load(server, url, { amount: 1_500, headers: uncached });
    await load(server, url, { amount: 300, headers: { ...uncached, ...brotli } });
  }
  const plain: Record<Name, Sample[]> = { default: [], gamefront: [], cached: [], sameDocument: [] };
  const compressed: Record<Name, Sample[]> = { default: [], gamefront: [], cached: [], sameDocument: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const name of Object.keys(pages) as Name[]) {
      plain[name].push(
        await load(pages[name].server, pages[name].url, { duration: seconds, headers: pages[name].headers }),
      );
      compressed[name].push(
        await load(pages[name].server, pages[name].url, {
          duration: seconds,
          headers: { ...pages[name].headers, ...brotli },
        }),
      );
    }
  }
  const sizes = Object.fromEntries(
    await Promise.all(
      (Object.keys(pages) as Name[]).map(
        async (name) =>
          [
            name,
            {
              html: await wireBytes(pages[name].url, 'identity', pages[name].headers),
              br: await wireBytes(pages[name].url, 'br', pages[name].headers),
            },
          ] as const,
      ),
    ),
  ) as Record<Name, { html: Awaited<ReturnType<typeof wireBytes>>; br: Awaited<ReturnType<typeof wireBytes>> }>;

  const row = (label: string, values: [string, string, string], ratio: string) =>
    console.log(`${label.padEnd(34)}${values.map((v) => v.padStart(14)).join('')}${ratio.padStart(12)}`);
  console.log(`\npage: /${BENCH_HANDLE} (48 cards) against the default Remix app's 48-card page`);
  row('', ['default Remix', 'Gamefront', 'GF cached'], 'GF/default');
  const cpu = (samples: Record<Name, Sample[]>) =>
    [ms(samples.default), ms(samples.gamefront), ms(samples.cached)] as const;
  const [dPlain, gPlain, cPlain] = cpu(plain);
  const [dBr, gBr, cBr] = cpu(compressed);
  row(
    'CPU per request, identity',
    [`${dPlain.toFixed(2)} ms`, `${gPlain.toFixed(2)} ms`, `${cPlain.toFixed(2)} ms`],
    (gPlain / dPlain).toFixed(2),
  );
  row(
    'CPU per request, brotli',
    [`${dBr.toFixed(2)} ms`, `${gBr.toFixed(2)} ms`, `${cBr.toFixed(2)} ms`],
    (gBr / dBr).toFixed(2),
  );
  row(
    'req/s, identity',
    [rps(plain.default).toFixed(0), rps(plain.gamefront).toFixed(0), rps(plain.cached).toFixed(0)],
    (rps(plain.gamefront) / rps(plain.default)).toFixed(2),
  );
  row(
    'HTML',
    [kb(sizes.default.html.body), kb(sizes.gamefront.html.body), kb(sizes.cached.html.body)],
    (sizes.gamefront.html.body / sizes.default.html.body).toFixed(2),
  );
  row(
    'on the wire, brotli (headers+body)',
    [kb(sizes.default.br.wire), kb(sizes.gamefront.br.wire), kb(sizes.cached.br.wire)],
    (sizes.gamefront.br.wire / sizes.default.br.wire).toFixed(2),
  );
  row(
    'body reads, brotli',
    [String(sizes.default.br.packets), String(sizes.gamefront.br.packets), String(sizes.cached.br.packets)],
    '',
  );
  console.log(
    `\nthe anonymous page cache (a returning visitor with a consent choice and an analytics cookie): ${(gPlain / cPlain).toFixed(1)}x less CPU per request than Gamefront uncached, ${(dPlain / cPlain).toFixed(1)}x less than the default app`,
  );
  const sPlain = ms(plain.sameDocument);
  console.log(
    `the default app rendering Gamefront's own document (same elements, same loader data, ${kb(sizes.sameDocument.html.body)}): ` +
      `${sPlain.toFixed(2)} ms per request; Gamefront / that: ${(gPlain / sPlain).toFixed(2)} ` +
      `(Gamefront's components, loaders and middleware), that / the default page: ${(sPlain / dPlain).toFixed(2)} (the markup)`,
  );
  console.log(
    "goals: CPU ratio <= 1.0 uncached, >= 20x with the page cache, HTML <= 120 kB, brotli bytes <= the default app's",
  );
} finally {
  await Promise.all([defaultApp.stop(), gamefront.stop()]);
}
