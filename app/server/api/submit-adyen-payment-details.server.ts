import { submitAdyenPaymentDetails } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { idempotent } from '~/server/commerce/idempotency.server';
import { submitPaymentDetails } from '~/server/payments/checkout.server';

// a = the shop handle, b = our payment intent id: the shopper's answer to a 3-D Secure step or a redirect.
export const submitAdyenPaymentDetailsCall = apiRoute(
  submitAdyenPaymentDetails,
  idempotent(({ context, viewer, params, body }) =>
    submitPaymentDetails(context, viewer, params.a, params.b, body.details),
  ),
);
