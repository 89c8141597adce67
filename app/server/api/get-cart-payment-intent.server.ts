import { getCartPaymentIntent } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { getPaymentIntent } from '~/server/payments/checkout.server';

// The result page reads where the player's payment stands.
export const getCartPaymentIntentCall = apiRoute(getCartPaymentIntent, ({ context, viewer, query }) =>
  getPaymentIntent(context, viewer, query.paymentIntentId),
);
