import { and, eq } from 'drizzle-orm';
import { paymentEvents, payments } from '../../../db/schema';
import type { AppServices } from '~/server/context.server';
import type { Transaction } from '~/server/db.server';
import { recordProviderResult } from './payment-results.server';
import { WebhookRejectedError, type PaymentWebhookEvent } from './provider';

// Provider webhooks (POST /webhooks/payments/{provider}): the signature over the raw body is the only check; each
// event is stored once (provider + event id), and applying it can never undo a final outcome, so a redelivered or
// late event is harmless (docs/decisions/016-commerce.md, "Payments").

export interface WebhookAnswer {
  status: number;
  body: { received: boolean; message: string };
}

type EventResult = 'applied' | 'duplicate' | 'unmatched';

async function applyEvent(
  tx: Transaction,
  context: AppServices,
  providerId: string,
  event: PaymentWebhookEvent,
): Promise<EventResult> {
  const [payment] = await tx
    .select({ id: payments.id, shopId: payments.shopId })
    .from(payments)
    .where(and(eq(payments.provider, providerId), eq(payments.providerRef, event.providerRef)))
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
  await recordProviderResult(tx, context.clock, payment.id, event.payment);
  return 'applied';
}

/** Verifies and applies a provider's webhook, as its route receives it. */
export async function receivePaymentWebhook(
  context: AppServices,
  providerId: string,
  rawBody: string,
  headers: Headers,
): Promise<WebhookAnswer> {
  const provider = context.payments.reader(providerId);
  if (!provider) return { status: 404, body: { received: false, message: `No payment provider ${providerId}` } };
  let events: PaymentWebhookEvent[];
  try {
    events = await provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRejectedError)
      return { status: 400, body: { received: false, message: error.message } };
    throw error;
  }
  for (const event of events) {
    const result = await context.db.transaction((tx) => applyEvent(tx, context, providerId, event));
    if (result === 'unmatched')
      context.logger.warn(
        { provider: providerId, eventId: event.eventId, providerRef: event.providerRef },
        'payment webhook for an unknown payment',
      );
  }
  return { status: 200, body: { received: true, message: `${events.length} event(s) received` } };
}
