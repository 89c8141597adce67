import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coalesceFlushes } from '../../server/coalesced-flush';
import { anonymousPageCache } from '../../server/page-cache';
import { freePortBetween } from '../helpers/server-process';

// The anonymous page cache (server/page-cache.ts) and the coalesced compressor flushes (server/coalesced-flush.ts),
// in the order server/app.ts mounts them, seen from a caller on a real socket.

let now = 0;
let renders = 0;
let server: http.Server;
const pageCache = anonymousPageCache({ ttlMs: 2_000, now: () => now });
let origin: string;
/** Requests that reached the cache, and the gate a held render waits for (see "/held"). */
let arrived = 0;
let openGate: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
const holdRenders = () => {
  gate = new Promise((resolve) => (openGate = resolve));
};

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce as string}'`);
    next();
  });
  app.use(compression());
  app.use(coalesceFlushes);
  app.use((_req, _res, next) => {
    arrived += 1;
    next();
  });
  app.use(pageCache);
  // A page as the storefront renders it: the nonce on its scripts, the player's name when a session cookie is sent,
  // the cookie banner until the visitor has chosen (the consent cookie).
  app.all('/shop', (req, res) => {
    renders += 1;
    const nonce = res.locals.cspNonce as string;
    const player = /gf_session_shop=([a-z]+)/.exec(req.headers.cookie ?? '')?.[1];
    const consent = /gf_consent_shop=([a-z]+)/.exec(req.headers.cookie ?? '')?.[1];
    res
      .type('html')
      .send(
        `<html><head><script nonce="${nonce}">boot()</script></head><body>${player ? `Hi ${player}` : 'Sign in'} #${renders}${consent ? ` trackers: ${consent}` : ' <dialog>Cookies?</dialog>'}<script nonce="${nonce}"></script></body></html>`,
      );
  });
  app.get('/sets-cookie', (_req, res) => {
    renders += 1;
    res.cookie('cart', 'abc').type('html').send(`<p>#${renders}</p>`);
  });
  // A page whose render finishes only when the test opens the gate, so that misses overlap; `?cookie` sets one.
  app.get('/held', async (req, res) => {
    renders += 1;
    const render = renders;
    await gate;
    const nonce = res.locals.cspNonce as string;
    if (req.query.cookie !== undefined) res.cookie('cart', 'abc');
    res
      .type('html')
      .send(
        `<html><head><script nonce="${nonce}"></script></head><body>${'card '.repeat(500)}#${render}</body></html>`,
      );
  });
  // A page React wrote in 2 kB chunks, sent by Remix's Express adapter (a write and a flush per chunk).
  app.get('/streamed', async (_req, res) => {
    res.type('html');
    const chunk =
      `<article class="card"><h3>Treasure chest</h3><p>${'gems and boosters '.repeat(120)}</p></article>`.slice(
        0,
        2048,
      );
    const page = new PassThrough();
    for (let i = 0; i < 64; i += 1) page.write(chunk);
    page.end();
    await writeReadableStreamToWritable(createReadableStreamFromReadable(page), res);
  });
  server = app.listen(await freePortBetween(3600, 3699), '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

/** Waits (on the event loop, not a fixed time) until `done` holds. */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A response as it crossed the socket: its headers and its body still encoded. */
const raw = (path: string, acceptEncoding?: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
const policyNonce = (headers: http.IncomingHttpHeaders) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy'] ?? ''))?.[1];

describe('given an anonymous visitor who loaded the page a moment ago', () => {
  it('answers the next visitor from memory, the nonce in the page the one its policy allows', async () => {
    now = 10_000;
    const first = await fetch(`${origin}/shop`);
    const firstHtml = await first.text();
    const rendersAfterFirst = renders;
    const second = await fetch(`${origin}/shop`);
    const secondHtml = await second.text();
    expect(renders).toBe(rendersAfterFirst);
    expect(secondHtml).toBe(firstHtml);
    expect(secondHtml).toContain(`nonce="${nonceOf(second)}"`);
    // The policy allows that nonce and no other: the fresh one made for this response is gone from it.
    expect(second.headers.get('content-security-policy')?.match(/'nonce-/g)).toHaveLength(1);
  });

  it('sends each encoding the visitor accepts, compressed once when stored, never compressed again', async () => {
    now = 12_000;
    const identity = await raw('/shop');
    const page = identity.body.toString('utf8');
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
      ['gzip;q=0, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip;q=0', undefined, (body: Buffer) => body],
    ] as const) {
      const answer = await raw('/shop', accept);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers['content-length']), accept).toBe(answer.body.length);
      expect(decode(answer.body).toString('utf8'), accept).toBe(page);
      expect(`nonce="${policyNonce(answer.headers)}"`.length).toBeGreaterThan(10);
      expect(page).toContain(`nonce="${policyNonce(answer.headers)}"`);
    }
  });

  it('renders again once the page is older than its time to live', async () => {
    now = 20_000;
    await fetch(`${origin}/shop`);
    const before = renders;
    now = 22_000;
    expect(await (await fetch(`${origin}/shop`)).text()).toContain(`#${before + 1}`);
  });

  it('never answers a signed-in player from memory, nor keeps their page for anyone else', async () => {
    now = 30_000;
    await fetch(`${origin}/shop`);
    const signedIn = await (await fetch(`${origin}/shop`, { headers: { Cookie: 'gf_session_shop=ada' } })).text();
    expect(signedIn).toContain('Hi ada');
    expect(signedIn).toContain(`#${renders}`);
    const anonymous = await (await fetch(`${origin}/shop`)).text();
    expect(anonymous).toContain('Sign in');
    expect(anonymous).not.toContain('ada');
  });

  it('never answers from memory while any session or sign-in cookie of ours is sent, whatever else comes with it', async () => {
    now = 35_000;
    await fetch(`${origin}/shop`);
    for (const cookie of [
      '__Host-gf_session_shop=ada',
      'gf_consent_shop=granted; gf_studio=publisher',
      '_ga=GA1.1.5; gf_signin_0123456789abcdef01234567=1',
    ]) {
      const before = renders;
      await fetch(`${origin}/shop`, { headers: { Cookie: cookie } });
      expect(renders, cookie).toBe(before + 1);
    }
  });

  it('never keeps a page that sets a cookie, nor answers a form post from memory', async () => {
    now = 40_000;
    const first = await (await fetch(`${origin}/sets-cookie`)).text();
    const second = await (await fetch(`${origin}/sets-cookie`)).text();
    expect(second).not.toBe(first);
    await fetch(`${origin}/shop`);
    const before = renders;
    await fetch(`${origin}/shop`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=buy',
    });
    expect(renders).toBe(before + 1);
  });
});

