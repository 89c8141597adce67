import type { PaymentAction } from '../../../schemas/commerce';
import type {
  CardBrand,
  PaymentOutcome,
  PaymentResultCode,
  PaymentUiElement,
  WalletType,
} from '../../../schemas/enums';
import type { Transaction } from '~/server/db.server';

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
  /** Money the provider gave back (a refund, a lost dispute), in minor units; absent for a payment's own state. */
  refund?: { amount: number; reason: 'refund' | 'dispute' } | undefined;
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
  /** Stored in payments.provider and in the webhook URL (/webhooks/payments/{id}). */
  readonly id: string;
  /** No real money moves: pages show "test mode, no real money". */
  readonly testMode: boolean;
  /** True when the method carries the data needed to charge now; otherwise the payment waits for it. */
  hasPaymentData(method: PaymentMethodInput): boolean;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The player's answer to an action (3-D Secure result, redirect return). */
  submitDetails(ref: string, details: Record<string, string>): Promise<ProviderPayment>;
  retrieve(ref: string): Promise<ProviderPayment>;
  cancel(ref: string): Promise<ProviderPayment>;
  refund(ref: string, amount: number): Promise<{ refunded: number }>;
  /** Verifies the signature over the raw body; throws WebhookRejectedError when it does not verify. */
  parseWebhook(rawBody: string, headers: Headers): PaymentWebhookEvent[] | Promise<PaymentWebhookEvent[]>;
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

/** The providers working inside one transaction: their books commit (or roll back) with ours. */
export interface PaymentProviders {
  /** The provider a new checkout pays with (the sandbox, for every shop, until the Stripe and Adyen adapters arrive). */
  forNewPayment(): PaymentProvider;
  /** The provider named in a stored payment; null when this server has none by that id. */
  byId(providerId: string): PaymentProvider | null;
}

/**
 * `context.payments` (docs/decisions/024-settlement-and-payments-service.md): the one way to reach a provider. Work that
 * changes a payment runs in `transaction`; once it has committed, the service itself starts what the providers left
 * for after the commit (the sandbox's webhooks): callers never do.
 */
export interface Payments {
  transaction<T>(work: (tx: Transaction, providers: PaymentProviders) => Promise<T>): Promise<T>;
  /** A provider for reading outside any transaction (a webhook's signature, the sandbox's own pages). */
  reader(providerId: string): PaymentProvider | null;
  /** Whether payments of this provider move no real money ("test mode, no real money" on pages). */
  isTestMode(providerId: string): boolean;
}
