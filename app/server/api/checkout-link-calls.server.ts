import {
  completeCheckoutLinkPurchase,
  createCheckoutLinkPaymentIntent,
  getCheckoutLinkOrder,
  getCheckoutLinkOrderResult,
  getCheckoutLinkOrderResultByPaymentIntent,
} from '../../../schemas/api/checkout-links';
import { apiRoute } from '~/server/api-route.server';
import {
  checkoutLinkOrderResult,
  checkoutLinkOrderResultByPayment,
  completeCheckoutLinkPurchase as completePurchase,
  payCheckoutLink,
  readOwnCheckoutLink,
} from '~/server/checkout-links/checkout-link-payments.server';
import { checkoutLinkOrderOf } from '~/server/checkout-links/checkout-links.server';
import { idempotent } from '~/server/commerce/idempotency.server';
import { requirePublishedShop } from '~/server/shops.server';

// The player's side of checkout links (spec section 7, docs/decisions/057): read the link's order and pay it as its
// own player; the `order_result` calls and completing the purchase need no sign-in and answer no personal data.

export const getCheckoutLinkOrderCall = apiRoute(getCheckoutLinkOrder, async ({ params, context, viewer }) => {
  const state = await readOwnCheckoutLink(context, viewer, params.id);
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return checkoutLinkOrderOf(context.db, shop.handle, state, shop.config.catalogue.includedTaxBasisPoints);
});

export const createCheckoutLinkPaymentIntentCall = apiRoute(
  createCheckoutLinkPaymentIntent,
  idempotent(({ params, body, context, viewer, request }) =>
    payCheckoutLink(context, viewer, params.id, body, new URL(request.url).origin),
  ),
);

export const completeCheckoutLinkPurchaseCall = apiRoute(completeCheckoutLinkPurchase, ({ params, context }) =>
  completePurchase(context, params.id),
);

export const getCheckoutLinkOrderResultCall = apiRoute(getCheckoutLinkOrderResult, ({ params, context }) =>
  checkoutLinkOrderResult(context, params.id),
);

export const getCheckoutLinkOrderResultByPaymentIntentCall = apiRoute(
  getCheckoutLinkOrderResultByPaymentIntent,
  ({ params, context }) => checkoutLinkOrderResultByPayment(context, params.shop, params.paymentIntentId),
);
