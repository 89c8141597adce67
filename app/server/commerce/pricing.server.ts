import { itemPricing, type Catalogue, type CatalogueItem } from '../../../schemas/catalogue';
import { type Cart, type CartLine, type CouponRefusal } from '../../../schemas/commerce';
import type { NewOrder, NewOrderLine } from '../../../schemas/order';
import { remainingForPlayer } from '~/lib/card-prices';
import { couponDescription, couponRefusalFor, couponRefusalMessage, couponShares, findCoupon } from './coupons.server';

// Prices a cart from the published catalogue alone: no database, no clock but `now`, so every rule (currencies,
// coupons, limits, windows, rounding) is tested as a pure function (tests/unit/commerce/pricing.test.ts).
// Amounts are integers in the currency's minor units; JPY (0 decimals) and KWD (3) need no special case here.

export interface CartContents {
  shop: { id: string; handle: string };
  playerId: string;
  catalogue: Catalogue;
  currency: string;
  lines: ReadonlyArray<{ itemId: string; quantity: number }>;
  couponCode: string | null;
  /** How many of each item the player has bought (paid or pending orders), by item id. */
  purchased: ReadonlyMap<string, number>;
  now: Date;
  version: number;
}

export interface PricedCart {
  cart: Cart;
  /** The order a payment of this cart would write (only lines without a problem; the coupon only when it applies). */
  order: NewOrder;
  /** Why the cart's coupon does not apply now (it is kept on the cart and shown, see `couponDescription`). */
  couponRefusal: CouponRefusal | null;
}

export type Availability = 'available' | 'not_started' | 'ended';

/** Whether an item can be bought at `now` (its window is [availableFrom, availableUntil)). */
export function availabilityOf(item: CatalogueItem, now: Date): Availability {
  const at = now.getTime();
  if (item.availableFrom && at < Date.parse(item.availableFrom)) return 'not_started';
  if (item.availableUntil && at >= Date.parse(item.availableUntil)) return 'ended';
  return 'available';
}

/** The most one cart line of the item may hold now. */
export function maxQuantityFor(item: CatalogueItem, purchased: ReadonlyMap<string, number>): number {
  const remaining = remainingForPlayer(item, purchased);
  return remaining === null ? item.maxPerCart : Math.min(item.maxPerCart, remaining);
}

interface DraftLine {
  item: CatalogueItem | null;
  itemId: string;
  quantity: number;
  maxQuantity: number;
  unitAmount: number;
  originalUnitAmount: number | null;
  problem: CartLine['problem'];
}

function problem(code: NonNullable<CartLine['problem']>['code'], message: string): CartLine['problem'] {
  return { code, message };
}

function draftLine(contents: CartContents, line: { itemId: string; quantity: number }): DraftLine {
  const item = contents.catalogue.items.find((candidate) => candidate.id === line.itemId) ?? null;
  const base = { item, itemId: line.itemId, quantity: line.quantity, unitAmount: 0, originalUnitAmount: null };
  if (!item) return { ...base, maxQuantity: 0, problem: problem('unavailable', 'This item is no longer sold') };
  const maxQuantity = maxQuantityFor(item, contents.purchased);
  const pricing = itemPricing(item, contents.currency);
  const priced =
    pricing?.kind === 'money'
      ? { unitAmount: pricing.amount, originalUnitAmount: pricing.original ?? null }
      : { unitAmount: 0, originalUnitAmount: null };
  const drafted = { ...base, ...priced, maxQuantity };
  const availability = availabilityOf(item, contents.now);
  if (availability === 'not_started')
    return { ...drafted, problem: problem('not_started', 'This item is not on sale yet') };
  if (availability === 'ended') return { ...drafted, problem: problem('ended', 'This offer has ended') };
  if (pricing === null)
    return {
      ...drafted,
      problem: problem('no_price_in_currency', `This item cannot be bought in ${contents.currency}`),
    };
  if (pricing.kind !== 'money') {
    const how = pricing.kind === 'free' ? 'claimed for free' : 'bought with virtual currency';
    return { ...drafted, problem: problem('not_for_money', `This item is ${how}, not in the cart`) };
  }
  if (line.quantity > maxQuantity) {
    const message =
      maxQuantity === 0
        ? 'You have reached the limit for this item'
        : `You can buy at most ${maxQuantity} of this item`;
    return { ...drafted, problem: problem('limit_reached', message) };
  }
  return { ...drafted, problem: null };
}

