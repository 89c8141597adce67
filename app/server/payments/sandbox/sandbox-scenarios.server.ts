import type { SandboxScenario, SandboxStatus } from '../../../../schemas/commerce';
import type { PaymentResultCode, PaymentUiElement } from '../../../../schemas/enums';
import { providerError, type ProviderError } from '../provider';

// What each sandbox scenario does, after Stripe's published test cards and Adyen's result codes. The browser's
// sandbox card form maps a test card number to one of these ids; the server never sees a card number.

export interface Refusal {
  reason: string;
  error: Omit<Partial<ProviderError>, 'payment_intent' | 'charge'>;
}

export interface ScenarioSpec {
  methods: readonly PaymentUiElement[];
  /** The test card it stands for, when it is a card. */
  card?: { number: string; last4: string };
  /** Where the payment stands right after it is created. */
  first: SandboxStatus;
  /** For `requires_action`: what the player must do, and the result code that says so. */
  action?: { kind: 'challenge' | 'redirect'; resultCode: PaymentResultCode };
  /** For an action: where the payment goes when the player passes the challenge or approves the redirect. */
  approved?: SandboxStatus;
  /** Why it ends refused (first or after the action). */
  refusal?: Refusal;
}

const cardMethods = ['scheme'] as const;
const declined = (declineCode: string, reason: string, message: string): Refusal => ({
  reason,
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: declineCode,
    message,
    doc_url: 'https://docs.stripe.com/declines/codes',
  },
});

export const scenarios: Record<SandboxScenario, ScenarioSpec> = {
  card_success: { methods: cardMethods, card: { number: '4242424242424242', last4: '4242' }, first: 'succeeded' },
  card_generic_decline: {
    methods: cardMethods,
    card: { number: '4000000000000002', last4: '0002' },
    first: 'refused',
    refusal: declined(
      'generic_decline',
      'Your card was declined. Try another card or payment method.',
      'Your card was declined.',
    ),
  },
  card_insufficient_funds: {
    methods: cardMethods,
    card: { number: '4000000000009995', last4: '9995' },
    first: 'refused',
    refusal: declined(
      'insufficient_funds',
      'Your card has insufficient funds. Try another card or payment method.',
      'Your card has insufficient funds.',
    ),
  },
  card_expired: {
    methods: cardMethods,
    card: { number: '4000000000000069', last4: '0069' },
    first: 'refused',
    refusal: {
      reason: 'Your card has expired. Check the expiry date or use another card.',
      error: {
        type: 'card_error',
        code: 'expired_card',
        param: 'exp_month',
        message: 'Your card has expired.',
        doc_url: 'https://docs.stripe.com/error-codes/expired-card',
      },
    },
  },
  card_incorrect_cvc: {
    methods: cardMethods,
    card: { number: '4000000000000127', last4: '0127' },
    first: 'refused',
    refusal: {
      reason: 'Your card’s security code is incorrect. Check it and try again.',
      error: {
        type: 'card_error',
        code: 'incorrect_cvc',
        param: 'cvc',
        message: "Your card's security code is incorrect.",
        doc_url: 'https://docs.stripe.com/error-codes/incorrect-cvc',
      },
    },
  },
  card_processing_error: {
    methods: cardMethods,
    card: { number: '4000000000000119', last4: '0119' },
    first: 'error',
    refusal: {
      reason: 'An error occurred while processing your card. No money was taken; try again in a little while.',
      error: {
        type: 'card_error',
        code: 'processing_error',
        message: 'An error occurred while processing your card. Try again in a little bit.',
        doc_url: 'https://docs.stripe.com/error-codes/processing-error',
      },
    },
  },
  card_3ds_required: {
    methods: cardMethods,
    card: { number: '4000002760003184', last4: '3184' },
    first: 'requires_action',
    action: { kind: 'challenge', resultCode: 'ChallengeShopper' },
    approved: 'succeeded',
    refusal: {
      reason: 'Your bank could not confirm this payment (3-D Secure failed). Try again or use another card.',
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
        doc_url: 'https://docs.stripe.com/error-codes/payment-intent-authentication-failure',
      },
    },
  },
  wallet_success: {
    methods: ['google pay', 'apple pay', 'scheme'],
    card: { number: '4242424242424242', last4: '4242' },
    first: 'succeeded',
  },
  paypal_success: {
    methods: ['paypal'],
    first: 'requires_action',
    action: { kind: 'redirect', resultCode: 'RedirectShopper' },
    approved: 'succeeded',
  },
  paypal_cancel: {
    methods: ['paypal'],
    first: 'requires_action',
    action: { kind: 'redirect', resultCode: 'RedirectShopper' },
    approved: 'canceled',
  },
  klarna_success: {
    methods: ['klarna'],
    first: 'requires_action',
    action: { kind: 'redirect', resultCode: 'RedirectShopper' },
    approved: 'succeeded',
  },
  klarna_refused: {
    methods: ['klarna'],
    first: 'requires_action',
    action: { kind: 'redirect', resultCode: 'RedirectShopper' },
    approved: 'refused',
    refusal: {
      reason: 'Klarna did not approve this purchase. Try another payment method.',
      error: { type: 'card_error', code: 'payment_method_refused', message: 'Refused' },
    },
  },
  adyen_pending: { methods: cardMethods, first: 'pending' },
  adyen_error: {
    methods: cardMethods,
    first: 'error',
    refusal: {
      reason: 'The payment provider had a problem. No money was taken; try again in a little while.',
      error: { type: 'api_error', code: 'provider_error', message: 'Error' },
    },
  },
  adyen_cancelled: { methods: cardMethods, first: 'canceled' },
  adyen_identify_shopper: {
    methods: cardMethods,
    card: { number: '4000002760003184', last4: '3184' },
    first: 'requires_action',
    action: { kind: 'challenge', resultCode: 'IdentifyShopper' },
    approved: 'succeeded',
  },
  adyen_present_to_shopper: { methods: cardMethods, first: 'awaiting_shopper' },
  adyen_partially_authorised: {
    methods: cardMethods,
    first: 'partially_authorised',
    refusal: {
      reason: 'Your payment method covered only part of the total, so nothing was charged. Pay with another method.',
      error: { type: 'card_error', code: 'partially_authorised', message: 'PartiallyAuthorised' },
    },
  },
};

