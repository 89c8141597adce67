import { saveCartPayment } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { idempotent } from '~/server/commerce/idempotency.server';
import { recordSaveChoice } from '~/server/payments/saved-methods.server';

// The player's consent to keep the method for later purchases, for a payment not sent to the provider yet.
export const saveCartPaymentCall = apiRoute(
  saveCartPayment,
  idempotent(({ context, viewer, body }) => recordSaveChoice(context, viewer, body.paymentIntentId, body.save)),
);
