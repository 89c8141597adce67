import type express from 'express';

export interface PageCacheOptions {
  /** How long a page is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** Pages kept at most (distinct URLs), the least recently stored first out. */
  capacity?: number;
  /** A page larger than this is not kept. */
  maxPageBytes?: number;
  now?: () => number;
}

interface CachedPage {
  status: number;
  headers: Array<[string, string | number | string[]]>;
  /** The HTML split at the CSP nonce of the response it was rendered for: joined with each response's own. */
  parts: string[];
  expires: number;
}

/** Headers of the rendering response that belong to that one response, not to the page. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date']);

/**
 * A short whole-page cache for anonymous visitors (docs/decisions/027-streamed-document.md): the same page for
 * everyone who sends no cookie and no credentials, for `ttlMs`, with this response's CSP nonce swapped in. Only a
 * GET answered 200 with HTML, no Set-Cookie and no `private`/`no-store` is kept. A signed-in player always sends
 * their session cookie, so they are never served from here.
 */
export function anonymousPageCache({
  ttlMs,
  capacity = 128,
  maxPageBytes = 1024 * 1024,
  now = Date.now,
}: PageCacheOptions): express.RequestHandler {
  const pages = new Map<string, CachedPage>();
  return (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET' || req.headers.cookie || req.headers.authorization) {
      next();
      return;
    }
    const nonce = res.locals.cspNonce as string;
    const key = `${req.protocol}://${req.hostname}${req.originalUrl}`;
    const hit = pages.get(key);
    if (hit && hit.expires > now()) {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.end(hit.parts.join(nonce));
      return;
    }
    if (hit) pages.delete(key);

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
    res.once('finish', () => {
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      const contentType = String(res.getHeader('content-type') ?? '');
      if (
        !keep ||
        res.statusCode !== 200 ||
        res.hasHeader('set-cookie') ||
        /private|no-store/i.test(cacheControl) ||
        !contentType.startsWith('text/html')
      )
        return;
      const headers = res
        .getHeaderNames()
        .filter((name) => !ownHeaders.has(name) && !PER_RESPONSE.has(name))
        .map((name) => [name, res.getHeader(name)!] as [string, string | number | string[]]);
      pages.delete(key);
      pages.set(key, {
        status: 200,
        headers,
        parts: Buffer.concat(chunks).toString('utf8').split(nonce),
        expires: now() + ttlMs,
      });
      while (pages.size > capacity) pages.delete(pages.keys().next().value!);
    });
    next();
  };
}
