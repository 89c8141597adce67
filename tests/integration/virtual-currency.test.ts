import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, couponUses, orders, walletLedger, wallets } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { requirePublishedShop, type PublishedShop } from '../../app/server/shops.server';
import { creditWallet, walletBalance } from '../../app/server/commerce/wallets.server';
import { reserveCouponUse, releaseCouponUse } from '../../app/server/commerce/coupons.server';
import { acquireItemWithVirtualCurrencyCall as acquireRoute } from '../../app/server/api/acquire-item-with-virtual-currency.server';
import { getExternalItemCall as externalItemRoute } from '../../app/server/api/get-external-item.server';
import { redeemFreeExternalItemCall as redeemRoute } from '../../app/server/api/redeem-free-external-item.server';
import type { ShopConfig } from '../../schemas/shop-config';
import { usingRealPostgres } from '../helpers/test-database';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

let emberfall: PublishedShop;

// The emberfall demo shop plus a 1-gem pebble, for the race of many purchases against a small balance.
const seeds = demoShops.map((shop) => {
  if (shop.handle !== 'emberfall') return shop;
  const catalogue = shop.config.catalogue;
  const pebble = {
    id: 'ember-pebble',
    kind: 'resource' as const,
    name: 'Ember Pebble',
    contents: [{ name: 'Pebble', amount: 1 }],
    virtualPrice: { currencyId: 'ember-gems', amount: 1 },
    maxPerCart: 10,
  };
  const config: ShopConfig = { ...shop.config, catalogue: { ...catalogue, items: [...catalogue.items, pebble] } };
  return { ...shop, config };
});

const suite = integrationSuite({ seeds: seeds });
const { clock } = suite;
beforeAll(async () => {
  emberfall = await requirePublishedShop(suite.db, 'emberfall');
});

type Headers = Record<string, string>;
let emails = 0;
async function player(shop = 'emberfall') {
  emails += 1;
  return signedInBrowser(suite.context, shop, `wallet-player-${emails}@example.com`);
}

const grant = (playerId: string, amount: number) =>
  creditWallet(suite.db, clock, {
    shopId: emberfall.id,
    playerId,
    currencyId: 'ember-gems',
    amount,
    reason: 'grant',
  });

const acquire = (headers: Headers, item: string, shop = 'emberfall') =>
  callRoute(acquireRoute, suite.context, {
    method: 'POST',
    path: `/api/shop/${shop}/acquire_item_with_virtual_currency/${item}`,
    params: { shop, item },
    headers,
  });
const externalItem = (headers: Headers, item: string, shop = 'emberfall', query = '') =>
  callRoute(externalItemRoute, suite.context, {
    path: `/api/shop/${shop}/external_item/${item}${query}`,
    params: { shop, item },
    headers,
  });
const redeem = (headers: Headers, item: string, shop = 'emberfall') =>
  callRoute(redeemRoute, suite.context, {
    method: 'POST',
    path: `/api/shop/${shop}/redeem_free_external_item/${item}`,
    params: { shop, item },
    headers,
  });

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function ledgerOf(playerId: string) {
  return suite.db.select().from(walletLedger).where(eq(walletLedger.playerId, playerId)).orderBy(walletLedger.id);
}

