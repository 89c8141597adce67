import type { Types } from '@adyen/api-library';
import type { PaymentAction } from '../../../../schemas/commerce';
import { PaymentResultCode, type CardBrand, type PaymentOutcome } from '../../../../schemas/enums';
import { providerError, type ProviderError, type ProviderPayment, type StoredPaymentMethod } from '../provider';

// Adyen's answers in our words. PaymentResultCode is Adyen's own list, so a result code is kept as Adyen says it; the
// outcome follows from it, actions become our PaymentAction, refusal reasons become copy a player understands.

type PaymentResponse = Types.checkout.PaymentResponse | Types.checkout.PaymentDetailsResponse;

/** What each result code means for the order: paid, failed, or still waiting (for the player or a notification). */
export const adyenOutcomes: Record<PaymentResultCode, PaymentOutcome> = {
  Authorised: 'SUCCEEDED',
  Refused: 'CANCELED',
  Error: 'CANCELED',
  Cancelled: 'CANCELED',
  // We never ask for partial authorisations; one that comes anyway is reversed and the order fails (nothing taken).
  PartiallyAuthorised: 'CANCELED',
  Pending: 'UNKNOWN',
  RedirectShopper: 'UNKNOWN',
  IdentifyShopper: 'UNKNOWN',
  ChallengeShopper: 'UNKNOWN',
  PresentToShopper: 'UNKNOWN',
  // Authentication-only results: the authorisation itself comes with the AUTHORISATION notification.
  AuthenticationFinished: 'UNKNOWN',
  AuthenticationNotRequired: 'UNKNOWN',
  Unknown: 'UNKNOWN',
};

const brands: Record<string, CardBrand> = {
  visa: 'VISA',
  mc: 'MASTER_CARD',
  amex: 'AMERICAN_EXPRESS',
  discover: 'DISCOVER',
  diners: 'DINERS',
  cup: 'UNION_PAY',
  jcb: 'JCB',
  maestro: 'MAESTRO',
  accel: 'ACCEL',
  star: 'STAR',
};

/** Adyen's brand code (`mc`, `visa_applepay`) as a brand of the spec; null for one it does not list. */
export function brandOf(code: string | undefined): CardBrand | null {
  if (!code) return null;
  return brands[code] ?? brands[code.split('_')[0]!] ?? null;
}

export const PARTIALLY_AUTHORISED_REASON =
  'Your payment method covered only part of the price, so nothing was charged. Try another payment method.';
const GENERIC_DECLINE = 'Your bank declined the payment. Try another card or contact your bank.';
const TRY_AGAIN = 'The payment could not be processed right now. No money was taken: please try again.';

/** Adyen's refusal reason codes (docs.adyen.com, "Refusal reasons") as a reason a player understands. */
const refusalCopy: Record<string, string> = {
  '2': GENERIC_DECLINE,
  '3': 'Your bank needs to confirm this payment: contact your bank or use another card.',
  '4': TRY_AGAIN,
  '5': 'This card is blocked. Use another card.',
  '6': 'This card has expired. Use another card.',
  '7': 'This card cannot pay this amount. Try another payment method.',
  '8': 'The card number is not valid. Check it and try again.',
  '9': TRY_AGAIN,
  '10': 'This card is not accepted here. Try another payment method.',
  '11': 'The security check with your bank (3-D Secure) was not passed. Try again or use another card.',
  '12': 'The card has not enough funds for this purchase. Use another card.',
  '14': GENERIC_DECLINE,
  '15': 'The payment was cancelled. No money was taken.',
  '16': 'You cancelled the payment. No money was taken.',
  '17': 'The PIN was not correct. Try again.',
  '18': 'Too many wrong PIN attempts. Use another card.',
  '20': GENERIC_DECLINE,
  '22': GENERIC_DECLINE,
  '23': 'Your bank does not allow this kind of payment with this card. Try another payment method.',
  '24': 'The security code (CVC) is not correct. Check it and try again.',
  '25': 'This card cannot be used here. Use another card.',
  '27': GENERIC_DECLINE,
  '28': 'This payment goes over the card’s spending limit. Use another card.',
  '29': 'This card has reached its number of payments for now. Use another card.',
  '31': GENERIC_DECLINE,
  '38': 'Your bank asks for extra authentication. Try again.',
};

