// Settlement: the one way an order becomes paid, and everything that follows from it in the same transaction
// (docs/decisions/024-settlement-and-payments-service.md). Payments, wallets and free claims call `settleOrder`;
// nothing else writes "paid", credits a pack, queues a delivery or a receipt for an order.
import { and, eq, sql } from 'drizzle-orm';
import { cartLines, carts, orderLines, orders } from '../../../db/schema';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { enqueueOrderDeliveries } from '~/server/delivery/deliveries.server';
import { advanceOfferChainsForOrder } from '~/server/engagement/offer-chains.server';
import { creditLoyaltyForOrder } from '~/server/engagement/loyalty.server';
import { findCartRow } from './cart.server';
import { enqueueReceiptMail } from './receipts.server';
import { creditWallet } from './wallets.server';

/** Credits the wallet for each currency pack line, as much as the order recorded when the player paid. */
async function creditCurrencyPacks(
  tx: Executor,
  clock: Clock,
  order: { id: string; shopId: string; playerId: string },
): Promise<void> {
  const lines = await tx
    .select({ itemId: orderLines.itemId, quantity: orderLines.quantity, credits: orderLines.credits })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  for (const line of lines) {
    if (!line.credits) continue;
    await creditWallet(tx, clock, {
      shopId: order.shopId,
      playerId: order.playerId,
      currencyId: line.credits.currencyId,
      amount: line.credits.amount * line.quantity,
      reason: 'currency_pack',
      orderId: order.id,
      itemId: line.itemId,
    });
  }
}

/**
 * The one way to "paid": locks the order; if it is still pending, marks it paid, credits currency packs, writes one
 * delivery per line (enqueueOrderDeliveries), queues the receipt mail and takes the bought lines out of the cart.
 * Whichever caller comes second (the synchronous result or the webhook) changes nothing and gets settled: false.
 */
export async function settleOrder(tx: Executor, clock: Clock, orderId: string): Promise<{ settled: boolean }> {
  // The row lock makes the second caller wait here and then see "paid": it never settles twice.
  const [order] = await tx
    .select({ id: orders.id, shopId: orders.shopId, playerId: orders.playerId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (order?.status !== 'pending') return { settled: false };
  const now = clock.now();
  await tx.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, orderId));
  await creditCurrencyPacks(tx, clock, order);
  await advanceOfferChainsForOrder(tx, clock, orderId);
  await creditLoyaltyForOrder(tx, clock, order);
  await enqueueOrderDeliveries(tx, clock, orderId);
  await enqueueReceiptMail(tx, clock, orderId);
  await removePaidLinesFromCart(tx, clock, orderId);
  return { settled: true };
}

/** After an order is paid: takes its lines out of the player's cart (and the coupon), bumping the cart version. */
export async function removePaidLinesFromCart(tx: Executor, clock: Clock, orderId: string): Promise<void> {
  const [order] = await tx
    .select({
      shopId: orders.shopId,
      playerId: orders.playerId,
      couponCode: orders.couponCode,
      cartVersion: orders.cartVersion,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  // An order made from no cart (a card's Buy button, docs/decisions/029) leaves the cart as it was.
  if (!order || order.cartVersion === null) return;
  const cart = await findCartRow(tx, order.shopId, order.playerId, true);
  if (!cart) return;
  const paid = await tx
    .select({ itemId: orderLines.itemId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  let changed = order.couponCode !== null && cart.couponCode === order.couponCode;
  for (const line of paid) {
    const where = and(eq(cartLines.cartId, cart.id), eq(cartLines.itemId, line.itemId));
    const removed = await tx
      .delete(cartLines)
      .where(and(where, sql`${cartLines.quantity} <= ${line.quantity}`))
      .returning({ itemId: cartLines.itemId });
    const reduced = await tx
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} - ${line.quantity}` })
      .where(and(where, sql`${cartLines.quantity} > ${line.quantity}`))
      .returning({ itemId: cartLines.itemId });
    changed ||= removed.length + reduced.length > 0;
  }
  // A virtual or free purchase leaves the cart as it was: its version stays, so an open checkout still matches.
  if (!changed) return;
  const couponSpent = order.couponCode !== null && cart.couponCode === order.couponCode;
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: clock.now(), ...(couponSpent ? { couponCode: null } : {}) })
    .where(eq(carts.id, cart.id));
}
