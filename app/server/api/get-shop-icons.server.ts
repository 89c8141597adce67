import { getShopIcons } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { requirePublishedShop } from '~/server/shops.server';

export const getShopIconsCall = apiRoute(getShopIcons, async ({ params, context }) => {
  const shop = await requirePublishedShop(context.db, params.handle);
  return shop.config.icons;
});