export const canceledReason = 'The payment was canceled. No money was taken.';
export const authenticationFailedFallback: Refusal = scenarios.card_3ds_required.refusal!;

/** The spec's result code for a sandbox state. */
export function resultCodeOf(status: SandboxStatus, spec: ScenarioSpec): PaymentResultCode {
  switch (status) {
    case 'succeeded':
      return 'Authorised';
    case 'refused':
    case 'authentication_failed':
      return 'Refused';
    case 'error':
      return 'Error';
    case 'canceled':
      return 'Cancelled';
    case 'pending':
      return 'Pending';
    case 'requires_action':
      return spec.action?.resultCode ?? 'RedirectShopper';
    case 'awaiting_shopper':
      return 'PresentToShopper';
    case 'partially_authorised':
      return 'PartiallyAuthorised';
  }
}

export function refusalOf(status: SandboxStatus, spec: ScenarioSpec): { reason: string; error: ProviderError } | null {
  if (status === 'canceled')
    return {
      reason: canceledReason,
      error: providerError({ type: 'invalid_request_error', code: 'payment_canceled', message: 'Cancelled' }),
    };
  if (status === 'authentication_failed') {
    const refusal = spec.refusal ?? authenticationFailedFallback;
    return { reason: refusal.reason, error: providerError(refusal.error) };
  }
  if (status === 'refused' || status === 'error' || status === 'partially_authorised') {
    const refusal = spec.refusal ?? {
      reason: 'The payment was refused. Try another payment method.',
      error: { type: 'card_error', code: 'refused' },
    };
    return { reason: refusal.reason, error: providerError(refusal.error) };
  }
  return null;
}
