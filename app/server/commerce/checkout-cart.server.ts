// OWNER: helper "cart" (issue 6).
import { and, eq, sql } from 'drizzle-orm';
import { cartLines, carts, orderLines, orders } from '../../../db/schema';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { ConflictError, UnprocessableError } from '~/server/domain-errors.server';
import type { PublishedShop } from '~/server/shops.server';
import type { Cart } from '../../../schemas/commerce';
import { couponRefused, releaseUse, reserveUse } from './coupons.server';
import { findCartRow, priceCartRow } from './cart.server';
import type { NewOrder } from './orders.server';
import { findCoupon } from './pricing.server';

export interface CartForCheckout {
  /** What the player sees (schemas/commerce.ts). */
  cart: Cart;
  /** The order to write when the player pays: prices, coupon and lines computed on the server, from the catalogue. */
  order: NewOrder;
}

/**
 * Locks the player's cart row (FOR UPDATE) and prices it. Refuses (ConflictError) when `expectedVersion` differs
 * from the cart's version, and (UnprocessableError) when the cart is empty or a line has a problem.
 */
export async function cartForCheckout(
  tx: Executor,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  expectedVersion: number,
): Promise<CartForCheckout> {
  const row = await findCartRow(tx, shop.id, playerId, true);
  if (!row) throw new UnprocessableError('Your cart is empty');
  if (row.version !== expectedVersion) {
    throw new ConflictError('Your cart changed since you saw it: check it and pay again', [
      { path: 'cartVersion', message: `The cart is at version ${row.version}` },
    ]);
  }
  const { cart, order } = await priceCartRow(tx, clock, shop, playerId, row);
  if (cart.lines.length === 0) throw new UnprocessableError('Your cart is empty');
  const problems = cart.lines.flatMap((line, index) => (line.problem ? [{ path: `lines[${index}]`, message: `${line.name}: ${line.problem.message}` }] : []));
  if (problems.length > 0) throw new UnprocessableError('Some items in your cart cannot be bought as they are', problems);
  return { cart, order };
}

/**
 * Counts one use of the order's coupon against its limits (overall and per player) atomically, or refuses with
 * UnprocessableError (field body.code, couponRefusals.used_up / already_used). No-op without a coupon.
 */
export async function reserveCouponUse(tx: Executor, shop: PublishedShop, playerId: string, code: string | null, orderId: string): Promise<void> {
  if (code === null) return;
  const coupon = findCoupon(shop.config.catalogue, code);
  if (!coupon) throw couponRefused('unknown');
  await reserveUse(tx, shop.id, coupon, playerId, orderId);
}

/** Gives an order's coupon use back (its payment failed or was canceled). No-op when it had none. */
export async function releaseCouponUse(tx: Executor, orderId: string): Promise<void> {
  await releaseUse(tx, orderId);
}

/** After an order is paid: takes its lines out of the player's cart (and the coupon), bumping the cart version. */
export async function removePaidLinesFromCart(tx: Executor, clock: Clock, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ shopId: orders.shopId, playerId: orders.playerId, couponCode: orders.couponCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const cart = await findCartRow(tx, order.shopId, order.playerId, true);
  if (!cart) return;
  const paid = await tx.select({ itemId: orderLines.itemId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
  let changed = order.couponCode !== null && cart.couponCode === order.couponCode;
  for (const line of paid) {
    const where = and(eq(cartLines.cartId, cart.id), eq(cartLines.itemId, line.itemId));
    const removed = await tx.delete(cartLines).where(and(where, sql`${cartLines.quantity} <= ${line.quantity}`)).returning({ itemId: cartLines.itemId });
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
