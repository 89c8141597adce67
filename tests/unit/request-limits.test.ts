import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANY_BODY_BYTES, requestLimits } from '../../server/request-limits';
import { contractList } from '../../schemas/api';
import { maxBodyBytesOf } from '../../schemas/api/contract';
import { freePortBetween } from '../helpers/server-process';

// The Express guard in front of every route (server/request-limits.ts), seen from a caller on a real socket: what no
// route accepts is refused before it is read, in the one error shape, and the connection is closed so nothing drains.

const MB = 1024 * 1024;
let server: http.Server;
let origin: string;
const keepAlive = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  const app = express();
  app.use(requestLimits());
  // Reads the whole body, as Remix does for a page's form and the API wrappers do within their limit.
  const readAll = (req: express.Request, res: express.Response) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => res.json({ bytes }));
  };
  app.post('/api/read', readAll);
  app.post('/account', readAll);
  // Answers without reading, after a moment (the session lookup), like a 401 before the body or a call not built yet.
  app.post('/api/early', (_req, res) => {
    setImmediate(() => res.status(401).json({ error: { code: 'unauthenticated', message: 'Sign in to continue' } }));
  });
  app.get('/page', (_req, res) => {
    res.send('ok');
  });
  server = app.listen(await freePortBetween(3400, 3499), '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  keepAlive.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** How much of the body the client managed to hand to the socket before the server answered and closed. */
  pulled: number;
}

/** Sends `bytes` of body made on demand (never held in memory), with a declared length or chunked. */
function send(
  method: string,
  path: string,
  bytes: number,
  { declared, whole = false }: { declared: boolean; whole?: boolean },
): Promise<Sent> {
  let pulled = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const source = Readable.from(
    (function* spaces() {
      while (pulled < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - pulled));
        pulled += piece.length;
        yield piece;
      }
    })(),
  );
  return new Promise((resolve, reject) => {
    let answer: Omit<Sent, 'pulled'> | null = null;
    const request = http.request(`${origin}${path}`, {
      method,
      // A keep-alive client: otherwise it asks for `Connection: close` itself.
      agent: keepAlive,
      headers: {
        'Content-Type': 'application/json',
        ...(declared ? { 'Content-Length': String(bytes) } : { 'Transfer-Encoding': 'chunked' }),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => (answer = { status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('close', () =>
      answer ? resolve({ ...answer, pulled }) : reject(new Error(`no answer to ${method} ${path}`)),
    );
    // `whole`: the body leaves with the headers, as a browser sends a small one.
    if (whole) request.end(Buffer.alloc(bytes, 0x20));
    else pipeline(source, request).catch(() => undefined);
  });
}

const errorOf = (sent: Sent) => (JSON.parse(sent.body) as { error: { code: string; message: string } }).error;

describe('requestLimits', () => {
  it('bounds bodies no lower than the largest limit a call declares', () => {
    for (const contract of contractList)
      expect(maxBodyBytesOf(contract), contract.name).toBeLessThanOrEqual(MAX_ANY_BODY_BYTES);
  });

  it('answers 413 to a declared body larger than any route accepts, closes the connection and never reads it', async () => {
    const sent = await send('POST', '/api/read', 64 * MB, { declared: true });
    expect(sent.status).toBe(413);
    expect(sent.headers.connection).toBe('close');
    expect(errorOf(sent)).toEqual({
      code: 'invalid_request',
      message: `The request body is larger than ${MAX_ANY_BODY_BYTES / 1024} kB: send less at once`,
    });
    // The server closed the socket: the client stopped long before the 64 MB were sent.
    expect(sent.pulled).toBeLessThan(16 * MB);
  });

  it('lets a body within the bound through to its route, keeping the connection', async () => {
    const sent = await send('POST', '/api/read', MAX_ANY_BODY_BYTES, { declared: true });
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ bytes: MAX_ANY_BODY_BYTES });
    expect(sent.headers.connection).not.toBe('close');
  });

  it('answers 411 to a page form streamed without a length, and leaves streamed API bodies to the wrappers that count them', async () => {
    const page = await send('POST', '/account', 4 * MB, { declared: false });
    expect(page.status).toBe(411);
    expect(page.headers.connection).toBe('close');
    expect(errorOf(page).code).toBe('invalid_request');
    expect(page.pulled).toBeLessThan(4 * MB);
    const api = await send('POST', '/api/read', 100 * 1024, { declared: false });
    expect(api.status).toBe(200);
  });

  it('answers 400 to a GET that streams a body nobody would read', async () => {
    const sent = await send('GET', '/page', 4 * MB, { declared: false });
    expect(sent.status).toBe(400);
    expect(errorOf(sent)).toEqual({ code: 'invalid_request', message: 'A GET request carries no body' });
  });

  it('answers 400 in the error shape to an address whose %-escapes are not UTF-8', async () => {
    for (const path of ['/page/%ED%A0%80', '/api/read/%F0%9F', '/%C0%80']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_request', message: 'The request’s address is not valid: a %-escape is not UTF-8' },
      });
    }
  });

  it('closes the connection when a route answers before the body arrived, so the caller is not left mid-upload', async () => {
    for (const declared of [true, false]) {
      // 1 kB of a 60 kB body, then nothing more until the answer: the rest has not arrived when the route answers.
      const request = http.request(`${origin}/api/early`, {
        method: 'POST',
        agent: keepAlive,
        headers: declared ? { 'Content-Length': String(60 * 1024) } : { 'Transfer-Encoding': 'chunked' },
      });
      request.on('error', () => undefined);
      request.write(Buffer.alloc(1024, 0x20));
      const [response] = (await once(request, 'response')) as [http.IncomingMessage];
      response.resume();
      expect(response.statusCode).toBe(401);
      expect(response.headers.connection).toBe('close');
      // The server closes the socket itself: the caller is not left waiting to send the other 59 kB.
      await once(request, 'close');
    }
    // A small body that had fully arrived keeps the connection for the next request.
    const small = await send('POST', '/api/early', 10, { declared: true, whole: true });
    expect(small.status).toBe(401);
    expect(small.headers.connection).not.toBe('close');
  });

  it('keeps the connection of a request without a body answered at once (a health check, a file, a cached page)', async () => {
    const answers = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<http.IncomingMessage>((resolve, reject) =>
            http.get(`${origin}/page`, { agent: keepAlive }, resolve).once('error', reject),
          ),
      ),
    );
    for (const answer of answers) {
      answer.resume();
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.connection).toBe('keep-alive');
    }
  });
});
