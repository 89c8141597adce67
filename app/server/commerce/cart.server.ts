import { and, eq, sql } from 'drizzle-orm';
import { cartLines, carts } from '../../../db/schema';
import { itemPricing, type CatalogueItem } from '../../../schemas/catalogue';
import type { Cart, CartMutation } from '../../../schemas/commerce';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import type { PublishedShop } from '~/server/shops.server';
import { couponRefused, couponRefusalFor, couponUsageRefusal, findCoupon } from './coupons.server';
import { availabilityOf, maxQuantityFor, priceCart, type PricedCart } from './pricing.server';
import { purchasedCounts } from './purchase-limits.server';

// The player's cart in one shop: a row (currency, coupon, version) and its lines. Prices are never stored; every
// answer is priced from the published catalogue. Every change runs in one transaction that locks the cart row and
// bumps `version`, so checkout can name the exact cart the player saw.
//
// A coupon that stops applying after a change (the cart fell below its minimum spend, its item was removed) is
// kept on the cart with no discount, and the cart says why ("Not applied: ..."): the player who adds the item back
// gets the discount back without typing the code again. Checkout then orders without it.

export interface CartRow {
  id: string;
  currency: string;
  couponCode: string | null;
  version: number;
}

const cartColumns = { id: carts.id, currency: carts.currency, couponCode: carts.couponCode, version: carts.version };

export async function findCartRow(
  db: Executor,
  shopId: string,
  playerId: string,
  lock: boolean,
): Promise<CartRow | null> {
  const query = db
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.shopId, shopId), eq(carts.playerId, playerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Locks the player's cart row, creating it (in the catalogue's default currency) on first use. */
export async function lockCartRow(tx: Executor, clock: Clock, shop: PublishedShop, playerId: string): Promise<CartRow> {
  const existing = await findCartRow(tx, shop.id, playerId, true);
  if (existing) return existing;
  const [created] = await tx
    .insert(carts)
    .values({ shopId: shop.id, playerId, currency: shop.config.catalogue.defaultCurrency, updatedAt: clock.now() })
    .onConflictDoNothing({ target: [carts.shopId, carts.playerId] })
    .returning(cartColumns);
  // A row just inserted is ours until commit; one a concurrent first use inserted is locked by the second select.
  return created ?? (await findCartRow(tx, shop.id, playerId, true))!;
}

/**
 * The locked cart row, then its lines. Two statements on purpose: a join locked with FOR UPDATE would re-check the
 * cart row after waiting for the lock but return the lines of its older snapshot, and lose a concurrent change.
 */
async function lockCartWithLines(
  tx: Executor,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
): Promise<{ row: CartRow; lines: StoredLine[] }> {
  const row = await lockCartRow(tx, clock, shop, playerId);
  return { row, lines: await linesOf(tx, row.id) };
}

type StoredLine = { itemId: string; quantity: number; addedAt: Date };

async function linesOf(db: Executor, cartId: string): Promise<StoredLine[]> {
  return db
    .select({ itemId: cartLines.itemId, quantity: cartLines.quantity, addedAt: cartLines.addedAt })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(cartLines.addedAt, cartLines.itemId);
}

/** Purchased counts of those items that have a per-player limit: no query at all when none has one. */
async function limitedPurchases(
  db: Executor,
  shop: PublishedShop,
  playerId: string,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  const limited = itemIds.filter((id) =>
    shop.config.catalogue.items.some((item) => item.id === id && item.limitPerPlayer !== undefined),
  );
  return limited.length === 0 ? new Map() : purchasedCounts(db, shop.id, playerId, limited);
}

function pricedFrom(
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  row: CartRow,
  lines: StoredLine[],
  purchased: ReadonlyMap<string, number>,
): PricedCart {
  return priceCart({
    shop,
    playerId,
    catalogue: shop.config.catalogue,
    currency: row.currency,
    lines,
    couponCode: row.couponCode,
    purchased,
    now: clock.now(),
    version: row.version,
  });
}

