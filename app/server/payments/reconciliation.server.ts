import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import { orders, payments, shops } from '../../../db/schema';
import type { PaymentOutcome } from '../../../schemas/enums';
import type { AppServices } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { createPollingWorker, type PollingWorker } from '~/server/polling-worker.server';
import { NO_PROVIDER } from './payment-providers.server';
import { recordProviderResult, type ProviderResult } from './payment-results.server';
import { PROVIDER_CALL_GRACE_MS, PROVIDER_CALL_TIMEOUT_MS, recordAnswer, recordCharge } from './provider-call.server';

// The owner of every payment a crash, a lost webhook or an abandoned checkout leaves open
// (docs/decisions/020-nothing-lost.md). It asks the payment's provider where it stands and finishes the order the way the
// webhook would have: a success settles it (deliveries, receipt, currency), a refusal fails it and gives its coupon
// use and limits back, and a payment still waiting for the player past the abandon time is canceled at the provider.
// The provider is asked outside any transaction and each answer recorded in a short one of its own (decision 053):
// recording is idempotent and never undoes a final outcome, so several servers can run it at once and each payment
// is still settled once.

/** Why a payment the player left waiting was canceled. */
export const ABANDONED = 'This checkout was not finished in time, so it was canceled. No money was taken.';

export type Reconciled = 'settled' | 'failed' | 'open' | 'skipped';

export interface ReconcileOptions {
  /** Cancel the payment at the provider when it still waits for the player (with this reason for the player). */
  cancelWaiting?: string | null;
}

/** A payment is open while its order is pending and its outcome is not CANCELED. */
const openPayment = and(
  eq(orders.status, 'pending'),
  ne(payments.outcome, 'CANCELED'),
  ne(payments.provider, NO_PROVIDER),
);

/** Why a payment whose provider call was lost (and that the provider never saw) was canceled. */
export const NEVER_REACHED = 'The payment provider never received this payment, so nothing was charged.';

type OpenPaymentRow = {
  id: string;
  provider: string;
  providerRef: string | null;
  providerCalledAt: Date | null;
  outcome: PaymentOutcome;
  amount: number;
  shopHandle: string;
};

/**
 * Cancels a payment no provider has seen, in one transaction, only if that is still so under its row lock: a
 * submission that reserved its provider call meanwhile is left to finish.
 */
async function cancelUnsent(
  services: AppServices,
  paymentId: string,
  reason: string,
  { callStartedBefore }: { callStartedBefore: Date | null },
): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ providerRef: payments.providerRef, providerCalledAt: payments.providerCalledAt })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    const unsent =
      payment?.providerRef === null &&
      (payment.providerCalledAt === null ||
        (callStartedBefore !== null && payment.providerCalledAt <= callStartedBefore));
    if (!unsent) return false;
    await recordProviderResult(tx, services.clock, paymentId, {
      resultCode: 'Cancelled',
      outcome: 'CANCELED',
      refusalReason: reason,
      error: null,
    });
    return true;
  });
}

function reconciledOf(outcome: PaymentOutcome): Reconciled {
  return outcome === 'SUCCEEDED' ? 'settled' : outcome === 'CANCELED' ? 'failed' : 'open';
}

/**
 * Finishes one payment if it is still open: asks the provider (outside any transaction), records the answer in a
 * short transaction (settling a success), and with `cancelWaiting` cancels one that still waits. A payment whose
 * provider call started but was never recorded (a crash in between) is looked up by our id with `findPayment`: found,
 * it is recorded like any answer; not found once the call's grace period is over, nothing was charged and it is
 * canceled. Answers what became of it; 'skipped' when it was not open.
 */
