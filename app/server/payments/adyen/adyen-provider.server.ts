import type { Types } from '@adyen/api-library';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { payments } from '../../../../db/schema';
import type { Database } from '~/server/db.server';
import {
  PaymentMethodRefusedError,
  providerError,
  type CreatePaymentInput,
  type PaymentMethodInput,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderCustomer,
  type ProviderPayment,
  type StoredPaymentMethod,
} from '../provider';
import type { AdyenCredentials } from '../provider-credentials.server';
import { adyenErrorOf, createAdyenClient } from './adyen-http-client.server';
import { CheckoutAPI, Types as AdyenTypes } from './adyen-library.server';
import { adyenNotificationEvents, ADYEN_NOTIFICATION_ACCEPTED } from './adyen-notifications.server';
import { paymentOf, refusalReasonOf, storedMethodOf } from './adyen-payment-state.server';
import { adyenReturnPath } from './adyen-return-path';

export const ADYEN_PROVIDER_ID = 'adyen';

/**
 * What the browser's Drop-in sends as `method.providerData`: its `state.data.paymentMethod`, Adyen's encrypted card
 * fields or a wallet's token. Plain card numbers are refused: they must never reach our servers.
 */
export const adyenProviderDataSchema = z
  .looseObject({ type: z.string().min(1).max(64) })
  .refine((data) => !('number' in data) && !('cvc' in data) && !('cardNumber' in data), {
    error: 'Send the Drop-in’s encrypted card fields, never a card number',
  });

export interface AdyenProviderDeps {
  /** Our books: Adyen has no call that reads a payment back, so its last answer recorded here is what we know. */
  db: Database;
  /** The shop these keys belong to: kept on every payment as metadata. */
  shopHandle: string;
  /** The site's public origin: Adyen wants an absolute `returnUrl` for redirects and 3-D Secure. */
  siteOrigin?: string | undefined;
}

/** Adyen keeps a shopper's cards under a reference of ours: one per player and shop, no personal data in it. */
export function shopperReferenceOf(customer: Pick<ProviderCustomer, 'shopHandle' | 'playerId'>): string {
  return `gamefront-${customer.shopHandle}-${customer.playerId}`;
}

const CANCELLED_REASON = refusalReasonOf('Cancelled', null, null);

/**
 * Adyen through its official library, Checkout API advanced flow: /payments with the Drop-in's data (or a stored
 * card), /payments/details after a redirect or 3-D Secure, stored payment methods per shopper, refunds and
 * reversals, and HMAC-signed notifications (docs/decisions/055-adyen.md).
 */
export class AdyenProvider implements PaymentProvider {
  readonly id = ADYEN_PROVIDER_ID;
  readonly testMode: boolean;
  /** Adyen resends a notification until it reads this. */
  readonly webhookAcknowledgement = ADYEN_NOTIFICATION_ACCEPTED;
  private readonly checkout: InstanceType<typeof CheckoutAPI>;

  constructor(
    private readonly credentials: Pick<
      AdyenCredentials,
      'apiKey' | 'merchantAccount' | 'hmacKey' | 'environment' | 'apiUrl'
    >,
    private readonly deps: AdyenProviderDeps,
  ) {
    this.testMode = credentials.environment === 'test';
    this.checkout = new CheckoutAPI(createAdyenClient(credentials));
  }

