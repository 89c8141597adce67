import { getShopTheme } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { requirePublishedShop } from '~/server/shops.server';

export const getShopThemeCall = apiRoute(getShopTheme, async ({ params, context }) => {
  const shop = await requirePublishedShop(context.db, params.shop);
  return shop.config.theme;
});
