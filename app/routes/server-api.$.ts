import type { LoaderFunctionArgs } from '@remix-run/node';
import { errorResponse } from '~/server/api-route.server';

/** Any /server-api path without a route answers a JSON 404, never a storefront page. */
function unknownServerApiCall({ request }: LoaderFunctionArgs) {
  return errorResponse(404, 'not_found', `There is no server API call at ${new URL(request.url).pathname}`);
}

export const loader = unknownServerApiCall;
export const action = unknownServerApiCall;
