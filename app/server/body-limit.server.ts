import { errorResponse } from '~/server/error-response.server';

// Remix reads request bodies itself and Express sets no limit for them, so routes that take client-sized bodies
// bound them here, before apiRoute reads the body: by the declared Content-Length, and by counting while reading.

/**
 * The 413, closing the connection: the rest of the body is never read (nor drained by Node to reuse the socket).
 * Reading simply stops; canceling the stream would destroy the socket before the answer could be written.
 */
function tooLarge(maxBytes: number): Response {
  return errorResponse(
    413,
    'invalid_request',
    `The request body is larger than ${Math.floor(maxBytes / 1024)} kB: send less at once`,
    undefined,
    {
      Connection: 'close',
    },
  );
}

/** The request with its body read into memory when it fits in `maxBytes`, or a ready 413 answer when it does not. */
export async function withBodyLimit(request: Request, maxBytes: number): Promise<Request | Response> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > maxBytes) return tooLarge(maxBytes);
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // A chunked body (or a Content-Length that lies) is cut off as soon as it passes the limit.
    if (total > maxBytes) {
      reader.releaseLock();
      return tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) });
}
