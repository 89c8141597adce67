import Stripe from 'stripe';
import { z } from 'zod';
import type { ErrorReporter } from '~/lib/error-reporting';
import type { Clock } from '~/server/context.server';
import {
  PaymentMethodRefusedError,
  WebhookRejectedError,
  type CreatePaymentInput,
  type PaymentMethodInput,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderCustomer,
  type ProviderError,
  type ProviderPayment,
  type StoredPaymentMethod,
} from '../provider';
import type { StripeCredentials } from '../provider-credentials.server';
import { createStripeClient } from './stripe-client.server';
import { providerErrorOfStripeError, reportableProviderError } from './stripe-errors.server';
import { paymentOf, storedMethodOf } from './stripe-payment-state.server';
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS, webhookEventsOf } from './stripe-webhooks.server';

export const STRIPE_PROVIDER_ID = 'stripe';

/** What the browser's Payment Element sends as `method.providerData`: the PaymentMethod it created (never a card). */
export const stripeProviderDataSchema = z.object({
  paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]+$/, { error: 'Expected a Stripe PaymentMethod id (pm_...)' }),
});

export interface StripeProviderDeps {
  clock: Clock;
  /** The shop these keys belong to: kept on every intent and customer as metadata. */
  shopHandle: string;
  /** Where a relative return path points (Stripe wants an absolute `return_url`); the site's public origin. */
  siteOrigin?: string | undefined;
  /** Payment-provider errors are reported by the spec's section 8 rules (declines at info, the rest at error). */
  reporter?: ErrorReporter | undefined;
}

/** Intents can still be canceled in these states; after them, cancel reads the final state back instead. */
const CANCELABLE = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
  'processing',
]);

const EXPAND = ['payment_method'];

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Our payment id, as Stripe's search language quotes a metadata value. */
function searchValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
}

/**
 * Stripe through its official SDK: PaymentIntents confirmed on the server with the PaymentMethod the browser made
 * (or one the player saved), customers per player and shop, refunds, and webhooks verified over the raw body
 * (docs/decisions/054-stripe.md).
 */
export class StripeProvider implements PaymentProvider {
  readonly id = STRIPE_PROVIDER_ID;
  readonly testMode: boolean;
  private readonly stripe: Stripe;

  constructor(
    private readonly credentials: Pick<StripeCredentials, 'secretKey' | 'webhookSecret' | 'apiUrl' | 'mode'>,
    private readonly deps: StripeProviderDeps,
  ) {
    this.testMode = credentials.mode === 'test';
    this.stripe = createStripeClient(credentials);
  }

