import { getShopMenu } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { requirePublishedShop } from '~/server/shops.server';

// Secure in the spec (badges can depend on the player); anonymous visitors get the public menu.
export const getShopMenuCall = apiRoute(getShopMenu, async ({ params, context }) => {
  const { config } = await requirePublishedShop(context.db, params.shop);
  return { items: config.menu };
});
