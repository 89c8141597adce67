import { createCartPaymentIntent } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { idempotencyKeyOf, idempotent } from '~/server/commerce/idempotency.server';
import { createPaymentIntentWithCart } from '~/server/payments/checkout.server';

// The player pays for the cart they saw (its version): one pending order and its payment at the provider.
export const createCartPaymentIntentCall = apiRoute(
  createCartPaymentIntent,
  idempotent(({ context, viewer, body, request }) =>
    createPaymentIntentWithCart(context, viewer, body, {
      idempotencyKey: idempotencyKeyOf(request),
      returnOrigin: new URL(request.url).origin,
    }),
  ),
);
