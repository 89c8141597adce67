import {
  mintLauncherTokenBodySchema,
  mintedTokenSchema,
  serverApiShopParamsSchema,
} from '../../../schemas/game-server-api';
import { serverApiRoute } from '~/server/players/server-api-route.server';
import { mintSignedToken } from '~/server/players/signed-tokens.server';

// The game backend mints a token its launcher trades at POST /api/launcher/payment/exchange_auth_token.
export const mintLauncherTokenCall = serverApiRoute(
  {
    name: 'mintLauncherToken',
    params: serverApiShopParamsSchema,
    body: mintLauncherTokenBodySchema,
    response: mintedTokenSchema,
  },
  async ({ body, caller, context }) => {
    const minted = await mintSignedToken(context, { shopId: caller.shop.id, purpose: 'launcher', ...body });
    return { token: minted.token, expiresAt: minted.expiresAt.toISOString() };
  },
);
