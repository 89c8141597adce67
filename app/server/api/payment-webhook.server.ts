import type { AppLoadContext } from '@remix-run/node';
import { withBodyLimit } from '~/server/body-limit.server';
import { receivePaymentWebhook } from '~/server/payments/webhooks.server';
import { apiCall } from '~/server/request-route.server';

// A payment provider's webhook. Not an /api call: the provider is the caller, and the signature over the raw body
// is the check (no session, no Origin). Anyone can reach it, so the body is capped before it is read.
const MAX_WEBHOOK_BYTES = 64 * 1024;

const postOnly = () =>
  Response.json({ received: false, message: 'Expected POST' }, { status: 405, headers: { Allow: 'POST' } });

async function receive(request: Request, context: AppLoadContext, provider: string, shop: string | null) {
  if (request.method !== 'POST') return postOnly();
  const limited = await withBodyLimit(request, MAX_WEBHOOK_BYTES);
  if (limited instanceof Response) return limited;
  const answer = await receivePaymentWebhook(context, provider, shop, await limited.text(), limited.headers);
  if (answer.text !== undefined) {
    return new Response(answer.text, {
      status: answer.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return Response.json(answer.body, { status: answer.status });
}

/** POST /webhooks/payments/sandbox (the sandbox's, one for every shop); any other method a 405 in the shape providers read. */
export const paymentWebhookCall = apiCall('/webhooks/payments/{provider}', ['POST'], ({ request, params, context }) =>
  receive(request, context, params.provider ?? '', null),
);

/** POST /webhooks/payments/{provider}/{shop}: Stripe's and Adyen's, each shop with its own signing secret. */
export const shopPaymentWebhookCall = apiCall(
  '/webhooks/payments/{provider}/{shop}',
  ['POST'],
  ({ request, params, context }) => receive(request, context, params.provider ?? '', params.shop ?? ''),
);
