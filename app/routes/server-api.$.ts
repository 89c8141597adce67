import type { LoaderFunctionArgs } from '@remix-run/node';
import { serverApiCalls } from '~/server/api/calls.server';
import { dispatchCalls } from '~/server/api/dispatch.server';
import { errorResponse } from '~/server/api-route.server';

// Every /server-api call, dispatched from one route (docs/decisions/034-api-dispatch-outside-route-table.md).

/** Any /server-api path without a call answers a JSON 404, never a storefront page. */
function unknownServerApiCall({ request }: LoaderFunctionArgs) {
  return Promise.resolve(
    errorResponse(404, 'not_found', `There is no server API call at ${new URL(request.url).pathname}`),
  );
}

export const loader = dispatchCalls(serverApiCalls, unknownServerApiCall);
export const action = loader;
