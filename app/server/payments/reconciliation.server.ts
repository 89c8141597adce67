import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import type { AppServices } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { createPollingWorker, type PollingWorker } from '~/server/polling-worker.server';
import { NO_PROVIDER } from './payment-providers.server';
import { recordProviderResult, type ProviderResult } from './payment-results.server';

// The owner of every payment a crash, a lost webhook or an abandoned checkout leaves open
// (docs/decisions/020-nothing-lost.md). It asks the payment's provider where it stands and finishes the order the way the
// webhook would have: a success settles it (deliveries, receipt, currency), a refusal fails it and gives its coupon
// use and limits back, and a payment still waiting for the player past the abandon time is canceled at the provider.
// Each payment is handled in its own transaction under a SKIP LOCKED row lock, so several servers can run it at once
// and none waits on a payment someone else is finishing.

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

/**
 * Finishes one payment if it is still open: asks the provider, records the answer (settling a success), and with
 * `cancelWaiting` cancels one that still waits. Answers what became of it; 'skipped' when it was not open or
 * another server holds it right now.
 */
export async function reconcilePayment(
  services: AppServices,
  paymentId: string,
  { cancelWaiting = null }: ReconcileOptions = {},
): Promise<Reconciled> {
  return services.payments.transaction(async (tx, providers): Promise<Reconciled> => {
    const [payment] = await tx
      .select({
        id: payments.id,
        provider: payments.provider,
        providerRef: payments.providerRef,
        outcome: payments.outcome,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentId), openPayment))
      .for('update', { of: payments, skipLocked: true });
    if (!payment) return 'skipped';
    const provider = providers.byId(payment.provider);
    if (!provider) {
      services.logger.error(
        { paymentId, provider: payment.provider },
        'open payment of a provider this server does not have',
      );
      return 'skipped';
    }
    let answer: ProviderResult;
    if (payment.outcome === 'SUCCEEDED') {
      // Recorded as paid, never settled (the process died in between): settle it now.
      answer = { resultCode: 'Authorised', outcome: 'SUCCEEDED', refusalReason: null, error: null };
    } else if (payment.providerRef === null) {
      // Never sent to the provider (the player never gave payment data): nothing can have been charged.
      if (!cancelWaiting) return 'open';
      answer = { resultCode: 'Cancelled', outcome: 'CANCELED', refusalReason: cancelWaiting, error: null };
    } else {
      answer = await provider.retrieve(payment.providerRef);
      if (answer.outcome === 'UNKNOWN' && cancelWaiting) {
        const canceled = await provider.cancel(payment.providerRef);
        answer = canceled.outcome === 'CANCELED' ? { ...canceled, refusalReason: cancelWaiting } : canceled;
      }
    }
    await recordProviderResult(tx, services.clock, payment.id, answer);
    return answer.outcome === 'SUCCEEDED' ? 'settled' : answer.outcome === 'CANCELED' ? 'failed' : 'open';
  });
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
