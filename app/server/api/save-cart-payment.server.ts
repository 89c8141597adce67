import { saveCartPayment } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { idempotent } from '~/server/commerce/idempotency.server';
import { savePayment } from '~/server/payments/checkout.server';

// Keeping the method for later purchases: the sandbox keeps none, so this answers the intent as it is.
export const saveCartPaymentCall = apiRoute(
  saveCartPayment,
  idempotent(({ context, viewer, body }) => savePayment(context, viewer, body.paymentIntentId)),
);
