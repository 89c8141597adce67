import { getLoginOptions } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { loginOptionsFor } from '~/server/players/login-options.server';
import { requirePublishedShop } from '~/server/shops.server';

export const getLoginOptionsCall = apiRoute(getLoginOptions, async ({ params, context }) => {
  const shop = await requirePublishedShop(context.db, params.shop);
  return { providers: loginOptionsFor(shop.handle, shop.config.login, context.logger) };
});