export async function priceCartRow(
  db: Executor,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  row: CartRow,
): Promise<PricedCart> {
  const lines = await linesOf(db, row.id);
  const purchased = await limitedPurchases(
    db,
    shop,
    playerId,
    lines.map((line) => line.itemId),
  );
  return pricedFrom(clock, shop, playerId, row, lines, purchased);
}

/**
 * The player's cart, read only. A player without a cart sees an empty one in `currency` (the page's) or the
 * catalogue's default currency; an existing cart keeps its own currency (changed with the set_currency intent).
 */
export async function getCart(
  db: Database,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  currency?: string,
): Promise<Cart> {
  const row = await findCartRow(db, shop.id, playerId, false);
  if (row) return (await priceCartRow(db, clock, shop, playerId, row)).cart;
  const { catalogue } = shop.config;
  const empty = {
    shop,
    playerId,
    catalogue,
    lines: [],
    couponCode: null,
    purchased: new Map<string, number>(),
    now: clock.now(),
    version: 0,
  };
  return priceCart({ ...empty, currency: currency ?? catalogue.defaultCurrency }).cart;
}

function itemOf(shop: PublishedShop, itemId: string): CatalogueItem {
  const item = shop.config.catalogue.items.find((candidate) => candidate.id === itemId);
  if (!item)
    throw new NotFoundError('This item is not sold in this shop', [
      { path: 'mutation.itemId', message: 'No item has this id' },
    ]);
  return item;
}

function refuse(message: string, path = 'mutation.itemId'): UnprocessableError {
  return new UnprocessableError(message, [{ path, message }]);
}

/** The quantity a line may hold after the player asked for `wanted`: clamped to what is left, refused when nothing is. */
function allowedQuantity(
  clock: Clock,
  row: CartRow,
  item: CatalogueItem,
  purchased: ReadonlyMap<string, number>,
  wanted: number,
): number {
  const availability = availabilityOf(item, clock.now());
  if (availability === 'not_started') throw refuse('This item is not on sale yet');
  if (availability === 'ended') throw refuse('This offer has ended');
  const pricing = itemPricing(item, row.currency);
  if (pricing === null) throw refuse(`This item cannot be bought in ${row.currency}`);
  if (pricing.kind === 'virtual') throw refuse('This item is bought with virtual currency, not in the cart');
  if (pricing.kind === 'free') throw refuse('This item is free: claim it from the shop');
  const max = maxQuantityFor(item, purchased);
  if (max === 0) throw refuse('You have reached the limit for this item');
  return Math.min(wanted, max);
}

type LineWrite = { itemId: string; quantity: number; addedAt: Date } | { itemId: string; quantity: 0 } | 'clear' | null;

/** The cart's lines after one line's new quantity (0 takes it out), in cart order, and the write to save. */
function withLine(
  clock: Clock,
  lines: StoredLine[],
  itemId: string,
  quantity: number,
): { lines: StoredLine[]; write: LineWrite } {
  const others = lines.filter((line) => line.itemId !== itemId);
  if (quantity <= 0) return { lines: others, write: { itemId, quantity: 0 } };
  const line = {
    itemId,
    quantity,
    addedAt: lines.find((existing) => existing.itemId === itemId)?.addedAt ?? clock.now(),
  };
  const sorted = [...others, line].sort(
    (a, b) => a.addedAt.getTime() - b.addedAt.getTime() || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0),
  );
  return { lines: sorted, write: line };
}

/** Saves a line change and bumps the cart's version in one statement (a data-modifying WITH). */
async function saveChange(
  tx: Executor,
  clock: Clock,
  row: CartRow,
  write: LineWrite,
  changes: Partial<Pick<CartRow, 'currency' | 'couponCode'>>,
): Promise<CartRow> {
  const bump = { ...changes, version: sql`${carts.version} + 1`, updatedAt: clock.now() };
  const where = eq(carts.id, row.id);
  let updated: CartRow[];
  if (write === null) {
    updated = await tx.update(carts).set(bump).where(where).returning(cartColumns);
  } else {
    const lineWrite =
      write === 'clear'
        ? tx.delete(cartLines).where(eq(cartLines.cartId, row.id)).returning({ itemId: cartLines.itemId })
        : write.quantity === 0
          ? tx
              .delete(cartLines)
              .where(and(eq(cartLines.cartId, row.id), eq(cartLines.itemId, write.itemId)))
              .returning({ itemId: cartLines.itemId })
          : tx
              .insert(cartLines)
              .values({ cartId: row.id, ...write })
              .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.itemId], set: { quantity: write.quantity } })
              .returning({ itemId: cartLines.itemId });
    const line = tx.$with('line').as(lineWrite);
    updated = await tx.with(line).update(carts).set(bump).where(where).returning(cartColumns);
  }
  return updated[0]!;
}

