import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from '~/lib/nonce';
import { isDatabaseUnavailable } from '~/server/database-outage.server';
import { documentCollector } from '~/server/document-stream.server';

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/**
 * Errors thrown by loaders and actions. A database outage is not a bug: the request is marked so its 500 goes out as
 * a 503 with Retry-After (server/app.ts), and it is logged, not reported. Anything else is reported.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    context.noteDatabaseOutage();
    context.logger.warn(
      { err: error, url: request.url, requestId: context.requestId },
      'page refused: the database is unavailable',
    );
    return;
  }
  context.logger.error({ err: error, url: request.url, requestId: context.requestId }, 'page request failed');
  context.reporter.capture(error, { extra: { url: request.url, requestId: context.requestId } });
}

/**
 * Waits for the whole render (the storefront's critical data is awaited anyway, and a finished page is what the
 * anonymous page cache keeps), then takes React's output as the response body in one piece (docs/decisions/059;
 * 027 streamed it in 64 kB pieces). Styles are a static sheet the page links to (docs/decisions/028).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    // Ends a render still running after ABORT_DELAY (`abort` is defined by the time it fires).
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // Rendered: nothing is left for the abort timer, which would only keep this render's memory alive.
          clearTimeout(abortTimer);
          const { destination, body } = documentCollector();
          body.then((document) => {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(document, { headers: responseHeaders, status: failed ? 500 : responseStatusCode }));
          }, reject);
          pipe(destination);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          loadContext.reporter.capture(error);
        },
      },
    );
  });
}
