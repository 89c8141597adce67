import { verifyLauncherAddToCartToken } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { redeemAddToCartToken } from '~/server/players/game-sign-in.server';

// The items an add-to-cart token carries, once, and only for the player whose game account it names.
export const verifyLauncherAddToCartTokenCall = apiRoute(
  verifyLauncherAddToCartToken,
  async ({ body, context, viewer }) => ({
    items: await redeemAddToCartToken(context, viewer, body.token),
  }),
);
