import { mutateCart as mutateCartContract } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { assertViewerShop, mutateCart } from '~/server/commerce/cart.server';
import { requirePublishedShop } from '~/server/shops.server';

// Intent-based: the body says what the player did; quantities are checked and the cart priced on the server.
export const mutateCartCall = apiRoute(mutateCartContract, async ({ context, viewer, body }) => {
  assertViewerShop(viewer, body.shop);
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return mutateCart(context.db, context.clock, shop, viewer.playerId, body.mutation);
});
