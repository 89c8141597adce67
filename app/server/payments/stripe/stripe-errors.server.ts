import type Stripe from 'stripe';
import { PaymentProviderError } from '~/lib/errors';
import { providerError, type ProviderError } from '../provider';

// Stripe's errors in the spec's payment-provider fields (section 3), and the one table of what a player reads for each
// decline. Stripe's own `message` is written for developers ("Your card's security code is incorrect." is the nice
// case); the copy below says what to do next.

const declineCopy = {
  authentication_required:
    'Your bank asks you to confirm this payment. Try again and complete the check your bank shows.',
  card_declined: 'Your card was declined. Try another card or payment method.',
  card_velocity_exceeded: 'Your card has reached its spending limit for now. Try another card or payment method.',
  do_not_honor: 'Your bank declined this payment. Contact your bank or try another card.',
  expired_card: 'Your card has expired. Check the expiry date or use another card.',
  fraudulent: 'Your card was declined. Try another card or payment method.',
  generic_decline: 'Your card was declined. Try another card or payment method.',
  incorrect_cvc: 'Your card’s security code is incorrect. Check it and try again.',
  incorrect_number: 'Your card number is incorrect. Check it and try again.',
  insufficient_funds: 'Your card has insufficient funds. Try another card or payment method.',
  invalid_expiry_month: 'Your card’s expiry month is invalid. Check it and try again.',
  invalid_expiry_year: 'Your card’s expiry year is invalid. Check it and try again.',
  lost_card: 'Your card was declined. Try another card or payment method.',
  stolen_card: 'Your card was declined. Try another card or payment method.',
  payment_intent_authentication_failure:
    'Your bank could not confirm this payment (3-D Secure failed). Try again or use another card.',
  payment_method_provider_decline: 'Your payment was declined by the payment method. Try another one.',
  processing_error: 'An error occurred while processing your card. No money was taken; try again in a little while.',
  try_again_later: 'Your bank could not take this payment right now. No money was taken; try again in a little while.',
} as const satisfies Record<string, string>;

const fallbackCopy = 'The payment was not accepted. No money was taken; try another card or payment method.';

/** What a player reads for a Stripe error: the decline code first (an issuer's reason), then the error code. */
export function refusalReasonOf(error: Pick<ProviderError, 'code' | 'decline_code'>): string {
  for (const key of [error.decline_code, error.code]) {
    if (key && Object.hasOwn(declineCopy, key)) return declineCopy[key as keyof typeof declineCopy];
  }
  return fallbackCopy;
}

/** Stripe sends expanded objects (a PaymentMethod, a PaymentIntent) in some error fields: we keep their ids. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The spec's fields of a PaymentIntent's `last_payment_error` (a decline seen when retrieving or in a webhook). */
export function providerErrorOfLastPaymentError(
  error: Stripe.PaymentIntent.LastPaymentError,
  paymentIntentId: string,
): ProviderError {
  return providerError({
    type: error.type,
    charge: error.charge ?? null,
    code: error.code ?? null,
    decline_code: error.decline_code ?? null,
    doc_url: error.doc_url ?? null,
    message: error.message ?? null,
    param: error.param ?? null,
    payment_intent: paymentIntentId,
    payment_method: idOf(error.payment_method),
    setup_intent: null,
    source: idOf(error.source as { id: string } | undefined),
  });
}

/** The spec's fields of an error the SDK threw (a 402 card error, a 400 invalid request...). */
export function providerErrorOfStripeError(error: Stripe.errors.StripeError): ProviderError {
  return providerError({
    // The SDK fills absent strings with '' on some error classes (a card error's decline_code): absent is null.
    type: error.rawType || null,
    charge: error.charge || null,
    code: error.code || null,
    decline_code: error.decline_code || null,
    doc_url: error.doc_url || null,
    message: error.message || null,
    param: error.param || null,
    payment_intent: idOf(error.payment_intent),
    payment_method: idOf(error.payment_method),
    setup_intent: idOf(error.setup_intent),
    source: idOf(error.source as { id: string } | undefined),
  });
}

/**
 * The error as the error reporter takes it (spec section 8: a payment-provider error is recorded with its type, code,
 * decline code, documentation URL, param and ids).
 */
export function reportableProviderError(error: ProviderError): PaymentProviderError {
  const fields = Object.fromEntries(
    Object.entries(error).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return new PaymentProviderError({ ...fields, message: error.message ?? 'Stripe refused the payment' });
}