describe('buying with virtual currency', () => {
  it('pays from the wallet, writes a paid order and one ledger row', async () => {
    const { headers, player: buyer } = await player();
    await grant(buyer.id, 500);
    const bought = await json<{ orderId: string; receiptNumber: string; wallet: unknown }>(
      await acquire(headers, 'gold-sack'),
    );
    expect(bought.receiptNumber).toMatch(/^GF-\d{6}$/);
    expect(bought.wallet).toEqual({ currencyId: 'ember-gems', name: 'Ember Gems', balance: 380 });
    const [order] = await suite.db.select().from(orders).where(eq(orders.id, bought.orderId));
    expect(order).toMatchObject({ status: 'paid', paidWith: 'virtual', currency: 'ember-gems', total: 120 });
    expect((await ledgerOf(buyer.id)).map((row) => [row.delta, row.balanceAfter, row.reason])).toEqual([
      [500, 500, 'grant'],
      [-120, 380, 'purchase'],
    ]);
  });

  it('refuses when the wallet is short, changing nothing', async () => {
    const { headers, player: buyer } = await player();
    await grant(buyer.id, 119);
    const refused = await json<{ error: { message: string } }>(await acquire(headers, 'gold-sack'), 422);
    expect(refused.error.message).toBe('Not enough Ember Gems');
    expect(await walletBalance(suite.db, emberfall.id, buyer.id, 'ember-gems')).toBe(119);
    expect(await suite.db.select().from(orders).where(eq(orders.playerId, buyer.id))).toEqual([]);
    const { headers: broke } = await player();
    expect((await json<{ error: { message: string } }>(await acquire(broke, 'gold-sack'), 422)).error.message).toBe(
      'Not enough Ember Gems',
    );
  });

  it('refuses items sold for money and unknown items', async () => {
    const { headers } = await player();
    expect((await json<{ error: { message: string } }>(await acquire(headers, 'gems-pouch'), 422)).error.message).toBe(
      'This item is bought with money: add it to your cart',
    );
    await json(await acquire(headers, 'no-such-item'), 404);
  });

  it('claims a free item once when its limit is 1', async () => {
    const { headers } = await player();
    expect(await json<{ wallet: unknown }>(await acquire(headers, 'hoard-gems-gift'))).toMatchObject({ wallet: null });
    expect(
      (await json<{ error: { message: string } }>(await acquire(headers, 'hoard-gems-gift'), 422)).error.message,
    ).toBe('You have reached the limit for this item');
  });

  it('replays the first answer for a repeated Idempotency-Key, paying once', async () => {
    const { headers, player: buyer } = await player();
    await grant(buyer.id, 300);
    const keyed = { ...headers, 'Idempotency-Key': randomUUID() };
    const answers = await Promise.all([acquire(keyed, 'gold-sack'), acquire(keyed, 'gold-sack')]);
    const [first, second] = await Promise.all(answers.map((answer) => json<{ orderId: string }>(answer)));
    expect(second!.orderId).toBe(first!.orderId);
    expect(await walletBalance(suite.db, emberfall.id, buyer.id, 'ember-gems')).toBe(180);
  });

  it('is refused to another shop’s session (401: anonymous there)', async () => {
    const { headers } = await player('frostmark');
    await json(await acquire(headers, 'gold-sack'), 401);
  });

  it(`lets exactly 10 of ${usingRealPostgres ? '1,000' : '50'} concurrent purchases of a 1-gem item through on a balance of 10`, async () => {
    const { headers, player: buyer } = await player();
    await grant(buyer.id, 10);
    // PGlite has one connection and serialises everything; the real race needs PostgreSQL.
    const attempts = usingRealPostgres ? 1000 : 50;
    const answers = await Promise.all(Array.from({ length: attempts }, () => acquire(headers, 'ember-pebble')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(attempts - 10);
    const purchases = (await ledgerOf(buyer.id)).filter((row) => row.reason === 'purchase');
    expect(purchases).toHaveLength(10);
    expect(purchases.every((row) => row.balanceAfter >= 0)).toBe(true);
    expect(await walletBalance(suite.db, emberfall.id, buyer.id, 'ember-gems')).toBe(0);
    expect(
      await suite.db
        .select()
        .from(orders)
        .where(and(eq(orders.playerId, buyer.id), eq(orders.status, 'paid'))),
    ).toHaveLength(10);
  }, 120_000);
});

describe('external items', () => {
  it('reads an external item with its price and what the player has left', async () => {
    const { headers } = await player();
    expect(await json(await externalItem(headers, 'crimson-blade-skin'))).toEqual({
      itemId: 'crimson-blade-skin',
      externalId: 'skin.crimson_blade',
      name: 'Crimson Blade skin',
      description: 'A free skin for stream viewers, granted by the game.',
      image: null,
      price: { kind: 'free' },
      available: true,
      remaining: 1,
    });
    const frost = await player('frostmark');
    expect(await json(await externalItem(frost.headers, 'aurora-emote', 'frostmark', '?currency=KWD'))).toMatchObject({
      price: { kind: 'money', amount: 600, currency: 'KWD' },
      remaining: null,
    });
    await json(await externalItem(headers, 'gems-pouch'), 404);
  });

  it('redeems a free external item once', async () => {
    const { headers } = await player();
    expect(await json(await redeem(headers, 'crimson-blade-skin'))).toMatchObject({ wallet: null });
    expect(await json(await externalItem(headers, 'crimson-blade-skin'))).toMatchObject({
      available: false,
      remaining: 0,
    });
    await json(await redeem(headers, 'crimson-blade-skin'), 422);
    const frost = await player('frostmark');
    expect(
      (await json<{ error: { message: string } }>(await redeem(frost.headers, 'aurora-emote', 'frostmark'), 422)).error
        .message,
    ).toBe('This item is not free');
  });
});

describe('coupon use limits under concurrency', () => {
  it('a coupon limited to 1 use, reserved concurrently 100 times: one use', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => player()));
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        suite.db.transaction((tx) =>
          reserveCouponUse(tx, emberfall, buyers[index % buyers.length]!.player.id, 'ONCE', randomUUID()),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const reasons = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as Error).message] : [],
    );
    expect(new Set(reasons)).toEqual(new Set(['This coupon has been used up']));
    const [uses] = await suite.db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.shopId, emberfall.id), eq(couponUses.code, 'ONCE')));
    expect(uses!.uses).toBe(1);
    const redemptions = await suite.db.select().from(couponRedemptions).where(eq(couponRedemptions.code, 'ONCE'));
    expect(redemptions).toHaveLength(1);

    // A failed payment gives the use back, and the next player can have it.
    await suite.db.transaction((tx) => releaseCouponUse(tx, redemptions[0]!.orderId));
    await suite.db.transaction((tx) => reserveCouponUse(tx, emberfall, buyers[0]!.player.id, 'ONCE', randomUUID()));
  }, 60_000);

  it('a coupon once per player, reserved concurrently by one player 50 times: one use', async () => {
    const { player: buyer } = await player();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        suite.db.transaction((tx) => reserveCouponUse(tx, emberfall, buyer.id, 'GEMS15', randomUUID())),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      await suite.db.select().from(couponRedemptions).where(eq(couponRedemptions.playerId, buyer.id)),
    ).toHaveLength(1);
  }, 60_000);
});

describe('wallet balances', () => {
  it('never go negative, even written by hand', async () => {
    const { player: buyer } = await player();
    await grant(buyer.id, 5);
    await expect(suite.db.update(wallets).set({ balance: -1 }).where(eq(wallets.playerId, buyer.id))).rejects.toThrow();
  });
});
