// Stripe's published test PaymentMethods (docs.stripe.com/testing), as the fake plays them: a card's details, and
// what confirming a PaymentIntent with it does.

export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  wallet?: string;
}

export interface FakeDecline {
  code: string;
  decline_code?: string;
  param?: string;
  message: string;
  doc_url: string;
}

export interface TestMethod {
  type: 'card' | 'paypal' | 'klarna' | 'us_bank_account';
  card?: FakeCard;
  /** What confirming does: pay, decline, ask for 3-D Secure or a redirect, or wait (processing). */
  behaviour: 'succeed' | 'decline' | 'authenticate' | 'redirect' | 'processing';
  decline?: FakeDecline;
}

const card = (brand: string, last4: string, wallet?: string): FakeCard => ({
  brand,
  last4,
  exp_month: 12,
  exp_year: 2034,
  ...(wallet ? { wallet } : {}),
});

const declined = (decline_code: string, message: string): FakeDecline => ({
  code: 'card_declined',
  decline_code,
  message,
  doc_url: 'https://docs.stripe.com/error-codes/card-declined',
});

export const testMethods: Record<string, TestMethod> = {
  pm_card_visa: { type: 'card', card: card('visa', '4242'), behaviour: 'succeed' },
  pm_card_mastercard: { type: 'card', card: card('mastercard', '4444'), behaviour: 'succeed' },
  pm_card_amex: { type: 'card', card: card('amex', '8431'), behaviour: 'succeed' },
  pm_card_visa_applePay: { type: 'card', card: card('visa', '4242', 'apple_pay'), behaviour: 'succeed' },
  pm_card_visa_googlePay: { type: 'card', card: card('visa', '4242', 'google_pay'), behaviour: 'succeed' },
  pm_card_chargeDeclined: {
    type: 'card',
    card: card('visa', '0002'),
    behaviour: 'decline',
    decline: declined('generic_decline', 'Your card was declined.'),
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    type: 'card',
    card: card('visa', '9995'),
    behaviour: 'decline',
    decline: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  pm_card_chargeDeclinedLostCard: {
    type: 'card',
    card: card('visa', '9987'),
    behaviour: 'decline',
    decline: declined('lost_card', 'Your card was declined.'),
  },
  pm_card_chargeDeclinedStolenCard: {
    type: 'card',
    card: card('visa', '9979'),
    behaviour: 'decline',
    decline: declined('stolen_card', 'Your card was declined.'),
  },
  pm_card_chargeDeclinedExpiredCard: {
    type: 'card',
    card: card('visa', '0069'),
    behaviour: 'decline',
    decline: {
      code: 'expired_card',
      param: 'exp_month',
      message: 'Your card has expired.',
      doc_url: 'https://docs.stripe.com/error-codes/expired-card',
    },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    type: 'card',
    card: card('visa', '0127'),
    behaviour: 'decline',
    decline: {
      code: 'incorrect_cvc',
      param: 'cvc',
      message: "Your card's security code is incorrect.",
      doc_url: 'https://docs.stripe.com/error-codes/incorrect-cvc',
    },
  },
  pm_card_chargeDeclinedProcessingError: {
    type: 'card',
    card: card('visa', '0119'),
    behaviour: 'decline',
    decline: {
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
      doc_url: 'https://docs.stripe.com/error-codes/processing-error',
    },
  },
  pm_card_authenticationRequired: { type: 'card', card: card('visa', '3184'), behaviour: 'authenticate' },
  pm_card_threeDSecure2Required: { type: 'card', card: card('visa', '3220'), behaviour: 'authenticate' },
  pm_paypal: { type: 'paypal', behaviour: 'redirect' },
  pm_klarna: { type: 'klarna', behaviour: 'redirect' },
  /** A bank debit: the intent stays `processing` until the test settles it (`fake.settle`). */
  pm_usBankAccount: { type: 'us_bank_account', behaviour: 'processing' },
};

/** What the player sees when they fail 3-D Secure or turn a redirect down. */
export const authenticationFailure: FakeDecline = {
  code: 'payment_intent_authentication_failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  doc_url: 'https://docs.stripe.com/error-codes/payment-intent-authentication-failure',
};
