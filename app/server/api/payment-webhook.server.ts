import { withBodyLimit } from '~/server/body-limit.server';
import { receivePaymentWebhook } from '~/server/payments/webhooks.server';
import { apiCall } from '~/server/request-route.server';

// A payment provider's webhook. Not an /api call: the provider is the caller, and the signature over the raw body
// is the check (no session, no Origin). Anyone can reach it, so the body is capped before it is read.
const MAX_WEBHOOK_BYTES = 64 * 1024;

const postOnly = () =>
  Response.json({ received: false, message: 'Expected POST' }, { status: 405, headers: { Allow: 'POST' } });

/** POST /webhooks/payments/{provider}; any other method a 405 in the shape providers read. */
export const paymentWebhookCall = apiCall(
  '/webhooks/payments/{provider}',
  ['POST'],
  async ({ request, params, context }) => {
    if (request.method !== 'POST') return postOnly();
    const limited = await withBodyLimit(request, MAX_WEBHOOK_BYTES);
    if (limited instanceof Response) return limited;
    const answer = await receivePaymentWebhook(context, params.provider ?? '', await limited.text(), limited.headers);
    return Response.json(answer.body, { status: answer.status });
  },
);
