import { getShopByHandle } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { requirePublishedShop } from '~/server/shops.server';

export const getShopByHandleCall = apiRoute(getShopByHandle, async ({ params, context }) => {
  const shop = await requirePublishedShop(context.db, params.handle);
  return { id: shop.id, handle: shop.handle, name: shop.config.name, description: shop.config.description };
});