/** Tax already included in a total, for a rate in basis points: total × rate / (1 + rate), rounded down. */
export function includedTaxOf(total: number, basisPoints: number | undefined): number {
  if (!basisPoints) return 0;
  return Math.floor((total * basisPoints) / (10_000 + basisPoints));
}

export function priceCart(contents: CartContents): PricedCart {
  const { currency, catalogue } = contents;
  const drafts = contents.lines.map((line) => draftLine(contents, line));
  const buyable = drafts.filter((draft) => draft.problem === null);
  const buyableAmounts = buyable.map((draft) => ({ itemId: draft.itemId, amount: draft.unitAmount * draft.quantity }));

  const coupon = contents.couponCode === null ? null : findCoupon(catalogue, contents.couponCode);
  const couponRefusal =
    contents.couponCode === null ? null : couponRefusalFor(coupon, buyableAmounts, currency, contents.now);
  const applied = coupon !== null && couponRefusal === null ? coupon : null;
  const shares = applied ? couponShares(applied, buyableAmounts, currency) : buyableAmounts.map(() => 0);
  const discountOf = new Map(buyable.map((draft, index) => [draft, shares[index] ?? 0]));

  const lines: CartLine[] = drafts.map((draft) => {
    const amount = draft.unitAmount * draft.quantity;
    const discount = discountOf.get(draft) ?? 0;
    return {
      itemId: draft.itemId,
      name: draft.item?.name ?? draft.itemId,
      image: draft.item?.image ?? null,
      quantity: draft.quantity,
      maxQuantity: draft.maxQuantity,
      unitAmount: draft.unitAmount,
      originalUnitAmount: draft.originalUnitAmount,
      discount,
      amount: amount - discount,
      problem: draft.problem,
    };
  });

  // Totals count only lines that can be bought: the cart shows what checkout would charge once problems are fixed.
  const subtotal = buyableAmounts.reduce((sum, line) => sum + line.amount, 0);
  const discount = shares.reduce((sum, share) => sum + share, 0);
  const total = subtotal - discount;
  const includedTax = includedTaxOf(total, catalogue.includedTaxBasisPoints);

  const couponShown =
    contents.couponCode === null
      ? null
      : {
          code: contents.couponCode,
          description:
            couponRefusal === null && coupon
              ? couponDescription(coupon, currency)
              : `Not applied: ${couponRefusalMessage(couponRefusal ?? 'unknown', coupon, currency)}`,
        };

  const cart: Cart = {
    shop: contents.shop.handle,
    currency,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon: couponShown,
    subtotal,
    discount,
    includedTax,
    total,
    version: contents.version,
    canCheckout: lines.length > 0 && lines.every((line) => line.problem === null),
  };

  const orderLines: NewOrderLine[] = buyable.map((draft) => {
    const item = draft.item!;
    const discountShare = discountOf.get(draft) ?? 0;
    return {
      itemId: item.id,
      name: item.name,
      quantity: draft.quantity,
      unitAmount: draft.unitAmount,
      discount: discountShare,
      amount: draft.unitAmount * draft.quantity - discountShare,
      contents: item.contents.map((reward) => ({ name: reward.name, amount: reward.amount })),
      credits: item.credits ?? null,
      externalId: item.externalId,
    };
  });
  const order: NewOrder = {
    shopId: contents.shop.id,
    playerId: contents.playerId,
    paidWith: 'money',
    currency,
    subtotal,
    discount,
    total,
    tax: includedTax,
    couponCode: applied ? applied.code : null,
    cartVersion: contents.version,
    lines: orderLines,
  };
  return { cart, order, couponRefusal };
}
