import type express from 'express';

// The outermost bound on request bodies (docs/decisions/018-bounded-input.md). Calls check their own, smaller limits
// while reading (apiRoute, serverApiRoute, the webhook route); this refuses what no route accepts before anything is
// read, and closes the connection so the unread body is never drained.

/** No route takes a larger body (log_event and provider webhooks: 64 kB). */
export const MAX_ANY_BODY_BYTES = 64 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths whose handlers count a streamed (chunked) body while reading it; pages leave reading to Remix. */
const COUNTING_PREFIXES = ['/api/', '/server-api/', '/webhooks/'];

function refuse(res: express.Response, status: number, message: string) {
  res.status(status).set('Connection', 'close').json({ error: { code: 'invalid_request', message } });
}

export function requestLimits(maxBodyBytes = MAX_ANY_BODY_BYTES): express.RequestHandler {
  return (req, res, next) => {
    if (!BODY_METHODS.has(req.method)) {
      next();
      return;
    }
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > maxBodyBytes) {
      refuse(res, 413, `The request body is larger than ${Math.floor(maxBodyBytes / 1024)} kB: send less at once`);
      return;
    }
    // Browsers always declare a form's length; a streamed body to a page would be read whole by Remix.
    if (declared === undefined && req.headers['transfer-encoding'] !== undefined && !COUNTING_PREFIXES.some((prefix) => req.path.startsWith(prefix))) {
      refuse(res, 411, 'A page form must declare its Content-Length');
      return;
    }
    next();
  };
}
