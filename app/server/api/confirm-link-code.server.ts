import {
  confirmLinkCodeBodySchema,
  confirmLinkCodeParamsSchema,
  gameLinkSchema,
} from '../../../schemas/game-server-api';
import { confirmWebLinkCode } from '~/server/players/link-codes.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// The game backend confirms a code the player made on the website, with the game account it was entered on.
export const confirmLinkCodeCall = serverApiRoute(
  {
    name: 'confirmLinkCode',
    params: confirmLinkCodeParamsSchema,
    body: confirmLinkCodeBodySchema,
    response: gameLinkSchema,
  },
  async ({ params, body, caller, context }) => {
    const account = await confirmWebLinkCode(context.db, context.clock, {
      shopId: caller.shop.id,
      code: params.code,
      ...body,
    });
    return {
      playerId: account.playerId,
      gameAccountId: account.externalId,
      displayName: account.displayName,
      linkedAt: account.createdAt.toISOString(),
    };
  },
);
