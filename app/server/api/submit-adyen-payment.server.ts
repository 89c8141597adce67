import { submitAdyenPayment } from '../../../schemas/api';
import { createPaymentIntentBodySchema } from '../../../schemas/commerce';
import { apiRoute } from '~/server/api-route.server';
import { idempotent } from '~/server/commerce/idempotency.server';
import { submitPaymentData } from '~/server/payments/checkout.server';

// a = the shop handle, b = our payment intent id: the drop-in's payment data for an intent created without it.
export const submitAdyenPaymentCall = apiRoute(
  submitAdyenPayment,
  idempotent(({ context, viewer, params, body, request }) => {
    const returnPath = createPaymentIntentBodySchema.shape.returnPath.safeParse(body.returnPath);
    return submitPaymentData(
      context,
      viewer,
      params.a,
      params.b,
      body.paymentMethod,
      returnPath.success ? returnPath.data : undefined,
      new URL(request.url).origin,
    );
  }),
);