export async function reconcilePayment(
  services: AppServices,
  paymentId: string,
  { cancelWaiting = null }: ReconcileOptions = {},
): Promise<Reconciled> {
  const [payment]: OpenPaymentRow[] = await services.db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerRef: payments.providerRef,
      providerCalledAt: payments.providerCalledAt,
      outcome: payments.outcome,
      amount: payments.amount,
      shopHandle: shops.handle,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .where(and(eq(payments.id, paymentId), openPayment))
    .limit(1);
  if (!payment) return 'skipped';
  if (payment.outcome === 'SUCCEEDED') {
    // Recorded as paid, never settled (the process died in between): settle it now.
    await recordAnswer(services, payment.id, {
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      refusalReason: null,
      error: null,
    });
    return 'settled';
  }
  const provider = services.payments.of(payment.provider, payment.shopHandle);
  if (!provider) {
    services.logger.error(
      { paymentId, provider: payment.provider, shop: payment.shopHandle },
      'open payment of a provider this server does not have',
    );
    return 'skipped';
  }
  let ref = payment.providerRef;
  if (ref === null && payment.providerCalledAt !== null) {
    // The provider was asked but its answer is not recorded. While the call may still be under way, its caller will
    // record it: nothing is decided (a lookup could race it, and some providers' lookup reverses what it finds).
    const now = services.clock.now().getTime();
    const callTimeoutMs = provider.callTimeoutMs ?? PROVIDER_CALL_TIMEOUT_MS;
    if (payment.providerCalledAt.getTime() > now - callTimeoutMs) return 'open';
    // The call is over and its answer lost (a crash): the provider keeps our id, so ask it by that.
    const found = await provider.findPayment(payment.id);
    if (found) {
      await recordCharge(services, provider, payment.id, found);
      ref = found.ref;
      if (found.outcome !== 'UNKNOWN' || !cancelWaiting) return reconciledOf(found.outcome);
    } else {
      // A provider's lookup may lag behind its writes (Stripe's search): "not found" counts only after the grace.
      const graceOver = new Date(now - (provider.callTimeoutMs ? 2 * provider.callTimeoutMs : PROVIDER_CALL_GRACE_MS));
      if (payment.providerCalledAt > graceOver) return 'open';
      return (await cancelUnsent(services, payment.id, NEVER_REACHED, { callStartedBefore: graceOver }))
        ? 'failed'
        : 'open';
    }
  }
  if (ref === null) {
    // Never sent to the provider (the player never gave payment data): nothing can have been charged.
    if (!cancelWaiting) return 'open';
    return (await cancelUnsent(services, payment.id, cancelWaiting, { callStartedBefore: null })) ? 'failed' : 'open';
  }
  let answer: ProviderResult = await provider.retrieve(ref);
  if (answer.outcome === 'UNKNOWN' && cancelWaiting) {
    const canceled = await provider.cancel(ref);
    answer = canceled.outcome === 'CANCELED' ? { ...canceled, refusalReason: cancelWaiting } : canceled;
  }
  await recordAnswer(services, payment.id, answer);
  return reconciledOf(answer.outcome);
}

/** The player's open payments in their shop (a new checkout finishes them before it charges again). */
export async function openPaymentsOfPlayer(db: Executor, shopId: string, playerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.shopId, shopId), eq(orders.playerId, playerId), openPayment));
  return rows.map((row) => row.id);
}

export interface ReconcileRoundOptions {
  /** Only payments untouched for this long: the webhook and the player's own return get their chance first. */
  afterMs: number;
  /** A payment still waiting for the player this long after it was created is canceled. */
  abandonAfterMs: number;
  limit?: number;
}

export type ReconcileRound = Record<Reconciled, number>;

/** One round over the oldest open payments. */
export async function reconcileOpenPayments(
  services: AppServices,
  { afterMs, abandonAfterMs, limit = 50 }: ReconcileRoundOptions,
): Promise<ReconcileRound> {
  const now = services.clock.now().getTime();
  const due = await services.db
    .select({ id: payments.id, createdAt: payments.createdAt })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        openPayment,
        inArray(payments.outcome, ['UNKNOWN', 'SUCCEEDED']),
        lte(payments.updatedAt, new Date(now - afterMs)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  const round: ReconcileRound = { settled: 0, failed: 0, open: 0, skipped: 0 };
  for (const payment of due) {
    const abandoned = payment.createdAt.getTime() <= now - abandonAfterMs;
    try {
      round[await reconcilePayment(services, payment.id, { cancelWaiting: abandoned ? ABANDONED : null })] += 1;
    } catch (error) {
      // One payment the provider cannot answer for now must not hold up the others: it is tried again next round.
      services.logger.warn(
        { err: error, paymentId: payment.id },
        'reconciling a payment failed; it will be tried again',
      );
      round.skipped += 1;
    }
  }
  if (round.settled + round.failed > 0) services.logger.info({ reconciled: round }, 'open payments reconciled');
  return round;
}

export function createReconciliationWorker(
  services: AppServices,
  options: ReconcileRoundOptions & { pollIntervalMs: number },
): PollingWorker<ReconcileRound> {
  return createPollingWorker({
    round: () => reconcileOpenPayments(services, options),
    pollIntervalMs: options.pollIntervalMs,
    log: services.logger.child({ component: 'reconciliation' }),
    name: 'reconciliation',
  });
}
