import type express from 'express';

// The outermost bound on requests (docs/decisions/018-bounded-input.md). Calls check their own, smaller limits while
// reading (apiRoute and serverApiRoute by their contracts, the webhook route); this refuses what no route accepts
// before anything is read, and closes the connection so the unread body is never drained.

/** No route takes a larger body (log_event and provider webhooks: 64 kB; see the contracts' `maxBodyBytes`). */
export const MAX_ANY_BODY_BYTES = 64 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths whose handlers count a streamed (chunked) body while reading it; pages leave reading to Remix. */
const COUNTING_PREFIXES = ['/api/', '/server-api/', '/webhooks/', '/studio/api/'];

/** The one error shape; `Connection: close` so Node closes the socket instead of reading the rest of the body. */
function refuse(res: express.Response, status: number, message: string) {
  res
    .status(status)
    .set('Connection', 'close')
    .json({ error: { code: 'invalid_request', message } });
}

/** The path with its %-escapes decoded, or null when one is not well-formed UTF-8 (static files and routing decode it). */
export function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * An answer that goes out before the request's body has arrived (a 401 before reading, a 501, a page that ignores its
 * form) closes the connection. Kept alive, Node would wait for the rest of a body nobody reads, and the client would
 * hang mid-upload; closed, the rest is never read.
 */
function closeWhenBodyUnread(req: express.Request, res: express.Response) {
  // A request without a body has nothing to drain, though Node marks it complete only after its handler's first turn:
  // a health check, a file or a cached page answered at once keeps its connection.
  const declared = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0');
  if (!hasBody) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadClosingUnreadBodies(this: express.Response, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

export function requestLimits(maxBodyBytes = MAX_ANY_BODY_BYTES): express.RequestHandler {
  return (req, res, next) => {
    closeWhenBodyUnread(req, res);
    // Checked first, for every method: the static-file middleware would answer a bare-text 400 of its own.
    if (decodedPath(req.path) === null) {
      refuse(res, 400, 'The request’s address is not valid: a %-escape is not UTF-8');
      return;
    }
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > maxBodyBytes) {
      refuse(res, 413, `The request body is larger than ${Math.floor(maxBodyBytes / 1024)} kB: send less at once`);
      return;
    }
    const streamed = declared === undefined && req.headers['transfer-encoding'] !== undefined;
    // Nothing reads the body of a GET: Node would drain a streamed one after the answer, however long it runs.
    if (streamed && !BODY_METHODS.has(req.method)) {
      refuse(res, 400, `A ${req.method} request carries no body`);
      return;
    }
    // Browsers always declare a form's length; a streamed body to a page would be read whole by Remix.
    if (streamed && !COUNTING_PREFIXES.some((prefix) => req.path.startsWith(prefix))) {
      refuse(res, 411, 'A page form must declare its Content-Length');
      return;
    }
    next();
  };
}
