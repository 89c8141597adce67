import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type express from 'express';
import { consentChoices } from '../app/shop/consent-cookie';

export interface PageCacheOptions {
  /** How long a page is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** Pages kept at most (distinct URLs), the least recently stored first out. */
  capacity?: number;
  /** A page larger than this is not kept. */
  maxPageBytes?: number;
  now?: () => number;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface CachedPage {
  status: number;
  headers: Array<[string, string | number | string[]]>;
  /** The CSP nonce the page was rendered with: every response served from this entry carries it (see below). */
  nonce: string;
  /** The page in each encoding, made once when it is stored. */
  bodies: Record<Encoding, Buffer>;
  expires: number;
}

/** Headers of the rendering response that belong to that one response, not to the page. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date']);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Made once per entry, not per response. Measured on 186 kB of markup: brotli quality 6 is ~10% smaller than the
// compressor's per-response 4 for ~15 ms; 9 and 11 were ~190 ms each (every `ttlMs`) for 1-10% less.
const BROTLI_OPTIONS = {
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS = { level: 9 };

/**
 * The encoding to send for an Accept-Encoding header: brotli or gzip, whichever the client rates higher (brotli on
 * a tie, as the compressor prefers), else the page as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const of = (name: Encoding) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gzipQuality = of('gzip');
  if (br > 0 && br >= gzipQuality) return 'br';
  return gzipQuality > 0 ? 'gzip' : 'identity';
}

// Gamefront's own cookies: `gf_…`, or with the `__Host-` / `__Secure-` prefix browsers enforce.
const OWN_COOKIE = /^(?:__Host-|__Secure-)?gf_/;
const CONSENT_COOKIE = /^gf_consent_/;
const validConsent = new Set<string>(consentChoices);

/**
 * What a request's cookies mean for the page it gets. `null`: it carries one of Gamefront's own cookies that makes
 * the page this visitor's alone (a player's or publisher's session, a sign-in under way), so it is never served from
 * memory. Otherwise the cookies that change an anonymous page, for the cache key: the cookie-consent choices
 * (app/shop/consent-cookie.ts), sorted, '' when there are none. Cookies Gamefront never reads (an analytics tag's
 * `_ga`, a CDN's, one with a value we never write) change nothing, so they neither keep a visitor out nor split
 * the cache.
 */
export function cookieKey(header: string | undefined): string | null {
  if (!header) return '';
  const consents = new Map<string, string>();
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    const name = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (!OWN_COOKIE.test(name)) continue;
    if (!CONSENT_COOKIE.test(name)) return null;
    // The first cookie of a name is the one the storefront reads (readConsent), as browsers send the most specific
    // path first: a later one of the same name changes nothing.
    if (consents.has(name)) continue;
    const value = pair.slice(separator + 1).trim();
    consents.set(name, separator !== -1 && validConsent.has(value) ? value : '');
  }
  return [...consents]
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join(';');
}

/** The CSP header with one nonce in place of another. */
function withNonce(policy: unknown, from: string, to: string): string | undefined {
  return typeof policy === 'string' ? policy.replaceAll(`'nonce-${from}'`, `'nonce-${to}'`) : undefined;
}

/**
 * A short whole-page cache for anonymous visitors (docs/decisions/027-streamed-document-and-page-cache.md): the
 * same page for everyone who sends no credentials, none of Gamefront's session cookies and the same cookie-consent
 * choice, for `ttlMs` (`cookieKey`, docs/decisions/062). Only a GET answered 200 with HTML, no Set-Cookie and no
 * `private`/`no-store` is kept. A signed-in player always sends their session cookie, so they are never served from
 * here.
 *
 * Each entry holds the page brotli- and gzip-compressed once, and is served in the encoding the client accepts
 * without compressing it again (the compressor leaves a response with a Content-Encoding alone). The nonce cannot be
 * swapped inside compressed bytes, so every response from one entry carries the nonce the page was rendered with,
 * in the page and in that response's CSP header, for the entry's lifetime only (the security reasoning is in 027).
 * Concurrent misses of one page wait for the first one's render instead of rendering too.
 */
