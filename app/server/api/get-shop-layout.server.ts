import { getShopLayout } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { requirePublishedShop } from '~/server/shops.server';

// Secure in the spec because a layout may depend on the player; anonymous visitors get the public layout.
export const getShopLayoutCall = apiRoute(getShopLayout, async ({ params, query, context }) => {
  const { config } = await requirePublishedShop(context.db, params.shop);
  if (!query.page) return config.layout;
  return { pages: config.layout.pages.filter((page) => page.target === query.page) };
});
