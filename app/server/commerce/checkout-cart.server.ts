// OWNER: helper "cart" (issue 6). Skeleton written by the lead; the owner replaces the bodies and keeps the signatures.
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import type { PublishedShop } from '~/server/shops.server';
import type { Cart } from '../../../schemas/commerce';
import type { NewOrder } from './orders.server';

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
  _tx: Executor,
  _clock: Clock,
  _shop: PublishedShop,
  _playerId: string,
  _expectedVersion: number,
): Promise<CartForCheckout> {
  throw new Error('cartForCheckout: not built yet');
}

/**
 * Counts one use of the order's coupon against its limits (overall and per player) atomically, or refuses with
 * UnprocessableError (field body.code, couponRefusals.used_up / already_used). No-op without a coupon.
 */
export async function reserveCouponUse(_tx: Executor, _shop: PublishedShop, _playerId: string, _code: string | null, _orderId: string): Promise<void> {
  throw new Error('reserveCouponUse: not built yet');
}

/** Gives an order's coupon use back (its payment failed or was canceled). No-op when it had none. */
export async function releaseCouponUse(_tx: Executor, _orderId: string): Promise<void> {
  throw new Error('releaseCouponUse: not built yet');
}

/** After an order is paid: takes its lines out of the player's cart (and the coupon), bumping the cart version. */
export async function removePaidLinesFromCart(_tx: Executor, _clock: Clock, _orderId: string): Promise<void> {
  throw new Error('removePaidLinesFromCart: not built yet');
}
