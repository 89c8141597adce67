// A card's Buy button: one item paid for alone, beside the cart, never through it (issue 11). The order is priced
// the way a cart holding only that item would be (currency of the player's cart, limits, availability), without the
// cart's coupon, and remembers no cart version, so paying it leaves the cart as it was.
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import type { PublishedShop } from '~/server/shops.server';
import { offerChainLinkForCheckout } from '~/server/engagement/offer-chains.server';
import type { Cart } from '../../../schemas/commerce';
import type { NewOrder } from '../../../schemas/order';
import { findCartRow } from './cart.server';
import { priceCart } from './pricing.server';
import { purchasedCounts } from './purchase-limits.server';

/**
 * One of `itemId`, priced for the player; refuses (404 / 422 on `itemId`) an unknown item or one that cannot be bought.
 * With `chainLink` (an offer chain card's Buy), the line carries the chain step it pays for, refused (422) unless that
 * step sells the item and is the player's next one (docs/decisions/050).
 */
export async function oneItemForCheckout(
  tx: Executor,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  itemId: string,
  chainLink?: { chainId: string; linkId: string },
): Promise<{ cart: Cart; order: NewOrder }> {
  const { catalogue } = shop.config;
  const item = catalogue.items.find((candidate) => candidate.id === itemId);
  if (!item)
    throw new NotFoundError('This item is not sold in this shop', [{ path: 'itemId', message: 'No item has this id' }]);
  const currency = (await findCartRow(tx, shop.id, playerId, false))?.currency ?? catalogue.defaultCurrency;
  const purchased =
    item.limitPerPlayer === undefined
      ? new Map<string, number>()
      : await purchasedCounts(tx, shop.id, playerId, [itemId]);
  const { cart, order } = priceCart({
    shop,
    playerId,
    catalogue,
    currency,
    lines: [{ itemId, quantity: 1 }],
    couponCode: null,
    purchased,
    now: clock.now(),
    version: 0,
  });
  const problem = cart.lines[0]?.problem;
  if (problem)
    throw new UnprocessableError(`${item.name}: ${problem.message}`, [{ path: 'itemId', message: problem.message }]);
  if (!chainLink) return { cart, order: { ...order, cartVersion: null } };
  const offerChainLink = await offerChainLinkForCheckout(tx, clock, shop, playerId, itemId, chainLink);
  const lines = order.lines.map((line) => ({ ...line, offerChainLink }));
  return { cart, order: { ...order, lines, cartVersion: null } };
}
