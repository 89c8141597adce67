import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { createPaymentIntentBodySchema } from '../../../../schemas/commerce';
import { shopHandleSchema } from '../../../../schemas/shop-handle';
import { invariantResponse } from '~/lib/invariant-response';
import { ConflictError, NotFoundError } from '~/server/domain-errors.server';
import { submitPaymentDetails } from '../checkout.server';

// GET /adyen-return/{shop}/{paymentId}?to=...&redirectResult=...: the player is back from PayPal, Klarna or their
// bank's 3-D Secure page. Adyen's `redirectResult` goes to /payments/details at once (the notification would tell us
// too, later), then the player sees the page they paid from, which shows the payment's outcome.

const paramsSchema = z.object({ shop: shopHandleSchema, paymentId: z.uuid() });
const querySchema = z.object({
  to: createPaymentIntentBodySchema.shape.returnPath.unwrap(),
  redirectResult: z
    .string()
    .min(1)
    .max(16 * 1024)
    .optional(),
});

export async function returnFromAdyen(
  context: AppLoadContext,
  request: Request,
  params: Record<string, string | undefined>,
): Promise<Response> {
  const path = paramsSchema.safeParse(params);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  invariantResponse(path.success && query.success, 'This is not a return address of a payment', { status: 400 });
  const { shop, paymentId } = path.data;
  const { to, redirectResult } = query.data;
  const viewer = await context.identify(request);
  if (viewer && redirectResult !== undefined) {
    try {
      await submitPaymentDetails(context, viewer, shop, paymentId, { redirectResult });
    } catch (error) {
      // Not this player's payment, or one with no payment data: nothing to submit; the page says where it stands.
      if (!(error instanceof NotFoundError) && !(error instanceof ConflictError)) throw error;
    }
  }
  const separator = to.includes('?') ? '&' : '?';
  return redirect(`${to}${separator}paymentIntentId=${encodeURIComponent(paymentId)}`);
}
