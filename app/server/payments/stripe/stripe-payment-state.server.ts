import type Stripe from 'stripe';
import type { PaymentAction } from '../../../../schemas/commerce';
import type { CardBrand, PaymentUiElement, WalletType } from '../../../../schemas/enums';
import type { ProviderError, ProviderPayment, StoredPaymentMethod } from '../provider';
import { providerErrorOfLastPaymentError, refusalReasonOf } from './stripe-errors.server';

// A PaymentIntent in our words: Stripe's statuses to the spec's result codes and outcomes, `next_action` to our
// PaymentAction, the card to a brand of the spec and its last four digits.

const brands: Record<string, CardBrand> = {
  visa: 'VISA',
  mastercard: 'MASTER_CARD',
  amex: 'AMERICAN_EXPRESS',
  discover: 'DISCOVER',
  diners: 'DINERS',
  unionpay: 'UNION_PAY',
  jcb: 'JCB',
};

const wallets: Record<string, WalletType> = {
  amex_express_checkout: 'amex express checkout',
  apple_pay: 'apple pay',
  google_pay: 'google pay',
  link: 'link',
  masterpass: 'masterpass',
  samsung_pay: 'samsung pay',
  visa_checkout: 'visa checkout',
};

const methodTypes: Record<string, PaymentUiElement> = { card: 'scheme', paypal: 'paypal', klarna: 'klarna' };

function expandedMethod(intent: Stripe.PaymentIntent): Stripe.PaymentMethod | null {
  return intent.payment_method !== null && typeof intent.payment_method === 'object' ? intent.payment_method : null;
}

function cardOf(method: Stripe.PaymentMethod | null): ProviderPayment['card'] {
  const brand = method?.card ? brands[method.card.brand] : undefined;
  return method?.card && brand ? { brand, last4: method.card.last4 } : null;
}

/** The method Stripe keeps for a customer, as the spec's saved-method list shows it. */
export function storedMethodOf(method: Stripe.PaymentMethod): StoredPaymentMethod {
  const wallet = method.card?.wallet ? (wallets[method.card.wallet.type] ?? null) : null;
  const type: PaymentUiElement =
    wallet === 'apple pay' || wallet === 'google pay' ? wallet : (methodTypes[method.type] ?? 'unknown');
  return {
    id: method.id,
    type,
    brand: method.card ? (brands[method.card.brand] ?? null) : null,
    last4: method.card?.last4 ?? null,
    expiryMonth: method.card?.exp_month ?? null,
    expiryYear: method.card?.exp_year ?? null,
    walletType: wallet,
  };
}

/**
 * What the player does next. Confirmed on the server with a `return_url`, Stripe asks for every action by URL
 * (`redirect_to_url`): the bank's 3-D Secure page for a card, PayPal's or Klarna's page for those.
 */
function actionOf(intent: Stripe.PaymentIntent): PaymentAction | null {
  const url = intent.next_action?.redirect_to_url?.url;
  if (!url) return null;
  const method = expandedMethod(intent);
  const isCard = method ? method.type === 'card' : intent.payment_method_types.includes('card');
  return { type: isCard ? 'challenge' : 'redirect', url };
}

/** A refusal Stripe reports on the intent (`last_payment_error`): a decline, a failed 3-D Secure, a processing error. */
function refusalOf(intent: Stripe.PaymentIntent): ProviderError | null {
  return intent.last_payment_error ? providerErrorOfLastPaymentError(intent.last_payment_error, intent.id) : null;
}

type State = Pick<ProviderPayment, 'resultCode' | 'outcome' | 'action'> & { error: ProviderError | null };

function stateOf(intent: Stripe.PaymentIntent): State {
  const error = refusalOf(intent);
  switch (intent.status) {
    case 'succeeded':
      return { resultCode: 'Authorised', outcome: 'SUCCEEDED', action: null, error: null };
    case 'canceled':
      return { resultCode: 'Cancelled', outcome: 'CANCELED', action: null, error };
    case 'processing':
      return { resultCode: 'Pending', outcome: 'UNKNOWN', action: null, error: null };
    case 'requires_capture':
      // We capture automatically; an authorisation waiting for capture is not money taken yet.
      return { resultCode: 'Authorised', outcome: 'UNKNOWN', action: null, error: null };
    case 'requires_action': {
      const action = actionOf(intent);
      const resultCode = action?.type === 'challenge' ? 'ChallengeShopper' : action ? 'RedirectShopper' : 'Pending';
      return { resultCode, outcome: 'UNKNOWN', action, error: null };
    }
    case 'requires_payment_method':
      // After a confirmation, Stripe sends the intent back here with the reason: our payment is one attempt, refused.
      if (error) {
        const failed = error.type === 'api_error' || error.code === 'processing_error';
        return { resultCode: failed ? 'Error' : 'Refused', outcome: 'CANCELED', action: null, error };
      }
      return { resultCode: 'Unknown', outcome: 'UNKNOWN', action: null, error: null };
    default:
      return { resultCode: 'Unknown', outcome: 'UNKNOWN', action: null, error: null };
  }
}

/** Where a PaymentIntent stands, in our words; `error` overrides the intent's own (the fields of a thrown 402). */
export function paymentOf(intent: Stripe.PaymentIntent, thrown: ProviderError | null = null): ProviderPayment {
  const state = stateOf(intent);
  const error = state.outcome === 'SUCCEEDED' ? null : (thrown ?? state.error);
  return {
    ref: intent.id,
    resultCode: state.resultCode,
    outcome: state.outcome,
    action: state.action,
    refusalReason: error && state.outcome === 'CANCELED' ? refusalReasonOf(error) : null,
    error,
    card: cardOf(expandedMethod(intent)),
  };
}
