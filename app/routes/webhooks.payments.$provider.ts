import type { ActionFunctionArgs } from '@remix-run/node';
import { withBodyLimit } from '~/server/body-limit.server';
import { receivePaymentWebhook } from '~/server/payments/webhooks.server';

// A payment provider's webhook. Not an /api call: the provider is the caller, and the signature over the raw body
// is the check (no session, no Origin). Anyone can reach it, so the body is capped before it is read.
const MAX_WEBHOOK_BYTES = 64 * 1024;

const postOnly = () =>
  Response.json({ received: false, message: 'Expected POST' }, { status: 405, headers: { Allow: 'POST' } });

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return postOnly();
  const limited = await withBodyLimit(request, MAX_WEBHOOK_BYTES);
  if (limited instanceof Response) return limited;
  const answer = await receivePaymentWebhook(context, params.provider ?? '', await limited.text(), limited.headers);
  return Response.json(answer.body, { status: answer.status });
}

export const loader = postOnly;
