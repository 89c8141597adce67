import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import { releaseCouponUse } from '~/server/commerce/coupons.server';
import { settleOrder } from '~/server/commerce/settlement.server';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import type { ProviderPayment } from './provider';

/** What a provider said about a payment: a full answer (create, retrieve) or a webhook event's part of it. */
export type ProviderResult = Pick<ProviderPayment, 'resultCode' | 'outcome' | 'refusalReason' | 'error'> &
  Partial<Pick<ProviderPayment, 'action' | 'card'>>;

/**
 * Records what the provider said, the same way for the synchronous answer and the webhook. A final outcome is never
 * undone: a late "pending" after "succeeded" changes nothing. Success settles the order (once, whoever comes first);
 * a refusal fails the pending order and gives its coupon use back.
 */
export async function recordProviderResult(
  tx: Executor,
  clock: Clock,
  paymentId: string,
  result: ProviderResult,
): Promise<void> {
  // Payment row first, order row second (settleOrder): every path takes the two locks in this order.
  const [payment] = await tx
    .select({ orderId: payments.orderId, outcome: payments.outcome })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!payment) return;
  if (payment.outcome === 'UNKNOWN') {
    await tx
      .update(payments)
      .set({
        resultCode: result.resultCode,
        outcome: result.outcome,
        refusalReason: result.refusalReason,
        providerError: result.error ? { ...result.error } : null,
        // A final outcome leaves nothing for the player to do: an event that carries no action clears the old one.
        ...(result.action !== undefined
          ? { action: result.action }
          : result.outcome !== 'UNKNOWN'
            ? { action: null }
            : {}),
        ...(result.card ? { cardBrand: result.card.brand, cardLast4: result.card.last4 } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(payments.id, paymentId));
    if (result.outcome === 'CANCELED') {
      const failed = await tx
        .update(orders)
        .set({ status: 'failed', updatedAt: clock.now() })
        .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (failed.length > 0) await releaseCouponUse(tx, payment.orderId);
    }
  }
  const succeeded =
    payment.outcome === 'SUCCEEDED' || (payment.outcome === 'UNKNOWN' && result.outcome === 'SUCCEEDED');
  if (succeeded) await settleOrder(tx, clock, payment.orderId);
}