  /** Any provider data counts: data Adyen cannot take (or a card number in the clear) is then refused as a 422. */
  hasPaymentData(method: PaymentMethodInput): boolean {
    return method.storedMethodId !== undefined || method.providerData !== undefined;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const stored = input.method.storedMethodId;
    const shopperReference = input.customer ? (input.customer.ref ?? shopperReferenceOf(input.customer)) : null;
    if (stored !== undefined && !shopperReference) {
      throw new PaymentMethodRefusedError('Sign in to pay with a saved payment method', 'method.storedMethodId');
    }
    const saving = input.saveMethod === true && shopperReference !== null && stored === undefined;
    const request: Types.checkout.PaymentRequest = {
      merchantAccount: this.credentials.merchantAccount,
      amount: { value: input.amount, currency: input.currency },
      reference: input.paymentId,
      paymentMethod: this.paymentMethodOf(input.method),
      returnUrl: this.absolute(
        adyenReturnPath(input.shopHandle, input.paymentId, input.returnPath),
        input.returnOrigin,
      ),
      channel: AdyenTypes.checkout.PaymentRequest.ChannelEnum.Web,
      shopperInteraction: AdyenTypes.checkout.PaymentRequest.ShopperInteractionEnum.Ecommerce,
      // 3-D Secure by redirect: the bank's page is a URL like PayPal's, so every action is one our pages can follow.
      authenticationData: {
        threeDSRequestData: {
          nativeThreeDS: AdyenTypes.checkout.ThreeDSRequestData.NativeThreeDSEnum.Disabled,
        },
      },
      metadata: { shop: input.shopHandle },
      ...(shopperReference ? { shopperReference } : {}),
      ...(saving || stored !== undefined
        ? { recurringProcessingModel: AdyenTypes.checkout.PaymentRequest.RecurringProcessingModelEnum.CardOnFile }
        : {}),
      ...(saving ? { storePaymentMethod: true } : {}),
    };
    let answer: ProviderPayment;
    try {
      answer = paymentOf(await this.checkout.PaymentsApi.payments(request, { idempotencyKey: input.paymentId }));
    } catch (error) {
      const refused = adyenErrorOf(error);
      // Adyen would not take this payment data (unreadable fields, an unknown stored card): the request's fault.
      if (refused && refused.status === 422) {
        throw new PaymentMethodRefusedError(
          `Adyen refused the payment details: ${refused.message}`,
          stored !== undefined ? 'method.storedMethodId' : 'method.providerData',
        );
      }
      throw error;
    }
    return this.reversedIfPartial(answer, input.paymentId);
  }

  async submitDetails(ref: string, details: Record<string, string>): Promise<ProviderPayment> {
    let answer: ProviderPayment;
    try {
      const response = await this.checkout.PaymentsApi.paymentsDetails({
        details: details as Types.checkout.PaymentCompletionDetails,
      });
      answer = paymentOf(response);
    } catch (error) {
      // Details Adyen no longer takes (the player's return page loaded twice): the payment is where we recorded it.
      if (adyenErrorOf(error)?.status === 422) return this.retrieve(ref);
      throw error;
    }
    // Details of another payment never move this one.
    if (answer.ref !== ref) return this.retrieve(ref);
    return this.reversedIfPartial(answer, ref);
  }

  /**
   * Adyen's Checkout API has no call that reads a payment: its answers and notifications are all it says. What we
   * recorded of them is the payment's state.
   */
  async retrieve(ref: string): Promise<ProviderPayment> {
    const row = await this.recorded(ref);
    if (!row) throw new Error(`Adyen: no payment ${ref} in our books`);
    const card = row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;
    return {
      ref,
      resultCode: row.resultCode,
      outcome: row.outcome,
      action: row.action ?? null,
      refusalReason: row.refusalReason,
      error: row.providerError ? providerError(row.providerError as Parameters<typeof providerError>[0]) : null,
      card: card as ProviderPayment['card'],
    };
  }

  /**
   * Cancels a payment still waiting (for the player or for Adyen) with a reversal: if Adyen authorised it meanwhile,
   * the authorisation is cancelled (or the capture refunded), so a payment we call canceled never keeps money.
   */
  async cancel(ref: string): Promise<ProviderPayment> {
    const current = await this.retrieve(ref);
    if (current.outcome !== 'UNKNOWN') return current;
    await this.checkout.ModificationsApi.refundOrCancelPayment(
      ref,
      { merchantAccount: this.credentials.merchantAccount, reference: `cancel-${ref}` },
      { idempotencyKey: `cancel-${ref}` },
    );
    return { ...current, resultCode: 'Cancelled', outcome: 'CANCELED', action: null, refusalReason: CANCELLED_REASON };
  }

