// OWNER: helper "cart" (issue 6).
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { ConflictError, UnprocessableError } from '~/server/domain-errors.server';
import type { PublishedShop } from '~/server/shops.server';
import type { Cart } from '../../../schemas/commerce';
import type { NewOrder } from '../../../schemas/order';
import { findCartRow, priceCartRow } from './cart.server';

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
  const problems = cart.lines.flatMap((line, index) =>
    line.problem ? [{ path: `lines[${index}]`, message: `${line.name}: ${line.problem.message}` }] : [],
  );
  if (problems.length > 0)
    throw new UnprocessableError('Some items in your cart cannot be bought as they are', problems);
  return { cart, order };
}
