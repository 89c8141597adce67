import type { PaymentAction } from '../../../schemas/commerce';
import type {
  CardBrand,
  PaymentOutcome,
  PaymentResultCode,
  PaymentUiElement,
  WalletType,
} from '../../../schemas/enums';
import type { PaymentProviderId } from '../../../schemas/payment-settings';

// The one interface every payment provider implements (the sandbox now; Stripe and Adyen next). Each adapter maps
// its own statuses to the spec's PaymentResultCode and PaymentOutcome and returns refusals as data, never throws
// for them (docs/decisions/016-commerce.md, "Payments").

/** The spec's payment-provider error fields (section 3), as Stripe names them; absent fields are null. */
export interface ProviderError {
  charge: string | null;
  code: string | null;
  decline_code: string | null;
  doc_url: string | null;
  message: string | null;
  param: string | null;
  payment_intent: string | null;
  payment_method: string | null;
  setup_intent: string | null;
  source: string | null;
  type: string | null;
}

export function providerError(fields: Partial<ProviderError>): ProviderError {
  return {
    charge: null,
    code: null,
    decline_code: null,
    doc_url: null,
    message: null,
    param: null,
    payment_intent: null,
    payment_method: null,
    setup_intent: null,
    source: null,
    type: null,
    ...fields,
  };
}

/** Where a payment stands at the provider, in our words. */
export interface ProviderPayment {
  /** The provider's id for the payment. */
  ref: string;
  resultCode: PaymentResultCode;
  /** SUCCEEDED and CANCELED are final; UNKNOWN waits for the player (an action) or the provider (a webhook). */
  outcome: PaymentOutcome;
  action: PaymentAction | null;
  /** Why it was refused, in words a player understands. */
  refusalReason: string | null;
  error: ProviderError | null;
  card: { brand: CardBrand; last4: string } | null;
}

export interface PaymentMethodInput {
  type: PaymentUiElement;
  walletType?: WalletType | undefined;
  /** The sandbox's test scenario; real providers get their own tokenised data instead. */
  scenario?: string | undefined;
  /**
   * The provider's own tokenised payment data, as its browser component produced it: Stripe's PaymentMethod id
   * (`pm_...`), Adyen's Drop-in `paymentMethod` object. Never a card number.
   */
  providerData?: Record<string, unknown> | undefined;
  /** Pays with a method the provider keeps for this player (its id from `listStoredMethods`). */
  storedMethodId?: string | undefined;
}

/** Who pays, at the provider: one customer per player and shop (Stripe's Customer, Adyen's shopperReference). */
export interface ProviderCustomer {
  shopHandle: string;
  playerId: string;
  email: string | null;
  /** The provider's id for this customer, once `ensureCustomer` made one; kept in payment_customers. */
  ref: string | null;
}

/** A payment method the provider keeps for a player (spec: GET all_payment_methods). Never a card number. */
export interface StoredPaymentMethod {
  /** The provider's id for it (Stripe's `pm_...`, Adyen's storedPaymentMethodId, the sandbox's `sbpm_...`). */
  id: string;
  type: PaymentUiElement;
  brand: CardBrand | null;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  walletType: WalletType | null;
}

export interface CreatePaymentInput {
  /** Our payment id: providers keep it as metadata and send it back. */
  paymentId: string;
  shopHandle: string;
  amount: number;
  currency: string;
  method: PaymentMethodInput;
  /** Where the player comes back after a redirect or challenge (a path of this site). */
  returnPath: string;
  /**
   * The origin the player's browser called us on (the request's, so a shop on its own domain is returned to it):
   * providers that want absolute return URLs (Stripe, Adyen) put `returnPath` on it.
   */
  returnOrigin?: string | undefined;
  /** The signed-in player at the provider (made with `ensureCustomer` first); null for a guest. */
  customer?: ProviderCustomer | null | undefined;
  /** The player ticked "save this method" at checkout: the provider keeps it for later (explicit consent only). */
  saveMethod?: boolean | undefined;
}

/** A provider webhook event, verified and turned into our terms. */
export interface PaymentWebhookEvent {
  eventId: string;
  type: string;
  providerRef: string;
  payment: Pick<ProviderPayment, 'resultCode' | 'outcome' | 'refusalReason' | 'error'>;
  /**
   * Money the provider gave back (a refund, a lost dispute), in minor units: this refund's amount, not a running
   * total; absent for a payment's own state. `refundRef` is the provider's id for the refund (Stripe's `re_...`,
   * Adyen's modification pspReference), the same `refund()` answered: one refund is counted once, by either path.
   */
  refund?: { amount: number; reason: 'refund' | 'dispute'; refundRef: string } | undefined;
  payload: Record<string, unknown>;
}

/** A webhook whose signature does not verify, or that is not one of the provider's events: answered 400. */
export class WebhookRejectedError extends Error {
  override name = 'WebhookRejectedError';
}