  /**
   * Asks Adyen to refund; its answer's PSP reference is the refund's, the one the REFUND notification carries, so the
   * refund is counted once whichever arrives first. Adyen decides asynchronously (a REFUND notification that failed
   * changes nothing); more than the payment's amount is refused here.
   */
  async refund(ref: string, amount: number, idempotencyKey?: string): Promise<{ refunded: number; refundRef: string }> {
    const row = await this.recorded(ref);
    if (!row) throw new Error(`Adyen: no payment ${ref} in our books`);
    if (row.outcome !== 'SUCCEEDED' || amount <= 0 || amount > row.amount) {
      throw new Error(`Adyen: payment ${ref} cannot give back ${amount}`);
    }
    const response = await this.checkout.ModificationsApi.refundCapturedPayment(
      ref,
      {
        merchantAccount: this.credentials.merchantAccount,
        amount: { value: amount, currency: row.currency },
        reference: idempotencyKey ?? `refund-${ref}`,
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );
    return { refunded: amount, refundRef: response.pspReference };
  }

  parseWebhook(rawBody: string): Promise<PaymentWebhookEvent[]> {
    return adyenNotificationEvents(rawBody, {
      hmacKey: this.credentials.hmacKey,
      merchantAccount: this.credentials.merchantAccount,
      amountOf: async (ref) => (await this.recorded(ref))?.amount ?? null,
    });
  }

  /**
   * After a crash between asking Adyen and recording its answer, Adyen cannot be asked what it did with our
   * reference; a technical cancel by that reference makes sure it keeps no money for it. The payment is then canceled
   * (the player is told nothing was taken); the notifications that follow change nothing.
   */
  async findPayment(paymentId: string): Promise<ProviderPayment | null> {
    const response = await this.checkout.ModificationsApi.cancelAuthorisedPayment(
      {
        merchantAccount: this.credentials.merchantAccount,
        paymentReference: paymentId,
        reference: `recover-${paymentId}`,
      },
      { idempotencyKey: `recover-${paymentId}` },
    );
    return {
      ref: response.pspReference,
      resultCode: 'Cancelled',
      outcome: 'CANCELED',
      action: null,
      refusalReason: CANCELLED_REASON,
      error: null,
      card: null,
    };
  }

  /** Adyen has no customer object: a shopper is our reference, sent with each payment. */
  async ensureCustomer(customer: ProviderCustomer): Promise<string> {
    return customer.ref ?? shopperReferenceOf(customer);
  }

  async listStoredMethods(customerRef: string): Promise<StoredPaymentMethod[]> {
    const response = await this.checkout.RecurringApi.getTokensForStoredPaymentDetails(
      customerRef,
      this.credentials.merchantAccount,
    );
    return (response.storedPaymentMethods ?? []).map(storedMethodOf);
  }

  async deleteStoredMethod(customerRef: string, methodId: string): Promise<boolean> {
    const methods = await this.listStoredMethods(customerRef);
    if (!methods.some((method) => method.id === methodId)) return false;
    await this.checkout.RecurringApi.deleteTokenForStoredPaymentDetails(
      methodId,
      customerRef,
      this.credentials.merchantAccount,
    );
    return true;
  }

  private paymentMethodOf(method: PaymentMethodInput): Types.checkout.PaymentRequest['paymentMethod'] {
    if (method.storedMethodId !== undefined) {
      return { type: 'scheme', storedPaymentMethodId: method.storedMethodId } as Types.checkout.CardDetails;
    }
    const data = adyenProviderDataSchema.safeParse(method.providerData);
    if (!data.success) {
      throw new PaymentMethodRefusedError(
        data.error.issues[0]?.message === 'Send the Drop-in’s encrypted card fields, never a card number'
          ? data.error.issues[0].message
          : 'Enter your payment details (Adyen’s Drop-in sends them)',
        'method.providerData',
      );
    }
    return data.data as unknown as Types.checkout.PaymentRequest['paymentMethod'];
  }

  /** A partial authorisation (never asked for) is reversed at once: the order fails and nothing stays charged. */
  private async reversedIfPartial(answer: ProviderPayment, paymentId: string): Promise<ProviderPayment> {
    if (answer.resultCode !== 'PartiallyAuthorised') return answer;
    await this.checkout.ModificationsApi.refundOrCancelPayment(
      answer.ref,
      { merchantAccount: this.credentials.merchantAccount, reference: `partial-${paymentId}` },
      { idempotencyKey: `partial-${paymentId}` },
    );
    return answer;
  }

  private absolute(path: string, origin?: string): string {
    return new URL(path, origin ?? this.deps.siteOrigin ?? 'http://localhost').toString();
  }

  private async recorded(ref: string) {
    const [row] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, ADYEN_PROVIDER_ID), eq(payments.providerRef, ref)))
      .limit(1);
    return row ?? null;
  }
}