export function anonymousPageCache({
  ttlMs,
  capacity = 128,
  maxPageBytes = 1024 * 1024,
  now = Date.now,
}: PageCacheOptions): express.RequestHandler & { clear(): void } {
  const pages = new Map<string, CachedPage>();
  /** Counts clear()s: a render keeps its page only if none happened since it started. */
  let generation = 0;
  /** Renders under way, by key: settles with the entry they stored, or null when the page could not be kept. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  function serve(req: express.Request, res: express.Response, page: CachedPage) {
    const policy = withNonce(res.getHeader('content-security-policy'), res.locals.cspNonce as string, page.nonce);
    if (policy !== undefined) res.setHeader('Content-Security-Policy', policy);
    res.locals.cspNonce = page.nonce;
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = page.bodies[encoding];
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.vary('Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  const middleware: express.RequestHandler = (req, res, next) => {
    const cookies =
      ttlMs > 0 && req.method === 'GET' && !req.headers.authorization ? cookieKey(req.headers.cookie) : null;
    if (cookies === null) {
      next();
      return;
    }
    const key = `${req.protocol}://${req.hostname}${req.originalUrl}\n${cookies}`;
    const hit = pages.get(key);
    if (hit && hit.expires > now()) {
      serve(req, res, hit);
      return;
    }
    if (hit) pages.delete(key);

    const underWay = rendering.get(key);
    if (underWay) {
      // Single flight: this visitor gets the page the render under way stores, or renders their own if it keeps none.
      underWay.then(
        (page) => (page && page.expires > now() ? serve(req, res, page) : next()),
        (error: unknown) => next(error),
      );
      return;
    }
    rendering.set(key, renderAndKeep(res, key));
    next();
  };

  /**
   * Forgets every kept page: a shop was published (server/app.ts clears it when the shop directory forgets). Renders
   * under way may have read the shop before the publish: they serve their own visitors but keep nothing.
   */
  function clear() {
    pages.clear();
    generation += 1;
  }

  return Object.assign(middleware, { clear });

  /** Lets the request render as usual and keeps what it sent, when it may be kept. */
  function renderAndKeep(res: express.Response, key: string): Promise<CachedPage | null> {
    const nonce = res.locals.cspNonce as string;
    const startedIn = generation;
    const ownHeaders = new Set(res.getHeaderNames());
    const chunks: Buffer[] = [];
    let bytes = 0;
    let keep = true;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (!keep || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes > maxPageBytes) keep = false;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function writeAndKeep(this: express.Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function endAndKeep(this: express.Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => express.Response).call(this, chunk, ...rest);
    } as typeof res.end;

    const finished = new Promise<boolean>((resolve) => {
      res.once('finish', () => resolve(true));
      // A visitor who left mid-render: what was sent may be incomplete.
      res.once('close', () => resolve(res.writableFinished));
    });
    const stored = finished
      .then(async (complete) => {
        // The page is as old as its render, however long compressing it takes.
        const expires = now() + ttlMs;
        const cacheControl = String(res.getHeader('cache-control') ?? '');
        const contentType = String(res.getHeader('content-type') ?? '');
        if (
          !complete ||
          !keep ||
          startedIn !== generation ||
          res.statusCode !== 200 ||
          res.hasHeader('set-cookie') ||
          /private|no-store/i.test(cacheControl) ||
          !contentType.startsWith('text/html')
        )
          return null;
        const headers = res
          .getHeaderNames()
          .filter((name) => !ownHeaders.has(name) && !PER_RESPONSE.has(name))
          .map((name) => [name, res.getHeader(name)!] as [string, string | number | string[]]);
        const identity = Buffer.concat(chunks);
        const [br, gzipBody] = await Promise.all([brotli(identity, BROTLI_OPTIONS), gzipped(identity, GZIP_OPTIONS)]);
        const page: CachedPage = {
          status: 200,
          headers,
          nonce,
          bodies: { identity, br, gzip: gzipBody },
          expires,
        };
        // Cleared while compressing: the page may show the shop as it was.
        if (startedIn !== generation) return null;
        pages.delete(key);
        pages.set(key, page);
        while (pages.size > capacity) pages.delete(pages.keys().next().value!);
        return page;
      })
      .catch(() => null)
      .finally(() => {
        if (rendering.get(key) === stored) rendering.delete(key);
      });
    return stored;
  }
}
