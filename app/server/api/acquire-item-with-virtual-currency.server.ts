import { acquireItemWithVirtualCurrency } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { idempotencyKeyOf, idempotent } from '~/server/commerce/idempotency.server';
import { acquireItem } from '~/server/commerce/virtual-purchases.server';
import { requirePublishedShop } from '~/server/shops.server';

// One atomic step: limit, wallet debit (never below zero), order and settlement. Free items are claimed here too.
export const acquireItemWithVirtualCurrencyCall = apiRoute(
  acquireItemWithVirtualCurrency,
  idempotent(async ({ context, viewer, params, request }) => {
    const shop = await requirePublishedShop(context.db, viewer.shopHandle);
    return acquireItem(context.db, context.clock, shop, viewer.playerId, params.item, idempotencyKeyOf(request));
  }),
);