/** A payment method this provider cannot take (a missing or mismatched scenario): the player's request is wrong. */
export class PaymentMethodRefusedError extends Error {
  override name = 'PaymentMethodRefusedError';
  constructor(
    message: string,
    /** The field of the request at fault, like `method.scenario`. */
    readonly field: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  /** Stored in payments.provider and in the webhook URL (/webhooks/payments/{id}/{shop}; the sandbox's has no shop). */
  readonly id: string;
  /** No real money moves: pages show "test mode, no real money". */
  readonly testMode: boolean;
  /**
   * The longest one call to this provider can last (its client's timeout); a lost answer is looked up only after it.
   * Left out: PROVIDER_CALL_TIMEOUT_MS (a minute), for providers reached over the network.
   */
  readonly callTimeoutMs?: number;
  /** True when the method carries the data needed to charge now; otherwise the payment waits for it. */
  hasPaymentData(method: PaymentMethodInput): boolean;
  /**
   * Charges (or starts) a payment. `input.paymentId` is the idempotency key (Stripe's Idempotency-Key, Adyen's
   * reference): asked twice for one id, the provider answers the same payment and never charges twice. Called
   * outside our transactions; it may be slow or fail, and a crash before its answer is recorded is found again with
   * `findPayment`.
   */
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The player's answer to an action (3-D Secure result, redirect return). */
  submitDetails(ref: string, details: Record<string, string>): Promise<ProviderPayment>;
  retrieve(ref: string): Promise<ProviderPayment>;
  cancel(ref: string): Promise<ProviderPayment>;
  /**
   * Gives back `amount` (minor units) of a succeeded payment. Answers this refund's amount and the provider's id for
   * it (the id its refund webhook carries too); throws when the payment cannot give that much back. Asked again with
   * the same `idempotencyKey` (a retry after a crash), it answers the first refund and gives nothing back twice.
   */
  refund(ref: string, amount: number, idempotencyKey?: string): Promise<{ refunded: number; refundRef: string }>;
  /** Verifies the signature over the raw body; throws WebhookRejectedError when it does not verify. */
  parseWebhook(rawBody: string, headers: Headers): PaymentWebhookEvent[] | Promise<PaymentWebhookEvent[]>;
  /** The plain-text body the provider expects in a 200 to its webhook (Adyen's `[accepted]`); unset: our JSON. */
  readonly webhookAcknowledgement?: string;
  /**
   * The payment made for our payment id, when a crash came between asking the provider and recording its answer
   * (the provider keeps our id as metadata / merchant reference); null when the provider never saw it.
   */
  findPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Makes (or finds) the provider's customer for a player of a shop and answers its id. */
  ensureCustomer(customer: ProviderCustomer): Promise<string>;
  /** The methods the provider keeps for this customer. */
  listStoredMethods(customerRef: string): Promise<StoredPaymentMethod[]>;
  /** Forgets one of the customer's methods; false when the customer has no method with that id. */
  deleteStoredMethod(customerRef: string, methodId: string): Promise<boolean>;
}

/**
 * What a player reads when the shop cannot take payments here (no keys on this server, or the sandbox switched off in
 * production): plain words; which variables are missing goes to the server's log, for the publisher.
 */
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'This shop cannot take payments right now. Please try again later.';

/** Why a shop cannot take payments right now (its provider's credentials are missing): checkout answers 503. */
export class PaymentProviderUnavailableError extends Error {
  override name = 'PaymentProviderUnavailableError';
  constructor(
    message: string,
    /** The environment variables to set, named for the shop (never their values). */
    readonly missing: readonly string[],
  ) {
    super(message);
  }
}

/**
 * What the checkout page's browser code needs for the shop's provider (never a secret): the sandbox needs nothing,
 * Stripe.js its publishable key, Adyen's Drop-in its client key and environment. `unavailable` when the shop's
 * provider has no credentials on this server.
 */
export type PaymentBrowserSetup =
  | { provider: 'sandbox' }
  | { provider: 'stripe'; publishableKey: string }
  | { provider: 'adyen'; clientKey: string; environment: 'test' | 'live' }
  | { provider: 'unavailable'; message: string };

/** A shop as the payments service needs it: its handle and the provider its published settings choose. */
export interface PayingShop {
  handle: string;
  config: { payments: { provider: PaymentProviderId } };
}

/**
 * `context.payments` (docs/decisions/053-payment-providers-and-the-provider-call.md): the one way to reach a
 * provider. Providers are called outside our database transactions: a caller reserves in one transaction, calls the
 * provider, and records its answer in another (`recordProviderResult`). Each provider keeps its own books; the
 * sandbox's webhooks are started by the service after the sandbox's own commits, never by callers.
 */
export interface Payments {
  /** The provider a shop's new checkouts pay with; throws PaymentProviderUnavailableError without its credentials. */
  forShop(shop: PayingShop): PaymentProvider;
  /** The provider of a stored payment (payments.provider) for its shop; null when this server has none by that id. */
  of(providerId: string, shopHandle: string): PaymentProvider | null;
  /** The built-in sandbox, for its own pages and webhook route (one for every shop); null when switched off. */
  sandbox(): PaymentProvider | null;
  /** What the checkout page's browser code needs for this shop's provider. */
  browserSetup(shop: PayingShop): PaymentBrowserSetup;
  /** Whether payments of this provider move no real money ("test mode, no real money" on pages). */
  isTestMode(providerId: string, shopHandle: string): boolean;
}
