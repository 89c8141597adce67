import {
  gameLinkCodeBodySchema,
  gameLinkCodeSchema,
  serverApiShopParamsSchema,
} from '../../../schemas/game-server-api';
import { createGameLinkCode } from '~/server/players/link-codes.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// The game backend asks for a code naming one of its accounts; the player enters it at POST /api/link_code/user.
export const createGameLinkCodeCall = serverApiRoute(
  {
    name: 'createGameLinkCode',
    params: serverApiShopParamsSchema,
    body: gameLinkCodeBodySchema,
    response: gameLinkCodeSchema,
  },
  ({ body, caller, context }) => createGameLinkCode(context.db, context.clock, { shopId: caller.shop.id, ...body }),
);
