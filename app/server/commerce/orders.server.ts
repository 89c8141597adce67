// Orders: the snapshot of a cart taken when its payment is created, and the one step that makes it paid
// (docs/decisions/016-commerce.md, "Payments").
import { and, eq } from 'drizzle-orm';
import { orderLines, orders } from '../../../db/schema';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { enqueueOrderDeliveries } from '~/server/delivery/deliveries.server';
import { removePaidLinesFromCart } from './checkout-cart.server';
import { enqueueReceiptMail } from './receipts.server';
import { creditWallet } from './wallets.server';

export type PaidWith = 'money' | 'virtual' | 'free';
export type SettleSource = 'sync' | 'webhook' | 'wallet' | 'free' | 'reconcile';

export interface NewOrderLine {
  itemId: string;
  name: string;
  quantity: number;
  unitAmount: number;
  discount: number;
  amount: number;
  /** What one unit delivers (the catalogue item's contents). */
  contents: Array<{ name: string; amount: number }>;
  /** What one unit of a currency pack credits to the player's wallet when paid. */
  credits?: { currencyId: string; amount: number } | null | undefined;
  externalId?: string | undefined;
}

export interface NewOrder {
  shopId: string;
  playerId: string;
  paidWith: PaidWith;
  /** ISO 4217 for money, the virtual currency id for virtual, '' for free. */
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  tax: number;
  couponCode?: string | null;
  cartVersion?: number | null;
  /** The Idempotency-Key of the purchase POST that makes it, if it had one: one order per key, ever. */
  idempotencyKey?: string | null;
  lines: NewOrderLine[];
}

/** GF-000123: what receipts, mails and history show. */
export function receiptNumber(orderNumber: number): string {
  return `GF-${String(orderNumber).padStart(6, '0')}`;
}

/** The order an earlier request with this Idempotency-Key made for the player, if any. */
export async function orderOfIdempotencyKey(db: Executor, shopId: string, playerId: string, key: string): Promise<{ id: string; number: number } | null> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.playerId, playerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return order ?? null;
}

/** Writes a pending order and its lines (the snapshot of prices); returns its id and number. */
export async function createOrder(tx: Executor, clock: Clock, order: NewOrder): Promise<{ id: string; number: number }> {
  const now = clock.now();
  const [created] = await tx
    .insert(orders)
    .values({
      shopId: order.shopId,
      playerId: order.playerId,
      paidWith: order.paidWith,
      currency: order.currency,
      subtotal: order.subtotal,
      discount: order.discount,
      total: order.total,
      tax: order.tax,
      couponCode: order.couponCode ?? null,
      cartVersion: order.cartVersion ?? null,
      idempotencyKey: order.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!created) throw new Error('createOrder: the insert returned no row');
  if (order.lines.length > 0) {
    await tx.insert(orderLines).values(
      order.lines.map((line) => ({
        orderId: created.id,
        shopId: order.shopId,
        itemId: line.itemId,
        name: line.name,
        quantity: line.quantity,
        unitAmount: line.unitAmount,
        discount: line.discount,
        amount: line.amount,
        contents: line.contents,
        credits: line.credits ?? null,
        externalId: line.externalId ?? null,
      })),
    );
  }
  return created;
}

/** Credits the wallet for each currency pack line, as much as the order recorded when the player paid. */
async function creditCurrencyPacks(tx: Executor, clock: Clock, order: { id: string; shopId: string; playerId: string }): Promise<void> {
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
export async function settleOrder(tx: Executor, clock: Clock, orderId: string, _source: SettleSource): Promise<{ settled: boolean }> {
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
  await enqueueOrderDeliveries(tx, clock, orderId);
  await enqueueReceiptMail(tx, clock, orderId);
  await removePaidLinesFromCart(tx, clock, orderId);
  return { settled: true };
}
