import type { LoaderFunctionArgs } from '@remix-run/node';
import { contractList } from '../../schemas/api';
import { apiCalls } from '~/server/api/calls.server';
import { dispatchCalls, pathMatcher } from '~/server/api/dispatch.server';
import { errorResponse } from '~/server/api-route.server';

// Every /api call, dispatched from one route (docs/decisions/034-api-dispatch-outside-route-table.md).

const pendingCall = pathMatcher(
  contractList
    .filter((contract) => contract.status === 'pending')
    .map((contract) => ({ path: contract.path, value: contract })),
);

/** Any /api path no call answers: a pending call of the spec answers 501, anything else a JSON 404. */
function unknownApiCall({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const pending = pendingCall(pathname);
  if (pending) {
    return Promise.resolve(
      errorResponse(
        501,
        'not_implemented',
        `${request.method} ${pending.value.path} is part of the API but not available yet`,
      ),
    );
  }
  return Promise.resolve(errorResponse(404, 'not_found', `There is no API call at ${pathname}`));
}

export const loader = dispatchCalls(apiCalls, unknownApiCall);
export const action = loader;
