import {
  mintSignInLinkBodySchema,
  mintedSignInLinkSchema,
  serverApiShopParamsSchema,
} from '../../../schemas/game-server-api';
import { signInLinkUrl } from '~/server/players/game-sign-in.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';
import { mintSignedToken } from '~/server/players/signed-tokens.server';

// The game backend mints a sign-in link for one of its accounts; opening it signs the player in to the shop.
export const mintSignInLinkCall = serverApiRoute(
  {
    name: 'mintSignInLink',
    params: serverApiShopParamsSchema,
    body: mintSignInLinkBodySchema,
    response: mintedSignInLinkSchema,
  },
  async ({ body, caller, request, context }) => {
    const minted = await mintSignedToken(context, { shopId: caller.shop.id, purpose: 'sign_in', ...body });
    return {
      url: signInLinkUrl(request, caller.shop.handle, minted.token),
      token: minted.token,
      expiresAt: minted.expiresAt.toISOString(),
    };
  },
);
