import type { Types } from '@adyen/api-library';
import { z } from 'zod';
import { WebhookRejectedError, type PaymentWebhookEvent } from '../provider';
import { hmacValidator } from './adyen-library.server';
import { PARTIALLY_AUTHORISED_REASON, providerErrorOf, refusalReasonOf } from './adyen-payment-state.server';

// Adyen's standard notifications (a batch of NotificationRequestItems per POST), verified item by item with the
// library's HMAC validator and turned into our webhook events. Adyen sends an event again until it is answered
// `[accepted]`, and in no promised order: the event id is Adyen's own duplicate key (event code, PSP reference,
// success), so the store keeps each once, and applying one can never undo a final outcome.

/** What Adyen expects as the body of a 200 to a notification batch. */
export const ADYEN_NOTIFICATION_ACCEPTED = '[accepted]';

const amountSchema = z.object({ currency: z.string(), value: z.number().int() });

const itemSchema = z.object({
  additionalData: z.record(z.string(), z.string().optional()).optional(),
  amount: amountSchema,
  eventCode: z.string().min(1),
  eventDate: z.string(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  originalReference: z.string().optional(),
  paymentMethod: z.string().optional(),
  pspReference: z.string().min(1),
  reason: z.string().optional(),
  success: z.enum(['true', 'false']),
});
type NotificationItem = z.infer<typeof itemSchema>;

const notificationSchema = z.object({
  live: z.string(),
  notificationItems: z.array(z.object({ NotificationRequestItem: itemSchema })).min(1),
});

export interface AdyenNotificationOptions {
  hmacKey: string;
  merchantAccount: string;
  /** Our payment's amount by its PSP reference: an authorisation for less than it is a partial one. */
  amountOf(pspReference: string): Promise<number | null>;
}

const validator = new hmacValidator();

function verified(item: NotificationItem, hmacKey: string): boolean {
  if (!item.additionalData?.hmacSignature) return false;
  try {
    return validator.validateHMAC(item as Types.notification.NotificationRequestItem, hmacKey);
  } catch {
    return false;
  }
}

type EventPart = Pick<PaymentWebhookEvent, 'type' | 'payment' | 'refund'>;

const PAID: PaymentWebhookEvent['payment'] = {
  resultCode: 'Authorised',
  outcome: 'SUCCEEDED',
  refusalReason: null,
  error: null,
};

function cancelled(item: NotificationItem): PaymentWebhookEvent['payment'] {
  return {
    resultCode: 'Cancelled',
    outcome: 'CANCELED',
    refusalReason: refusalReasonOf('Cancelled', null, null),
    error: providerErrorOf('Cancelled', item.originalReference ?? item.pspReference, null, 'Cancelled', null),
  };
}

/** What one item says about its payment; null when it carries no news for us (a failed modification, a report). */
async function eventPartOf(item: NotificationItem, options: AdyenNotificationOptions): Promise<EventPart | null> {
  const success = item.success === 'true';
  const type = `${item.eventCode}${success ? '' : '.failed'}`;
  switch (item.eventCode) {
    case 'AUTHORISATION': {
      if (!success) {
        const resultCode = item.reason === 'Cancelled' ? 'Cancelled' : 'Refused';
        return {
          type,
          payment: {
            resultCode,
            outcome: 'CANCELED',
            refusalReason: refusalReasonOf(resultCode, null, item.reason ?? null),
            error: providerErrorOf(
              resultCode,
              item.pspReference,
              null,
              item.reason ?? null,
              item.paymentMethod ?? null,
            ),
          },
        };
      }
      const amount = await options.amountOf(item.pspReference);
      if (amount !== null && item.amount.value < amount) {
        // A partial authorisation we never asked for: the adapter reverses it; the order must not be paid.
        return {
          type,
          payment: {
            resultCode: 'PartiallyAuthorised',
            outcome: 'CANCELED',
            refusalReason: PARTIALLY_AUTHORISED_REASON,
            error: providerErrorOf('PartiallyAuthorised', item.pspReference, null, 'Partially authorised', null),
          },
        };
      }
      return { type, payment: PAID };
    }
    case 'CANCELLATION':
    case 'TECHNICAL_CANCEL':
      return success ? { type, payment: cancelled(item) } : null;
    case 'CANCEL_OR_REFUND':
      if (!success) return null;
      // A reversal of a captured payment is a refund; of one only authorised, a cancellation.
      return item.additionalData?.['modification.action'] === 'refund'
        ? { type, payment: PAID, refund: { amount: item.amount.value, reason: 'refund', refundRef: item.pspReference } }
        : { type, payment: cancelled(item) };
    case 'REFUND':
      return success
        ? { type, payment: PAID, refund: { amount: item.amount.value, reason: 'refund', refundRef: item.pspReference } }
        : null;
    case 'CHARGEBACK':
      return success
        ? {
            type,
            payment: PAID,
            refund: { amount: item.amount.value, reason: 'dispute', refundRef: item.pspReference },
          }
        : null;
    default:
      return null;
  }
}

/** Verifies a notification batch and answers its events; throws WebhookRejectedError for a forged or foreign one. */
export async function adyenNotificationEvents(
  rawBody: string,
  options: AdyenNotificationOptions,
): Promise<PaymentWebhookEvent[]> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejectedError('The body is not JSON');
  }
  const batch = notificationSchema.safeParse(json);
  if (!batch.success) throw new WebhookRejectedError('The body is not an Adyen notification');
  const items = batch.data.notificationItems.map((entry) => entry.NotificationRequestItem);
  // The whole batch is refused if one item does not verify: Adyen sends it again, a forger gets nothing applied.
  for (const item of items) {
    if (!verified(item, options.hmacKey)) throw new WebhookRejectedError('The Adyen HMAC signature does not verify');
    if (item.merchantAccountCode !== options.merchantAccount)
      throw new WebhookRejectedError(`The notification is for another merchant account (${item.merchantAccountCode})`);
  }
  const events: PaymentWebhookEvent[] = [];
  for (const item of items) {
    const part = await eventPartOf(item, options);
    if (!part) continue;
    events.push({
      eventId: `${item.eventCode}:${item.pspReference}:${item.success}`,
      providerRef: item.originalReference ?? item.pspReference,
      ...part,
      payload: item as unknown as Record<string, unknown>,
    });
  }
  return events;
}
