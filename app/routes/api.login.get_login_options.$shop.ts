import { getLoginOptions } from '../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { loginOptionsFor } from '~/server/players/login-options.server';
import { requirePublishedShop } from '~/server/shops.server';

const route = apiRoute(getLoginOptions, async ({ params, context }) => {
  const shop = await requirePublishedShop(context.db, params.shop);
  return { providers: loginOptionsFor(shop.handle, shop.config.login, context.logger) };
});
export const loader = route;
export const action = route;
