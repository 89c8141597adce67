import type { AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
import { requestRoute, type ApiCall, type AuthStrategy } from '~/server/request-route.server';
import { authenticateGameServer, type GameServerCaller } from '~/server/players/game-server-keys.server';
import { deliveryServerOperations } from '../../../schemas/delivery';
import { gameEventOperations } from '../../../schemas/game-events';
import { gameServerOperations, type GameServerOperation } from '../../../schemas/game-server-api';
import { launcherReleaseOperations } from '../../../schemas/launcher-releases';
import { checkoutLinkOperations } from '../../../schemas/checkout-links';
import { refundServerOperations } from '../../../schemas/refunds';

// The route wrapper of /server-api/v1 (docs/decisions/015, 025): the one request wrapper with the game-server-key
// strategy instead of a player. Same error shape and checks; no origin check.

export interface ServerApiSpec<
  P extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  Q extends z.ZodType = z.ZodUndefined,
> {
  name: string;
  /** POST unless said otherwise. */
  method?: 'GET' | 'POST' | 'PUT';
  params: P;
  /** Parsed from the URL's search params (single values). */
  query?: Q;
  body: B;
  response: R;
  /** The largest body the call accepts; unset: the default of every call (16 kB), since game backends send small ones. */
  maxBodyBytes?: number;
}

export interface ServerApiHandlerArgs<P extends z.ZodType, B extends z.ZodType, Q extends z.ZodType = z.ZodUndefined> {
  params: z.output<P>;
  body: z.output<B>;
  query: z.output<Q>;
  caller: GameServerCaller;
  request: Request;
  context: AppLoadContext;
}

/** A game server holding the shop's API key (401 without a valid one, 403 for another shop's). */
const gameServerKey: AuthStrategy<GameServerCaller> = {
  // No cookies are involved, so a forged cross-site call proves nothing.
  checksOrigin: false,
  // A handle that is no handle never reaches the key lookup's query.
  paramsBeforeCaller: true,
  // Tokens and codes in answers must never sit in a cache.
  noStore: true,
  identify: ({ request, context, params }) =>
    authenticateGameServer(context.db, context.clock, request, params.shop ?? ''),
};

const operations = new Map<string, GameServerOperation>(
  [
    ...gameServerOperations,
    ...deliveryServerOperations,
    ...gameEventOperations,
    ...launcherReleaseOperations,
    ...checkoutLinkOperations,
    ...refundServerOperations,
  ].map((operation) => [operation.name, operation]),
);

/** The documented operation of a call (its path and method), found by the call's name. */
function operationNamed(name: string, method: string): GameServerOperation {
  const operation = operations.get(name);
  if (!operation) throw new Error(`Server API call ${name} is not described in the OpenAPI operations`);
  if (operation.method !== method)
    throw new Error(`Server API call ${name} answers ${method}, its operation says ${operation.method}`);
  return operation;
}

/**
 * A call of the server API (POST unless the spec says GET or PUT) over the one request wrapper, as a game server.
 * Its path is the one its operation documents (schemas/game-server-api.ts, schemas/delivery.ts), found by name.
 */
export function serverApiRoute<
  P extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  Q extends z.ZodType = z.ZodUndefined,
>(spec: ServerApiSpec<P, B, R, Q>, handler: (args: ServerApiHandlerArgs<P, B, Q>) => Promise<z.input<R>>): ApiCall {
  const method = spec.method ?? 'POST';
  return requestRoute(
    {
      name: spec.name,
      surface: 'Server API',
      path: operationNamed(spec.name, method).path,
      methods: [method],
      auth: gameServerKey,
      params: spec.params,
      query: spec.query ?? null,
      body: spec.body,
      response: spec.response,
      takesBody: method !== 'GET',
      maxBodyBytes: spec.maxBodyBytes,
    },
    ({ params, query, body, caller, request, context }) =>
      handler({
        params: params as z.output<P>,
        query: query as z.output<Q>,
        body: body as z.output<B>,
        caller,
        request,
        context,
      }),
  );
}
