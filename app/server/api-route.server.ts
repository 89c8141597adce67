/**
 * Turns a contract and a handler into a Remix resource-route function (loader and action alike) that enforces the
 * contract: method, origin, credentials, params/query/body schemas, response schema and the one error shape.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { Viewer } from '~/server/context.server';
import { errorResponse, INVALID_REQUEST_MESSAGE } from '~/server/error-response.server';
import {
  anybody,
  INTERNAL_ERROR_MESSAGE,
  requestRoute,
  type ApiCall,
  type ApiRouteFunction,
  type AuthStrategy,
} from '~/server/request-route.server';
import type {
  AnyContract,
  ContractBody,
  ContractParams,
  ContractQuery,
  ContractResponseInput,
} from '../../schemas/api/contract';
import { maxBodyBytesOf, takesBody } from '../../schemas/api/contract';

// The one error shape, for the routes that import it from here.
export { errorResponse, INTERNAL_ERROR_MESSAGE, INVALID_REQUEST_MESSAGE };
export type { ApiCall, ApiRouteFunction };

/** Who the handler sees: always a Viewer on secure calls, maybe one when anonymous callers are allowed, else null. */
export type ViewerFor<C extends AnyContract> = C['secure'] extends true
  ? C['anonymous'] extends 'allowed'
    ? Viewer | null
    : Viewer
  : null;

export interface ApiHandlerArgs<C extends AnyContract> {
  params: ContractParams<C>;
  query: ContractQuery<C>;
  body: ContractBody<C>;
  request: Request;
  context: AppLoadContext;
  viewer: ViewerFor<C>;
}

/** Returns the call's data (checked against the contract's response schema) or, rarely, a ready Response. */
export type ApiHandler<C extends AnyContract> = (
  args: ApiHandlerArgs<C>,
) => Promise<ContractResponseInput<C> | Response> | ContractResponseInput<C> | Response;

/** The player behind a secure call: required, or allowed to be missing (`anonymous: 'allowed'`). */
function signedInPlayer(contract: AnyContract): AuthStrategy<Viewer | null> {
  return {
    checksOrigin: true,
    paramsBeforeCaller: false,
    // A player's own data and tokens must never sit in a cache.
    noStore: true,
    async identify({ request, context, params }) {
      const viewer = await context.identify(request);
      // A session belongs to one shop: on another shop's call the caller is anonymous there (tenant isolation).
      // (An invalid handle is left to the params check, which names the field.)
      const shopParam = contract.params.safeParse(params).success ? params.shop : undefined;
      const here =
        viewer && typeof shopParam === 'string' && shopParam.toLowerCase() !== viewer.shopHandle ? null : viewer;
      if (here === null && contract.anonymous !== 'allowed')
        return errorResponse(401, 'unauthenticated', 'Sign in to continue');
      return here;
    },
  };
}

/**
 * A /api call as its contract declares it, over the one request wrapper (request-route.server.ts): the strategy is a
 * signed-in player on secure calls (401 without one, unless anonymous callers are allowed), anybody otherwise;
 * state-changing calls are refused from other sites' pages (403); secure calls answer `no-store`.
 *
 * The result carries the contract's path and methods: list it in the /api dispatch table (app/server/api/calls.server.ts);
 * any method on its path reaches it and gets the contract's 405.
 */
export function apiRoute<C extends AnyContract>(contract: C, handler: ApiHandler<C>): ApiCall {
  const auth: AuthStrategy<Viewer | null> = contract.secure ? signedInPlayer(contract) : anybody;
  return requestRoute(
    {
      name: contract.name,
      surface: 'API',
      path: contract.path,
      methods: contract.method === 'GET' ? ['GET', 'HEAD'] : [contract.method],
      auth,
      params: contract.params,
      query: contract.query,
      body: contract.body,
      response: contract.response,
      takesBody: takesBody(contract),
      maxBodyBytes: maxBodyBytesOf(contract),
    },
    ({ params, query, body, caller, request, context }) =>
      handler({
        params: params as ContractParams<C>,
        query: query as ContractQuery<C>,
        body: body as ContractBody<C>,
        request,
        context,
        viewer: caller as ViewerFor<C>,
      }),
  );
}
