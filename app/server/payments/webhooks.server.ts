import { and, eq } from 'drizzle-orm';
import { paymentEvents, payments, shops } from '../../../db/schema';
import type { AppServices } from '~/server/context.server';
import type { Transaction } from '~/server/db.server';
import { recordRefund } from '~/server/commerce/refunds.server';
import { recordProviderResult } from './payment-results.server';
import { SANDBOX_PROVIDER_ID } from './sandbox/sandbox-provider.server';
import { WebhookRejectedError, type PaymentWebhookEvent } from './provider';

// Provider webhooks: POST /webhooks/payments/{provider}/{shop} for Stripe and Adyen (each shop has its own account and
// signing secret), POST /webhooks/payments/sandbox for the sandbox (one for every shop). The signature over the raw
// body is the only check; each event is stored once (provider + event id), and applying it can never undo a final
// outcome, so a redelivered or late event is harmless (docs/decisions/016-commerce.md, "Payments"; 053).

export interface WebhookAnswer {
  status: number;
  body: { received: boolean; message: string };
  /** The provider's own acknowledgement, answered as plain text instead of `body` (Adyen's `[accepted]`). */
  text?: string;
}

type EventResult = 'applied' | 'duplicate' | 'unmatched';

async function applyEvent(
  tx: Transaction,
  context: AppServices,
  providerId: string,
  shopHandle: string | null,
  event: PaymentWebhookEvent,
): Promise<EventResult> {
  const [payment] = await tx
    .select({ id: payments.id, shopId: payments.shopId, orderId: payments.orderId })
    .from(payments)
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .where(
      and(
        eq(payments.provider, providerId),
        eq(payments.providerRef, event.providerRef),
        // A shop's webhook applies only to that shop's payments.
        shopHandle === null ? undefined : eq(shops.handle, shopHandle),
      ),
    )
    .limit(1);
  const now = context.clock.now();
  const stored = await tx
    .insert(paymentEvents)
    .values({
      provider: providerId,
      eventId: event.eventId,
      shopId: payment?.shopId ?? null,
      providerRef: event.providerRef,
      type: event.type,
      payload: event.payload,
      receivedAt: now,
      processedAt: payment ? now : null,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (stored.length === 0) return 'duplicate';
  if (!payment) return 'unmatched';
  // Money given back (a refund, a lost dispute) leaves the payment's own state as it was (decision 056).
  if (event.refund)
    await recordRefund(tx, context.clock, {
      orderId: payment.orderId,
      provider: providerId,
      refundRef: event.refund.refundRef,
      amount: event.refund.amount,
      reason: event.refund.reason,
      source: 'provider',
    });
  else await recordProviderResult(tx, context.clock, payment.id, event.payment);
  return 'applied';
}

/**
 * Verifies and applies a provider's webhook, as its route receives it. `shopHandle` is the URL's shop: required for
 * Stripe and Adyen (whose secret is the shop's), absent for the sandbox.
 */
export async function receivePaymentWebhook(
  context: AppServices,
  providerId: string,
  shopHandle: string | null,
  rawBody: string,
  headers: Headers,
): Promise<WebhookAnswer> {
  const provider =
    providerId === SANDBOX_PROVIDER_ID
      ? shopHandle === null
        ? context.payments.sandbox()
        : null
      : shopHandle === null
        ? null
        : context.payments.of(providerId, shopHandle);
  if (!provider) {
    const where = shopHandle === null ? providerId : `${providerId}/${shopHandle}`;
    return { status: 404, body: { received: false, message: `No payment provider webhook at ${where}` } };
  }
  let events: PaymentWebhookEvent[];
  try {
    events = await provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRejectedError)
      return { status: 400, body: { received: false, message: error.message } };
    throw error;
  }
  for (const event of events) {
    const result = await context.db.transaction((tx) => applyEvent(tx, context, providerId, shopHandle, event));
    if (result === 'unmatched')
      context.logger.warn(
        { provider: providerId, eventId: event.eventId, providerRef: event.providerRef },
        'payment webhook for an unknown payment',
      );
  }
  return {
    status: 200,
    body: { received: true, message: `${events.length} event(s) received` },
    ...(provider.webhookAcknowledgement === undefined ? {} : { text: provider.webhookAcknowledgement }),
  };
}