describe("given returning visitors who answered the cookie banner and carry an analytics tag's cookies", () => {
  it('answers each from memory with the page for their own choice, the banner gone', async () => {
    now = 50_000;
    const granted = await (
      await fetch(`${origin}/shop`, { headers: { Cookie: '_ga=GA1.1.111; gf_consent_shop=granted' } })
    ).text();
    expect(granted).toContain('trackers: granted');
    expect(granted).not.toContain('Cookies?');
    const before = renders;
    // Another visitor with the same choice and other analytics cookies: the same page, not rendered again.
    const sameChoice = await fetch(`${origin}/shop`, {
      headers: { Cookie: 'gf_consent_shop=granted; _ga=GA1.1.222; _fbp=fb.1.2' },
    });
    expect(await sameChoice.text()).toBe(granted);
    expect(renders).toBe(before);
    // A different choice is a different page; a cookie we never read changes nothing for a first-time visitor.
    const denied = await (await fetch(`${origin}/shop`, { headers: { Cookie: 'gf_consent_shop=denied' } })).text();
    expect(denied).toContain('trackers: denied');
    const undecided = await (await fetch(`${origin}/shop`, { headers: { Cookie: '_ga=GA1.1.333' } })).text();
    expect(undecided).toContain('Cookies?');
    expect(undecided).not.toContain('trackers');
    expect(renders).toBe(before + 2);
    expect(await (await fetch(`${origin}/shop`, { headers: { Cookie: 'gf_consent_shop=denied' } })).text()).toBe(
      denied,
    );
    expect(renders).toBe(before + 2);
  });

  it('treats a consent value we never write as no choice, not as a page of its own', async () => {
    now = 60_000;
    const undecided = await (await fetch(`${origin}/shop`)).text();
    const before = renders;
    const forged = await (
      await fetch(`${origin}/shop`, { headers: { Cookie: 'gf_consent_shop=<script>alert(1)</script>' } })
    ).text();
    expect(forged).toBe(undecided);
    expect(renders).toBe(before);
  });

  it('answers by the first consent cookie of a name, the one the page reads, when the browser sends two', async () => {
    now = 62_000;
    const granted = await (await fetch(`${origin}/shop`, { headers: { Cookie: 'gf_consent_shop=granted' } })).text();
    const denied = await (await fetch(`${origin}/shop`, { headers: { Cookie: 'gf_consent_shop=denied' } })).text();
    const firstGranted = await fetch(`${origin}/shop`, {
      headers: { Cookie: 'gf_consent_shop=granted; gf_consent_shop=denied' },
    });
    const firstDenied = await fetch(`${origin}/shop`, {
      headers: { Cookie: 'gf_consent_shop=denied; gf_consent_shop=granted' },
    });
    expect(await firstGranted.text()).toBe(granted);
    expect(await firstDenied.text()).toBe(denied);
  });
});

