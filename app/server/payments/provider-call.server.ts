import { and, eq, isNull } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import { releaseCouponUse } from '~/server/commerce/coupons.server';
import type { AppServices } from '~/server/context.server';
import { DomainError, UnprocessableError } from '~/server/domain-errors.server';
import { recordProviderResult, type ProviderResult } from './payment-results.server';
import {
  PAYMENTS_UNAVAILABLE_MESSAGE,
  PaymentMethodRefusedError,
  PaymentProviderUnavailableError,
  type CreatePaymentInput,
  type PaymentProvider,
  type PayingShop,
  type ProviderPayment,
} from './provider';

// The provider is called outside our database transactions (docs/decisions/053): a caller reserves the payment in
// one transaction (setting payments.provider_called_at), calls the provider here with our payment id as its
// idempotency key, and records the answer in a second, short transaction. A slow or failing provider never holds a
// lock; a crash between the call and the record leaves provider_called_at set and no provider_ref, which the
// reconciliation worker finishes by asking `provider.findPayment`.

/**
 * How long after a provider call started we may conclude the provider never saw it. Providers give up long before
 * (each adapter sets its SDK's timeout to PROVIDER_CALL_TIMEOUT_MS or less), so a call still in flight is never
 * mistaken for one that was lost.
 */
export const PROVIDER_CALL_TIMEOUT_MS = 60_000;
export const PROVIDER_CALL_GRACE_MS = 2 * PROVIDER_CALL_TIMEOUT_MS;

/** 503: the shop's provider cannot take payments on this server (its keys are not set). Not the player's fault. */
export class PaymentsUnavailableError extends DomainError {
  override name = 'PaymentsUnavailableError';
  readonly status = 503;
  readonly code = 'unavailable' as const;
}

/** The provider a shop's new checkout pays with; a 503 naming what is missing when it has no credentials here. */
export function providerForShop(services: Pick<AppServices, 'payments' | 'logger'>, shop: PayingShop): PaymentProvider {
  try {
    return services.payments.forShop(shop);
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    services.logger.error(
      { shop: shop.handle, provider: shop.config.payments.provider, missing: error.missing, reason: error.message },
      'a shop cannot take payments: its provider is not set up on this server',
    );
    // The player reads that the shop cannot take payments; the variable names are for the publisher's logs.
    throw new PaymentsUnavailableError(PAYMENTS_UNAVAILABLE_MESSAGE);
  }
}

/** Records a provider's answer in its own short transaction (a success settles the order at once). */
export async function recordAnswer(
  services: Pick<AppServices, 'db' | 'clock'>,
  paymentId: string,
  result: ProviderResult,
): Promise<void> {
  await services.db.transaction((tx) => recordProviderResult(tx, services.clock, paymentId, result));
}

/**
 * Records the payment the provider made for a reserved one: its ref, then its state. If we had meanwhile given up on
 * it (reconciliation found nothing within the grace period and failed the order) and it turns out charged, the money
 * is given back at once: an order we failed is never paid for.
 */
export async function recordCharge(
  services: Pick<AppServices, 'db' | 'clock' | 'logger'>,
  provider: PaymentProvider,
  paymentId: string,
  state: ProviderPayment,
  method?: string,
): Promise<void> {
  const lateSuccess = await services.db.transaction(async (tx) => {
    // Row lock first (the order every path takes): what we had recorded before this answer.
    const [before] = await tx
      .select({ outcome: payments.outcome, amount: payments.amount })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    await tx
      .update(payments)
      .set({ providerRef: state.ref, ...(method ? { method } : {}) })
      .where(and(eq(payments.id, paymentId), isNull(payments.providerRef)));
    await recordProviderResult(tx, services.clock, paymentId, state);
    return before?.outcome === 'CANCELED' && state.outcome === 'SUCCEEDED' ? before.amount : null;
  });
  if (lateSuccess !== null) {
    services.logger.error(
      { paymentId, providerRef: state.ref },
      'a payment we had failed was charged after all: refunding it',
    );
    try {
      await provider.refund(state.ref, lateSuccess);
    } catch (error) {
      // Already given back at the provider (a reversal by reference), or the provider is away: a person must look.
      services.logger.error({ err: error, paymentId, providerRef: state.ref }, 'refunding a late charge failed');
    }
  }
}

export interface ChargeOptions {
  /**
   * A method the provider cannot take (it refused before charging anything): 'discard' removes the reserved order
   * and its payment and gives the coupon use back, as if the request never came (a new checkout starts over);
   * 'release' clears the call mark so the player can send other payment data for the same payment; 'fail' fails the
   * payment and its order with the reason (the order stays, refused, for flows that show it).
   */
  onMethodRefused: 'discard' | 'release' | 'fail';
}

/**
 * Asks the provider to charge a payment already reserved (committed with provider_called_at set) and records its
 * answer. A method it cannot take is a 422 on the request's field. Any other failure (a timeout, a network error) is
 * thrown as it is: the reservation stays, and reconciliation finds out from the provider what became of it.
 */
export async function chargeAtProvider(
  services: Pick<AppServices, 'db' | 'clock' | 'logger'>,
  provider: PaymentProvider,
  input: CreatePaymentInput,
  { onMethodRefused }: ChargeOptions,
): Promise<void> {
  let state: ProviderPayment;
  try {
    state = await provider.createPayment(input);
  } catch (error) {
    if (!(error instanceof PaymentMethodRefusedError)) throw error;
    if (onMethodRefused === 'discard') {
      await services.db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ orderId: payments.orderId })
          .from(payments)
          .where(and(eq(payments.id, input.paymentId), isNull(payments.providerRef)))
          .for('update');
        if (!payment) return;
        await releaseCouponUse(tx, payment.orderId);
        // Its lines and payment go with it (ON DELETE CASCADE).
        await tx.delete(orders).where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending')));
      });
    } else if (onMethodRefused === 'fail') {
      await recordAnswer(services, input.paymentId, {
        resultCode: 'Error',
        outcome: 'CANCELED',
        refusalReason: error.message,
        error: null,
      });
    } else {
      await services.db
        .update(payments)
        .set({ providerCalledAt: null })
        .where(and(eq(payments.id, input.paymentId), isNull(payments.providerRef)));
    }
    throw new UnprocessableError(error.message, [{ path: error.field, message: error.message }]);
  }
  await recordCharge(services, provider, input.paymentId, state, input.method.type);
}
