import { z } from 'zod';
import { entitlementsQuerySchema, entitlementsSchema } from '../../../schemas/delivery';
import { serverApiShopParamsSchema } from '../../../schemas/game-server-api';
import { listEntitlements } from '~/server/delivery/entitlements.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// What a player owns, asked by player id or by linked game account: the game reconciles with it.
export const listEntitlementsCall = serverApiRoute(
  {
    name: 'listEntitlements',
    method: 'GET',
    params: serverApiShopParamsSchema,
    query: entitlementsQuerySchema,
    body: z.undefined(),
    response: entitlementsSchema,
  },
  ({ query, caller, context }) =>
    listEntitlements(
      context.db,
      caller.shop.id,
      query.player !== undefined ? { playerId: query.player } : { gameAccountId: query.gameAccount! },
    ),
);