describe('given many anonymous visitors asking for a page nobody has asked for yet', () => {
  it('renders it once for all of them, and each gets the page in their encoding with a nonce its policy allows', async () => {
    now = 50_000;
    holdRenders();
    const rendersBefore = renders;
    const arrivedBefore = arrived;
    const encodings = ['br', 'gzip', undefined, 'br', 'gzip', undefined, 'br', 'gzip'];
    const answers = Promise.all(encodings.map((encoding) => raw('/held', encoding)));
    await until(() => arrived === arrivedBefore + encodings.length);
    openGate();
    const pages = (await answers).map(({ headers, body }) => {
      const encoding = headers['content-encoding'];
      const html = (
        encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
      ).toString('utf8');
      expect(html).toContain(`nonce="${policyNonce(headers)}"`);
      return { encoding, html };
    });
    expect(renders).toBe(rendersBefore + 1);
    expect(pages.map((page) => page.encoding)).toEqual(encodings);
    expect(new Set(pages.map((page) => page.html)).size).toBe(1);
  });

  it('renders for each of them when the page turns out not to be kept (it sets a cookie)', async () => {
    now = 60_000;
    holdRenders();
    const rendersBefore = renders;
    const arrivedBefore = arrived;
    const answers = Promise.all([1, 2, 3].map(() => raw('/held?cookie')));
    await until(() => arrived === arrivedBefore + 3);
    openGate();
    const pages = await answers;
    expect(renders).toBe(rendersBefore + 3);
    for (const { headers } of pages) expect(headers['set-cookie']).toBeDefined();
    expect(new Set(pages.map(({ body }) => body.toString('utf8'))).size).toBe(3);
  });
});

describe('given a page written in 2 kB chunks with a flush after each', () => {
  /** The raw compressed body as it crossed the socket. */
  const compressedBody = (encoding: 'br' | 'gzip') =>
    new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${origin}/streamed`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });

  it('sends it compressed as a whole, not as one compressed block per chunk', async () => {
    const br = await compressedBody('br');
    const gzip = await compressedBody('gzip');
    expect(brotliDecompressSync(br).length).toBe(64 * 2048);
    expect(gunzipSync(gzip).length).toBe(64 * 2048);
    // Together, 64 identical chunks are one brotli block of ~80 bytes; flushed one by one, ~760 (measured here).
    expect(br.length).toBeLessThan(300);
  });
});

describe('given a shop published while its pages are kept (the shop directory forgets, server/app.ts clears)', () => {
  it('renders every page afresh, and keeps nothing from a render that started before the publish', async () => {
    now = 90_000;
    const kept = await (await fetch(`${origin}/shop`)).text();
    expect(await (await fetch(`${origin}/shop`)).text()).toBe(kept);
    pageCache.clear();
    const afterPublish = await (await fetch(`${origin}/shop`)).text();
    expect(afterPublish).not.toBe(kept);
    // A render under way when the shop is published serves its visitor, but the next one is rendered again.
    holdRenders();
    const arrivedBefore = arrived;
    const underWay = raw('/held');
    await until(() => arrived === arrivedBefore + 1);
    pageCache.clear();
    openGate();
    const stale = (await underWay).body.toString('utf8');
    const fresh = (await raw('/held')).body.toString('utf8');
    expect(fresh).not.toBe(stale);
    expect(await (await fetch(`${origin}/held`)).text()).toBe(fresh);
  });
});
