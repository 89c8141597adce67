// Adyen's published test data (docs.adyen.com/development-resources/testing), as the fake answers it. Card fields
// arrive "encrypted" the way Adyen's test integrations send raw test data: `test_4111111111111111`, `test_03`.

export interface FakeCard {
  /** Adyen's brand code (`visa`, `mc`, `amex`). */
  brand: string;
  /** Asks the shopper for a 3-D Secure challenge before authorising. */
  challenge: boolean;
}

/** Adyen's test card numbers the fake knows; any other number is refused as "Invalid Card Number". */
export const fakeCards: Record<string, FakeCard> = {
  '4111111111111111': { brand: 'visa', challenge: false },
  '4988438843884305': { brand: 'visa', challenge: false },
  '5555341244441115': { brand: 'mc', challenge: false },
  '2222400070000005': { brand: 'mc', challenge: false },
  '370000000000002': { brand: 'amex', challenge: false },
  // 3-D Secure 2 cards: the issuer challenges the shopper (password "password" passes).
  '4212345678910006': { brand: 'visa', challenge: true },
  '5454545454545454': { brand: 'mc', challenge: true },
};

export interface FakeRefusal {
  resultCode: 'Refused' | 'Error';
  refusalReasonCode: string;
  refusalReason: string;
}

/**
 * Adyen's way to test refusals: the holder name is the refusal wanted. Two names of the fake's own reach the other
 * result codes: PENDING (Received, settled later by a notification) and PARTIAL (PartiallyAuthorised, half the amount).
 */
export const holderNameRefusals: Record<string, FakeRefusal> = {
  DECLINED: { resultCode: 'Refused', refusalReasonCode: '2', refusalReason: 'Refused' },
  REFERRAL: { resultCode: 'Refused', refusalReasonCode: '3', refusalReason: 'Referral' },
  ACQUIRER_ERROR: { resultCode: 'Error', refusalReasonCode: '4', refusalReason: 'Acquirer Error' },
  BLOCK_CARD: { resultCode: 'Refused', refusalReasonCode: '5', refusalReason: 'Blocked Card' },
  CARD_EXPIRED: { resultCode: 'Refused', refusalReasonCode: '6', refusalReason: 'Expired Card' },
  INVALID_AMOUNT: { resultCode: 'Refused', refusalReasonCode: '7', refusalReason: 'Invalid Amount' },
  INVALID_CARD: { resultCode: 'Refused', refusalReasonCode: '8', refusalReason: 'Invalid Card Number' },
  ISSUER_UNAVAILABLE: { resultCode: 'Refused', refusalReasonCode: '9', refusalReason: 'Issuer Unavailable' },
  NOT_SUPPORTED: { resultCode: 'Refused', refusalReasonCode: '10', refusalReason: 'Not supported' },
  NOT_ENOUGH_BALANCE: { resultCode: 'Refused', refusalReasonCode: '12', refusalReason: 'Not enough balance' },
  FRAUD: { resultCode: 'Refused', refusalReasonCode: '20', refusalReason: 'FRAUD' },
  CVC_DECLINED: { resultCode: 'Refused', refusalReasonCode: '24', refusalReason: 'CVC Declined' },
  WITHDRAWAL_AMOUNT_EXCEEDED: {
    resultCode: 'Refused',
    refusalReasonCode: '28',
    refusalReason: 'Withdrawal amount exceeded',
  },
};

/** The refusal a failed 3-D Secure challenge gets. */
export const notAuthenticated: FakeRefusal = {
  resultCode: 'Refused',
  refusalReasonCode: '11',
  refusalReason: '3D Not Authenticated',
};

/** The payment method types that send the shopper away to approve (Adyen's redirect methods). */
export const redirectMethods = ['paypal', 'klarna', 'klarna_paynow', 'klarna_account'] as const;

/** What the fake's /paymentMethods lists: the methods a game shop offers. */
export const offeredMethods = [
  { name: 'Cards', type: 'scheme', brands: ['visa', 'mc', 'amex'] },
  { name: 'PayPal', type: 'paypal' },
  { name: 'Pay now with Klarna.', type: 'klarna_paynow' },
  { name: 'Google Pay', type: 'googlepay' },
];
