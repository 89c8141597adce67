import type { LoaderFunctionArgs } from '@remix-run/node';
import { dispatchCalls } from '~/server/api/dispatch.server';
import { errorResponse } from '~/server/error-response.server';
import { studioCalls } from '~/server/studio/api/calls.server';

// Every /studio/api call, dispatched from one route (docs/decisions/034, 035). Under Path=/studio, so the studio's
// cookie reaches it and a shop's pages never do.

function unknownStudioCall({ request }: LoaderFunctionArgs) {
  const response = errorResponse(404, 'not_found', `There is no studio call at ${new URL(request.url).pathname}`);
  response.headers.set('Cache-Control', 'no-store');
  return Promise.resolve(response);
}

export const loader = dispatchCalls(studioCalls, unknownStudioCall);
export const action = loader;
