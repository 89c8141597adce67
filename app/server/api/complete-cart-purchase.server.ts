import { completeCartPurchase } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { idempotent } from '~/server/commerce/idempotency.server';
import { completePurchase } from '~/server/payments/checkout.server';

// Back from paying (or from a challenge or redirect): asks the provider, and a success settles the order.
export const completeCartPurchaseCall = apiRoute(
  completeCartPurchase,
  idempotent(({ context, viewer, body }) => completePurchase(context, viewer, body.paymentIntentId)),
);