/**
 * Applies what the player did (add, remove, set quantity, currency, clear) and answers the priced cart. Three
 * statements in the common case: lock the cart, read its lines, write the line and bump the version together.
 * The purchase counts are read only for items with a per-player limit.
 */
export async function mutateCart(
  db: Database,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  mutation: CartMutation,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { row, lines } = await lockCartWithLines(tx, clock, shop, playerId);
    const mentioned = 'itemId' in mutation ? [mutation.itemId] : [];
    const purchased = await limitedPurchases(tx, shop, playerId, [
      ...new Set([...lines.map((line) => line.itemId), ...mentioned]),
    ]);
    let next: { lines: StoredLine[]; write: LineWrite } = { lines, write: null };
    let changes: Partial<Pick<CartRow, 'currency' | 'couponCode'>> = {};
    switch (mutation.intent) {
      case 'add': {
        const item = itemOf(shop, mutation.itemId);
        const inCart = lines.find((line) => line.itemId === item.id)?.quantity ?? 0;
        next = withLine(
          clock,
          lines,
          item.id,
          allowedQuantity(clock, row, item, purchased, inCart + mutation.quantity),
        );
        break;
      }
      case 'set_quantity': {
        const quantity =
          mutation.quantity === 0
            ? 0
            : allowedQuantity(clock, row, itemOf(shop, mutation.itemId), purchased, mutation.quantity);
        next = withLine(clock, lines, mutation.itemId, quantity);
        break;
      }
      case 'remove':
        // Removing works for items the catalogue no longer has, so a player can always clear a problem line.
        next = withLine(clock, lines, mutation.itemId, 0);
        break;
      case 'set_currency': {
        const sold = shop.config.catalogue.items.some((item) => item.prices?.[mutation.currency] !== undefined);
        if (!sold) throw refuse(`This shop does not sell in ${mutation.currency}`, 'mutation.currency');
        changes = { currency: mutation.currency };
        break;
      }
      case 'clear':
        next = { lines: [], write: 'clear' };
        changes = { couponCode: null };
        break;
    }
    const updated = await saveChange(tx, clock, row, next.write, changes);
    return pricedFrom(clock, shop, playerId, updated, next.lines, purchased).cart;
  });
}

/**
 * Applies a coupon (refused with its own message when it does not apply to this cart, now, for this player) or
 * removes it (`code` null).
 */
export async function setCoupon(
  db: Database,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  code: string | null,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const row = await lockCartRow(tx, clock, shop, playerId);
    if (code !== null) {
      const coupon = findCoupon(shop.config.catalogue, code);
      const priced = await priceCartRow(tx, clock, shop, playerId, { ...row, couponCode: null });
      const buyable = priced.order.lines.map((line) => ({ itemId: line.itemId, amount: line.amount }));
      const refusal =
        couponRefusalFor(coupon, buyable, row.currency, clock.now()) ??
        (await couponUsageRefusal(tx, shop.id, coupon!, playerId));
      if (refusal) throw couponRefused(refusal, coupon, row.currency);
    }
    const updated = await saveChange(tx, clock, row, null, { couponCode: code === null ? null : code.toUpperCase() });
    return (await priceCartRow(tx, clock, shop, playerId, updated)).cart;
  });
}

/** The cart named in a call must be the viewer's shop: another shop's cart is never visible, so it is a 404. */
export function assertViewerShop(viewer: { shopHandle: string }, shop: string): void {
  if (shop.toLowerCase() !== viewer.shopHandle) throw new NotFoundError('No cart here');
}
