// Orders: the snapshot of a cart taken when its payment is created (docs/decisions/016-commerce.md, "Payments").
// The one step that makes an order paid lives in settlement.server.ts; the order's types in schemas/order.ts.
import { and, eq } from 'drizzle-orm';
import { orderLines, orders } from '../../../db/schema';
import type { NewOrder } from '../../../schemas/order';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';

/** The order an earlier request with this Idempotency-Key made for the player, if any. */
export async function orderOfIdempotencyKey(
  db: Executor,
  shopId: string,
  playerId: string,
  key: string,
): Promise<{ id: string; number: number } | null> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.playerId, playerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return order ?? null;
}

/** Writes a pending order and its lines (the snapshot of prices); returns its id and number. */
export async function createOrder(
  tx: Executor,
  clock: Clock,
  order: NewOrder,
): Promise<{ id: string; number: number }> {
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
        offerChainLink: line.offerChainLink ?? null,
      })),
    );
  }
  return created;
}
