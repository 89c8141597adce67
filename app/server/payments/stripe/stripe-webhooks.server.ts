import type Stripe from 'stripe';
import type { PaymentWebhookEvent } from '../provider';
import { paymentOf } from './stripe-payment-state.server';

// Stripe's events in our terms: a PaymentIntent's new state, or money given back (a refund, a lost dispute).

/** Stripe's own limit for a signed event's age: older ones are refused as replays. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** A paid payment's state, carried by the events about its money (a refund changes nothing in how it was paid). */
const PAID = { resultCode: 'Authorised', outcome: 'SUCCEEDED', refusalReason: null, error: null } as const;

const refOf = (intent: string | Stripe.PaymentIntent | null) => (typeof intent === 'string' ? intent : intent?.id);

function asPayload(event: Stripe.Event): Record<string, unknown> {
  return JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
}

/** The events we act on; others (Stripe sends many) are acknowledged and ignored. */
export function webhookEventsOf(event: Stripe.Event): PaymentWebhookEvent[] {
  const base = { eventId: event.id, type: event.type, payload: asPayload(event) };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
    case 'payment_intent.processing':
    case 'payment_intent.requires_action': {
      const { resultCode, outcome, refusalReason, error } = paymentOf(event.data.object);
      return [{ ...base, providerRef: event.data.object.id, payment: { resultCode, outcome, refusalReason, error } }];
    }
    // One event per refund, naming it (charge.refunded carries only the charge's running total since API 2022-11-15).
    // A refund made by `refund()` comes back here too, with the same id: it is counted once.
    case 'refund.created':
    case 'refund.updated': {
      const refund = event.data.object;
      const ref = refOf(refund.payment_intent);
      if (!ref || refund.status !== 'succeeded') return [];
      return [
        {
          ...base,
          providerRef: ref,
          payment: PAID,
          refund: { amount: refund.amount, reason: 'refund', refundRef: refund.id },
        },
      ];
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const ref = refOf(dispute.payment_intent);
      if (!ref || dispute.status !== 'lost') return [];
      return [
        {
          ...base,
          providerRef: ref,
          payment: PAID,
          refund: { amount: dispute.amount, reason: 'dispute', refundRef: dispute.id },
        },
      ];
    }
    default:
      return [];
  }
}
