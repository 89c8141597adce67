// Refunds and lost disputes: the one way an order becomes refunded, and everything that follows from it in the same
// transaction (docs/decisions/056-saved-methods-and-refunds.md). A provider's refund webhook, the game server's refund
// call and an offer chain's refund due all end in `recordRefund`; nothing else writes "refunded", takes back
// currency a refunded order credited, reverses its loyalty or queues a revoke delivery.
import { and, asc, eq } from 'drizzle-orm';
import { deliveries, orderLines, orderRefunds, orders } from '../../../db/schema';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { enqueueRevokeDelivery } from '~/server/delivery/deliveries.server';
import { reverseLoyaltyForOrder } from '~/server/engagement/loyalty.server';
import { debitWallet, walletBalance } from './wallets.server';

export type RefundReason = 'refund' | 'dispute' | 'offer_chain_duplicate';
export type RefundSource = 'provider' | 'game_server' | 'offer_chain';

export interface RefundToRecord {
  orderId: string;
  /** The payment's provider (payments.provider). */
  provider: string;
  /** The provider's id for this refund: the same refund, learnt twice (answer and webhook), is counted once. */
  refundRef: string;
  /** This refund's amount, in the order's minor units. */
  amount: number;
  reason: RefundReason;
  source: RefundSource;
  /** The one line this money is for (an offer chain's duplicate step); absent for money on the whole order. */
  orderLineId?: string | null | undefined;
}

export interface RecordedRefund {
  /** False when this refund was recorded before (by the other path, or a redelivered webhook): nothing changed. */
  recorded: boolean;
  orderStatus: (typeof orders.$inferSelect)['status'];
  refundedAmount: number;
  /** Lines whose revoke delivery this refund queued. */
  revokedLines: number;
  /** Virtual currency that could not be taken back because the player had spent it, by currency id. */
  unrecovered: Record<string, number>;
  /** Loyalty points taken back. */
  loyaltyReversed: number;
}

/**
 * Takes back what one paid line gave, once: its revoke delivery is queued (unique per line, so a second call finds it
 * and does nothing more), then the currency it credited leaves the wallet, as much as the wallet still holds. What
 * the player already spent stays spent (a wallet never goes below zero) and is answered as unrecovered.
 */
async function revokeLine(
  tx: Executor,
  clock: Clock,
  order: { id: string; shopId: string; playerId: string },
  line: { id: string; itemId: string; quantity: number; credits: { currencyId: string; amount: number } | null },
  reason: RefundReason,
  unrecovered: Record<string, number>,
): Promise<boolean> {
  const revoked = await enqueueRevokeDelivery(tx, clock, { orderLineId: line.id, reason, refundedAt: clock.now() });
  if (!revoked) return false;
  if (line.credits) {
    const credited = line.credits.amount * line.quantity;
    const { currencyId } = line.credits;
    const held = await walletBalance(tx, order.shopId, order.playerId, currencyId);
    const taken = Math.min(held, credited);
    if (taken > 0)
      await debitWallet(tx, clock, {
        shopId: order.shopId,
        playerId: order.playerId,
        currencyId,
        amount: taken,
        reason: 'refund',
        orderId: order.id,
        itemId: line.itemId,
      });
    if (credited > taken) unrecovered[currencyId] = (unrecovered[currencyId] ?? 0) + credited - taken;
  }
  return true;
}

/**
 * Records money given back on an order, once per provider refund, in the caller's transaction. The order row lock
 * queues concurrent recorders (a webhook and the game server's call for the same refund), and the refund's unique
 * (provider, refund id) makes the second one change nothing.
 *
 * - The refunded amount grows by the refund (never past the total).
 * - Once it reaches the total, a paid order becomes `refunded`: every line not revoked yet is revoked (currency taken
 *   back, revoke delivery queued) and its loyalty credit is reversed.
 * - A refund for one line (an offer chain's duplicate step) revokes that line only.
 * - Any other partial refund is recorded and takes nothing back: the money does not say which goods it was for.
 */
export async function recordRefund(tx: Executor, clock: Clock, refund: RefundToRecord): Promise<RecordedRefund> {
  const [order] = await tx
    .select({
      id: orders.id,
      shopId: orders.shopId,
      playerId: orders.playerId,
      status: orders.status,
      total: orders.total,
      refundedAmount: orders.refundedAmount,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, refund.orderId))
    .for('update');
  if (!order) throw new Error(`recordRefund: no order ${refund.orderId}`);
  const unchanged: RecordedRefund = {
    recorded: false,
    orderStatus: order.status,
    refundedAmount: order.refundedAmount,
    revokedLines: 0,
    unrecovered: {},
    loyaltyReversed: 0,
  };
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      shopId: order.shopId,
      orderId: order.id,
      orderLineId: refund.orderLineId ?? null,
      provider: refund.provider,
      refundRef: refund.refundRef,
      amount: refund.amount,
      currency: order.currency,
      reason: refund.reason,
      source: refund.source,
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: orderRefunds.id });
  if (!row) return unchanged;

  const now = clock.now();
  const refundedAmount = Math.min(order.total, order.refundedAmount + refund.amount);
  // Money on an order we never marked paid (a provider refund of a payment our side failed) is only recorded.
  const wasPaid = order.status === 'paid';
  const whole = wasPaid && refundedAmount >= order.total;
  await tx
    .update(orders)
    .set({ refundedAmount, refundedAt: now, updatedAt: now, ...(whole ? { status: 'refunded' as const } : {}) })
    .where(eq(orders.id, order.id));

  const unrecovered: Record<string, number> = {};
  let revokedLines = 0;
  let loyaltyReversed = 0;
  const oneLine = refund.orderLineId ?? null;
  if (wasPaid && (whole || oneLine !== null)) {
    const lines = await tx
      .select({
        id: orderLines.id,
        itemId: orderLines.itemId,
        quantity: orderLines.quantity,
        credits: orderLines.credits,
      })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), whole || oneLine === null ? undefined : eq(orderLines.id, oneLine)))
      .orderBy(asc(orderLines.id));
    for (const line of lines) {
      if (await revokeLine(tx, clock, order, line, refund.reason, unrecovered)) revokedLines += 1;
    }
    if (whole) loyaltyReversed = await reverseLoyaltyForOrder(tx, clock, order.id);
  }
  if (Object.keys(unrecovered).length > 0)
    await tx.update(orderRefunds).set({ unrecovered }).where(eq(orderRefunds.id, row.id));
  return {
    recorded: true,
    orderStatus: whole ? 'refunded' : order.status,
    refundedAmount,
    revokedLines,
    unrecovered,
    loyaltyReversed,
  };
}

/** How much of an order is refunded and each refund, for the game server and the operator. */
export async function orderRefundState(db: Executor, shopId: string, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      refundedAmount: orders.refundedAmount,
      paidWith: orders.paidWith,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
    .limit(1);
  if (!order) return null;
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  const revokes = await db
    .select({ id: deliveries.id, orderLineId: deliveries.orderLineId })
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.kind, 'revoke')));
  return {
    orderId: order.id,
    status: order.status,
    paidWith: order.paidWith,
    total: order.total,
    currency: order.currency,
    refundedAmount: order.refundedAmount,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      refundRef: refund.refundRef,
      amount: refund.amount,
      reason: refund.reason,
      source: refund.source,
      orderLineId: refund.orderLineId,
      unrecovered: refund.unrecovered,
      createdAt: refund.createdAt.toISOString(),
    })),
    revokeDeliveryIds: revokes.map((revoke) => revoke.id),
  };
}
