import { setCartCoupon } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { assertViewerShop, setCoupon } from '~/server/commerce/cart.server';
import { requirePublishedShop } from '~/server/shops.server';

// Each refusal is a 422 on `body.code` with its own message (schemas/commerce.ts couponRefusals).
export const setCartCouponCall = apiRoute(setCartCoupon, async ({ context, viewer, body }) => {
  assertViewerShop(viewer, body.shop);
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return setCoupon(context.db, context.clock, shop, viewer.playerId, body.code);
});
