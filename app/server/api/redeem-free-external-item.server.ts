import { redeemFreeExternalItem } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { idempotencyKeyOf, idempotent } from '~/server/commerce/idempotency.server';
import { redeemFreeExternalItem as redeem } from '~/server/commerce/virtual-purchases.server';
import { requirePublishedShop } from '~/server/shops.server';

export const redeemFreeExternalItemCall = apiRoute(
  redeemFreeExternalItem,
  idempotent(async ({ context, viewer, params, request }) => {
    const shop = await requirePublishedShop(context.db, viewer.shopHandle);
    return redeem(context.db, context.clock, shop, viewer.playerId, params.item, idempotencyKeyOf(request));
  }),
);
