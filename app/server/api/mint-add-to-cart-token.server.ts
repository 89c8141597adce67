import {
  mintAddToCartTokenBodySchema,
  mintedTokenSchema,
  serverApiShopParamsSchema,
} from '../../../schemas/game-server-api';
import { serverApiRoute } from '~/server/players/server-api-route.server';
import { mintSignedToken } from '~/server/players/signed-tokens.server';

// The game backend mints a token naming items for one of its accounts; the launcher redeems it once for that player.
export const mintAddToCartTokenCall = serverApiRoute(
  {
    name: 'mintAddToCartToken',
    params: serverApiShopParamsSchema,
    body: mintAddToCartTokenBodySchema,
    response: mintedTokenSchema,
  },
  async ({ body, caller, context }) => {
    const minted = await mintSignedToken(context, { shopId: caller.shop.id, purpose: 'add_to_cart', ...body });
    return { token: minted.token, expiresAt: minted.expiresAt.toISOString() };
  },
);
