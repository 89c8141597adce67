import { getCart as getCartContract } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { assertViewerShop, getCart } from '~/server/commerce/cart.server';
import { requirePublishedShop } from '~/server/shops.server';

// The cart lives with the session's shop; naming another shop finds nothing (404), never that shop's cart.
export const getCartCall = apiRoute(getCartContract, async ({ context, viewer, query }) => {
  assertViewerShop(viewer, query.shop);
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return getCart(context.db, context.clock, shop, viewer.playerId, query.currency);
});