/** Copy for a refusal, from Adyen's code (or, in a notification that carries only its text, the text). */
export function refusalReasonOf(resultCode: PaymentResultCode, code: string | null, text: string | null): string {
  if (resultCode === 'Cancelled') return refusalCopy['16']!;
  if (resultCode === 'PartiallyAuthorised') return PARTIALLY_AUTHORISED_REASON;
  if (code && refusalCopy[code]) return refusalCopy[code];
  if (resultCode === 'Error') return TRY_AGAIN;
  const byText: Record<string, string> = {
    'Expired Card': refusalCopy['6']!,
    'Not enough balance': refusalCopy['12']!,
    'CVC Declined': refusalCopy['24']!,
    '3D Not Authenticated': refusalCopy['11']!,
    'Blocked Card': refusalCopy['5']!,
    Cancelled: refusalCopy['16']!,
  };
  return (text && byText[text]) ?? GENERIC_DECLINE;
}

/** The spec's payment-provider error fields for an Adyen refusal (its code and reason, our payment's reference). */
export function providerErrorOf(
  resultCode: PaymentResultCode,
  pspReference: string | null,
  code: string | null,
  text: string | null,
  method: string | null,
): ProviderError {
  return providerError({
    type: resultCode === 'Error' ? 'api_error' : 'card_error',
    code: code ? `refusal_${code}` : resultCode === 'Cancelled' ? 'payment_intent_canceled' : 'card_declined',
    decline_code: text ? text.toLowerCase().replace(/[^a-z0-9]+/g, '_') : null,
    doc_url: 'https://docs.adyen.com/development-resources/refusal-reasons',
    message: text ?? resultCode,
    payment_intent: pspReference,
    payment_method: method,
  });
}

/** Adyen's action as ours: a redirect to the bank (3-D Secure) is a challenge, to PayPal or Klarna a redirect. */
function actionOf(action: PaymentResponse['action']): PaymentAction | null {
  if (!action) return null;
  if (action.type === 'redirect' && 'url' in action && action.url && (action.method ?? 'GET') === 'GET') {
    return { type: action.paymentMethodType === 'scheme' ? 'challenge' : 'redirect', url: action.url };
  }
  if (action.type === 'voucher' && 'reference' in action) {
    return {
      type: 'present',
      reference: String(action.reference ?? ''),
      instructions: 'Pay at a partner store or your bank with this reference before it expires.',
    };
  }
  // Native 3-D Secure, SDK and QR actions are never asked for (we ask for 3-D Secure by redirect): nothing to show.
  return null;
}

/** A card's brand and last four digits, from the answer's `additionalData` (cardSummary) and `paymentMethod`. */
function cardOf(response: PaymentResponse): ProviderPayment['card'] {
  const last4 = response.additionalData?.cardSummary;
  const brand = brandOf(response.paymentMethod?.brand ?? response.additionalData?.paymentMethod);
  return brand && last4 ? { brand, last4 } : null;
}

/** Adyen's result code in the spec's list, which has no `Received`: Adyen's "waiting for the outcome" is its Pending. */
export function resultCodeOf(code: string | undefined): PaymentResultCode {
  if (code === 'Received') return 'Pending';
  const parsed = PaymentResultCode.safeParse(code);
  return parsed.success ? parsed.data : 'Unknown';
}

/** Where the payment stands after /payments or /payments/details. */
export function paymentOf(response: PaymentResponse): ProviderPayment {
  const resultCode = resultCodeOf(response.resultCode);
  const outcome = adyenOutcomes[resultCode];
  const refused = outcome === 'CANCELED';
  const code = response.refusalReasonCode ?? null;
  const text = response.refusalReason ?? null;
  return {
    ref: response.pspReference ?? '',
    resultCode,
    outcome,
    action: refused ? null : actionOf(response.action),
    refusalReason: refused ? refusalReasonOf(resultCode, code, text) : null,
    error: refused
      ? providerErrorOf(resultCode, response.pspReference ?? null, code, text, response.paymentMethod?.type ?? null)
      : null,
    card: cardOf(response),
  };
}

/** A card Adyen keeps for a shopper, as the spec's saved-method list shows it. */
export function storedMethodOf(method: Types.checkout.StoredPaymentMethodResource): StoredPaymentMethod {
  const year = Number(method.expiryYear);
  return {
    id: method.id ?? '',
    type: method.type === 'scheme' || !method.type ? 'scheme' : method.type === 'paypal' ? 'paypal' : 'unknown',
    brand: brandOf(method.brand),
    last4: method.lastFour ?? null,
    expiryMonth: method.expiryMonth ? Number(method.expiryMonth) : null,
    expiryYear: method.expiryYear ? (year < 100 ? 2000 + year : year) : null,
    walletType: null,
  };
}