  /** Any provider data is checked when charging, so a malformed one is a 422 on its field, not a silent wait. */
  hasPaymentData(method: PaymentMethodInput): boolean {
    return method.storedMethodId !== undefined || method.providerData !== undefined;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const paymentMethod = this.paymentMethodOf(input.method);
    const customer = input.customer?.ref ?? undefined;
    if (input.method.storedMethodId !== undefined && !customer) {
      throw new PaymentMethodRefusedError('Sign in to pay with a saved payment method', 'method.storedMethodId');
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          payment_method: paymentMethod,
          confirm: true,
          return_url: this.returnUrl(input.returnPath, input.paymentId, input.returnOrigin),
          metadata: { paymentId: input.paymentId, shop: input.shopHandle },
          ...(customer ? { customer } : {}),
          ...(input.saveMethod && customer && input.method.storedMethodId === undefined
            ? { setup_future_usage: 'off_session' as const }
            : {}),
          expand: EXPAND,
        },
        { idempotencyKey: `gamefront-payment-${input.paymentId}` },
      );
      return paymentOf(intent);
    } catch (error) {
      return this.refusalOrThrow(error, input);
    }
  }

  /** Back from a redirect or 3-D Secure page, Stripe has already moved the intent: we read it. */
  async submitDetails(ref: string): Promise<ProviderPayment> {
    return this.retrieve(ref);
  }

  async retrieve(ref: string): Promise<ProviderPayment> {
    return paymentOf(await this.stripe.paymentIntents.retrieve(ref, { expand: EXPAND }));
  }

  async cancel(ref: string): Promise<ProviderPayment> {
    const intent = await this.stripe.paymentIntents.retrieve(ref, { expand: EXPAND });
    if (!CANCELABLE.has(intent.status)) return paymentOf(intent);
    try {
      return paymentOf(await this.stripe.paymentIntents.cancel(ref, { expand: EXPAND }));
    } catch (error) {
      // It moved on meanwhile (the player finished paying): its state now is the answer.
      if (isStripeError(error) && error.code === 'payment_intent_unexpected_state') return this.retrieve(ref);
      throw error;
    }
  }

  async refund(ref: string, amount: number): Promise<{ refunded: number; refundRef: string }> {
    const refund = await this.stripe.refunds.create({
      payment_intent: ref,
      amount,
      metadata: { shop: this.deps.shopHandle },
    });
    return { refunded: refund.amount, refundRef: refund.id };
  }

  parseWebhook(rawBody: string, headers: Headers): PaymentWebhookEvent[] {
    const signature = headers.get('stripe-signature');
    if (!signature) throw new WebhookRejectedError('The Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.credentials.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        this.deps.clock.now().getTime(),
      );
    } catch (error) {
      throw new WebhookRejectedError(
        error instanceof Error ? `Stripe: ${error.message}` : 'The Stripe signature does not verify',
      );
    }
    return webhookEventsOf(event);
  }

  /**
   * The intent made for our payment id. Stripe's search is eventually consistent (an intent shows up within about a
   * minute), so reconciliation waits longer than that before concluding Stripe never saw a payment.
   */
  async findPayment(paymentId: string): Promise<ProviderPayment | null> {
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['paymentId']:'${searchValue(paymentId)}'`,
      limit: 1,
      expand: ['data.payment_method'],
    });
    const intent = found.data[0];
    return intent ? paymentOf(intent) : null;
  }

  /** One Stripe customer per player and shop; the idempotency key keeps two racing checkouts to one customer. */
  async ensureCustomer(customer: ProviderCustomer): Promise<string> {
    if (customer.ref) return customer.ref;
    const created = await this.stripe.customers.create(
      {
        ...(customer.email ? { email: customer.email } : {}),
        metadata: { playerId: customer.playerId, shop: customer.shopHandle },
      },
      { idempotencyKey: `gamefront-customer-${customer.shopHandle}-${customer.playerId}` },
    );
    return created.id;
  }

  async listStoredMethods(customerRef: string): Promise<StoredPaymentMethod[]> {
    const methods = await this.stripe.customers.listPaymentMethods(customerRef, { limit: 100 });
    return methods.data.map(storedMethodOf);
  }

  async deleteStoredMethod(customerRef: string, methodId: string): Promise<boolean> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(methodId);
      const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      if (owner !== customerRef) return false;
      await this.stripe.paymentMethods.detach(methodId);
      return true;
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing') return false;
      throw error;
    }
  }

  /**
   * Saves a method without paying (a SetupIntent for later, off-session use). Stripe may ask the player to
   * authenticate first: then `action` holds the bank's page, and the method is saved once they pass it.
   */
  async saveMethod(
    customerRef: string,
    method: PaymentMethodInput,
    returnPath: string,
  ): Promise<{ ref: string; saved: boolean; action: ProviderPayment['action']; error: ProviderError | null }> {
    const paymentMethod = this.paymentMethodOf(method);
    try {
      const intent = await this.stripe.setupIntents.create({
        customer: customerRef,
        payment_method: paymentMethod,
        confirm: true,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
        return_url: this.returnUrl(returnPath),
        metadata: { shop: this.deps.shopHandle },
      });
      const url = intent.next_action?.redirect_to_url?.url;
      return {
        ref: intent.id,
        saved: intent.status === 'succeeded',
        action: url ? { type: 'challenge', url } : null,
        error: null,
      };
    } catch (error) {
      if (!isStripeError(error) || error.type !== 'StripeCardError') throw error;
      const fields = providerErrorOfStripeError(error);
      this.report(fields, {});
      return { ref: fields.setup_intent ?? '', saved: false, action: null, error: fields };
    }
  }

  private paymentMethodOf(method: PaymentMethodInput): string {
    if (method.storedMethodId !== undefined) return method.storedMethodId;
    const data = stripeProviderDataSchema.safeParse(method.providerData);
    if (!data.success) {
      throw new PaymentMethodRefusedError(
        'Enter your payment details (Stripe’s payment form sends a PaymentMethod id)',
        'method.providerData.paymentMethodId',
      );
    }
    return data.data.paymentMethodId;
  }

  /** Stripe sends the player back here (adding `payment_intent` and `redirect_status`); our id names the payment. */
  private returnUrl(returnPath: string, paymentId?: string, origin?: string): string {
    const url = new URL(returnPath, origin ?? this.deps.siteOrigin ?? 'http://localhost');
    if (paymentId) url.searchParams.set('paymentIntentId', paymentId);
    return url.toString();
  }

  /**
   * A refusal comes back as an error carrying the intent (a 402 card decline, a failed authentication): it is data,
   * the payment's state. A method Stripe does not know or that is not the player's is the request's fault (422).
   * Anything else (Stripe unreachable, a bad key) is thrown: reconciliation asks again later.
   */
  private refusalOrThrow(error: unknown, input: CreatePaymentInput): ProviderPayment {
    if (!isStripeError(error)) throw error;
    const fields = providerErrorOfStripeError(error);
    this.report(fields, { paymentId: input.paymentId });
    if (error.payment_intent) return paymentOf(error.payment_intent, fields);
    if (error.type === 'StripeInvalidRequestError' && error.param?.startsWith('payment_method')) {
      const field = input.method.storedMethodId !== undefined ? 'method.storedMethodId' : 'method.providerData';
      throw new PaymentMethodRefusedError('This payment method cannot be used: choose another one', field);
    }
    throw error;
  }

  private report(fields: ProviderError, extra: Record<string, unknown>): void {
    this.deps.reporter?.capture(reportableProviderError(fields), {
      level: fields.type === 'card_error' ? 'info' : 'error',
      extra: { provider: STRIPE_PROVIDER_ID, shop: this.deps.shopHandle, ...extra },
    });
  }
}
