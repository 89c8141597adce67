import { and, eq } from 'drizzle-orm';
import { orders, players, wallets } from '../../../db/schema';
import { itemPricing, type CatalogueItem } from '../../../schemas/catalogue';
import { receiptNumber, type NewOrder } from '../../../schemas/order';
import type { Clock } from '~/server/context.server';
import type { Database, Transaction } from '~/server/db.server';
import { NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import type { PublishedShop } from '~/server/shops.server';
import { createOrder, orderOfIdempotencyKey } from './orders.server';
import { settleOrder } from './settlement.server';
import { remainingForPlayer } from '~/lib/card-prices';
import { availabilityOf } from './pricing.server';
import { purchasedCounts } from './purchase-limits.server';
import { debitWallet } from './wallets.server';

// Buying an item with virtual currency, or claiming a free one, is one transaction: check the window and the
// player's limit, pay from the wallet (a conditional UPDATE that never goes below zero), write the order and
// settle it. Any refusal rolls everything back.

export interface AcquiredItem {
  orderId: string;
  receiptNumber: string;
  wallet: { currencyId: string; name: string; balance: number } | null;
}

export function catalogueItem(shop: PublishedShop, itemId: string): CatalogueItem {
  const item = shop.config.catalogue.items.find((candidate) => candidate.id === itemId);
  if (!item) throw new NotFoundError('This item is not sold in this shop');
  return item;
}

function assertAvailable(item: CatalogueItem, clock: Clock): void {
  const availability = availabilityOf(item, clock.now());
  if (availability === 'not_started') throw new UnprocessableError('This item is not on sale yet');
  if (availability === 'ended') throw new UnprocessableError('This offer has ended');
}

function orderLine(item: CatalogueItem, unitAmount: number): NewOrder['lines'][number] {
  return {
    itemId: item.id,
    name: item.name,
    quantity: 1,
    unitAmount,
    discount: 0,
    amount: unitAmount,
    contents: item.contents.map((reward) => ({ name: reward.name, amount: reward.amount })),
    credits: item.credits ?? null,
    externalId: item.externalId,
  };
}

/**
 * Takes the player's row lock when the item has a per-player limit, so two concurrent acquisitions of it queue
 * and the second counts the first's order (READ COMMITTED reads a fresh snapshot per statement).
 */
async function assertWithinLimit(
  tx: Transaction,
  shop: PublishedShop,
  playerId: string,
  item: CatalogueItem,
): Promise<void> {
  if (item.limitPerPlayer === undefined) return;
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
  const remaining = remainingForPlayer(item, await purchasedCounts(tx, shop.id, playerId, [item.id]));
  if (remaining === 0) throw new UnprocessableError('You have reached the limit for this item');
}

/** What a retry of an acquisition whose first request died after its commit answers: that order, the wallet now. */
async function acquiredEarlier(
  db: Database,
  shop: PublishedShop,
  playerId: string,
  key: string | null,
): Promise<AcquiredItem | null> {
  if (key === null) return null;
  const order = await orderOfIdempotencyKey(db, shop.id, playerId, key);
  if (!order) return null;
  const [row] = await db
    .select({ currency: orders.currency, paidWith: orders.paidWith })
    .from(orders)
    .where(eq(orders.id, order.id));
  let wallet: AcquiredItem['wallet'] = null;
  if (row?.paidWith === 'virtual') {
    const [balance] = await db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.shopId, shop.id), eq(wallets.playerId, playerId), eq(wallets.currencyId, row.currency)));
    const name =
      shop.config.catalogue.virtualCurrencies.find((currency) => currency.id === row.currency)?.name ?? row.currency;
    wallet = { currencyId: row.currency, name, balance: balance?.balance ?? 0 };
  }
  return { orderId: order.id, receiptNumber: receiptNumber(order.number), wallet };
}

/**
 * POST /api/shop/{shop}/acquire_item_with_virtual_currency/{item}: also claims free items. With an Idempotency-Key the
 * order remembers it, and a retry of a request that died after its commit gets that order back, not a second one.
 */
export async function acquireItem(
  db: Database,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  itemId: string,
  idempotencyKey: string | null = null,
): Promise<AcquiredItem> {
  const item = catalogueItem(shop, itemId);
  const pricing = itemPricing(item, shop.config.catalogue.defaultCurrency);
  if (pricing === null || pricing.kind === 'money')
    throw new UnprocessableError('This item is bought with money: add it to your cart');
  const earlier = await acquiredEarlier(db, shop, playerId, idempotencyKey);
  if (earlier) return earlier;
  assertAvailable(item, clock);
  return db.transaction(async (tx) => {
    await assertWithinLimit(tx, shop, playerId, item);
    if (pricing.kind === 'free') {
      const order = await createOrder(tx, clock, {
        shopId: shop.id,
        playerId,
        paidWith: 'free',
        currency: '',
        subtotal: 0,
        discount: 0,
        total: 0,
        tax: 0,
        idempotencyKey,
        lines: [orderLine(item, 0)],
      });
      await settleOrder(tx, clock, order.id);
      return { orderId: order.id, receiptNumber: receiptNumber(order.number), wallet: null };
    }
    const { currencyId, amount } = pricing;
    const name =
      shop.config.catalogue.virtualCurrencies.find((currency) => currency.id === currencyId)?.name ?? currencyId;
    const order = await createOrder(tx, clock, {
      shopId: shop.id,
      playerId,
      paidWith: 'virtual',
      currency: currencyId,
      subtotal: amount,
      discount: 0,
      total: amount,
      tax: 0,
      idempotencyKey,
      lines: [orderLine(item, amount)],
    });
    const balance = await debitWallet(tx, clock, {
      shopId: shop.id,
      playerId,
      currencyId,
      amount,
      reason: 'purchase',
      orderId: order.id,
      itemId: item.id,
      currencyName: name,
    });
    await settleOrder(tx, clock, order.id);
    return { orderId: order.id, receiptNumber: receiptNumber(order.number), wallet: { currencyId, name, balance } };
  });
}

/** POST /api/shop/{shop}/redeem_free_external_item/{item}: a free item the game defines. */
export async function redeemFreeExternalItem(
  db: Database,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  itemId: string,
  idempotencyKey: string | null = null,
): Promise<AcquiredItem> {
  const item = catalogueItem(shop, itemId);
  if (item.kind !== 'external') throw new NotFoundError('This item is not an external item of this shop');
  if (item.prices || item.virtualPrice) throw new UnprocessableError('This item is not free');
  return acquireItem(db, clock, shop, playerId, itemId, idempotencyKey);
}
