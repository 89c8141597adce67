import type { LoaderFunctionArgs } from '@remix-run/node';
import { contractList } from '../../schemas/api';
import { errorResponse } from '~/server/api-route.server';

/** Any /api path without a route: a pending call of the spec answers 501, anything else a JSON 404. */
function unknownApiCall({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const pending = contractList.find(
    (contract) => contract.status === 'pending' && pathPattern(contract.path).test(pathname),
  );
  if (pending) {
    return errorResponse(
      501,
      'not_implemented',
      `${request.method} ${pending.path} is part of the API but not available yet`,
    );
  }
  return errorResponse(404, 'not_found', `There is no API call at ${pathname}`);
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

export const loader = unknownApiCall;
export const action = unknownApiCall;
