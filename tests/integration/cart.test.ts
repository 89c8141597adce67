import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, orderLines, orders } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { requirePublishedShop } from '../../app/server/shops.server';
import { cartForCheckout } from '../../app/server/commerce/checkout-cart.server';
import { reserveCouponUse } from '../../app/server/commerce/coupons.server';
import { removePaidLinesFromCart } from '../../app/server/commerce/settlement.server';
import { getCartCall as getCartRoute } from '../../app/server/api/get-cart.server';
import { mutateCartCall as mutateRoute } from '../../app/server/api/mutate-cart.server';
import { setCartCouponCall as setCouponRoute } from '../../app/server/api/set-cart-coupon.server';
import { loadStorefront } from '../../app/shop/load-storefront.server';
import type { Card } from '../../schemas/cards';
import type { Cart } from '../../schemas/commerce';
import { couponRefusals } from '../../schemas/commerce';
import type { ShopConfig } from '../../schemas/shop-config';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

// 2027-03-01: the Vault of Gems offer (until 2027-01-15) has ended; everything else is on sale.

// The demo shops, plus one coupon only valid in USD (every demo coupon has all four currencies).
const seeds = demoShops.map((shop) => {
  if (shop.handle !== 'emberfall') return shop;
  const catalogue = shop.config.catalogue;
  const config: ShopConfig = {
    ...shop.config,
    catalogue: {
      ...catalogue,
      coupons: [...catalogue.coupons, { code: 'DOLLAR', kind: 'fixed', amountOff: { USD: 100 } }],
    },
  };
  return { ...shop, config };
});

const suite = integrationSuite({ seeds: seeds });
const { clock } = suite;

type Headers = Record<string, string>;
interface ApiError {
  code: string;
  message: string;
  fields?: Array<{ path: string; message: string }>;
}

async function ok(response: Response): Promise<Cart> {
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as Cart;
}

async function errorOf(response: Response): Promise<ApiError & { status: number }> {
  const body = (await response.json()) as { error: ApiError };
  return { status: response.status, ...body.error };
}

const readCart = (headers: Headers, shop = 'emberfall', currency?: string) =>
  callRoute(getCartRoute, suite.context, {
    method: 'POST',
    path: `/api/cart/get?shop=${shop}${currency ? `&currency=${currency}` : ''}`,
    headers,
  });
const mutate = (headers: Headers, mutation: unknown, shop = 'emberfall') =>
  callRoute(mutateRoute, suite.context, { path: '/api/cart/mutate', body: { shop, mutation }, headers });
const coupon = (headers: Headers, code: string | null, shop = 'emberfall') =>
  callRoute(setCouponRoute, suite.context, { path: '/api/cart/set_coupon', body: { shop, code }, headers });

let emails = 0;
async function player(shop = 'emberfall') {
  emails += 1;
  return signedInBrowser(suite.context, shop, `cart-player-${emails}@example.com`);
}

/** A paid order checked out from the player's cart (it names the cart version it was priced from). */
async function paidOrder(shopHandle: string, playerId: string, itemId: string, quantity: number) {
  const shop = await requirePublishedShop(suite.db, shopHandle);
  const [order] = await suite.db
    .insert(orders)
    .values({
      shopId: shop.id,
      playerId,
      paidWith: 'money',
      currency: 'USD',
      subtotal: 0,
      total: 0,
      status: 'paid',
      cartVersion: 1,
    })
    .returning({ id: orders.id });
  await suite.db.insert(orderLines).values({
    orderId: order!.id,
    shopId: shop.id,
    itemId,
    name: itemId,
    quantity,
    unitAmount: 0,
    amount: 0,
    contents: [],
  });
  return order!.id;
}

describe('a player’s cart', () => {
  it('starts empty in the catalogue’s default currency, or the page’s when the player has none yet', async () => {
    const { headers } = await player();
    expect(await ok(await readCart(headers))).toMatchObject({
      shop: 'emberfall',
      currency: 'USD',
      lines: [],
      itemCount: 0,
      total: 0,
      version: 0,
      canCheckout: false,
    });
    expect((await ok(await readCart(headers, 'emberfall', 'JPY'))).currency).toBe('JPY');
  });

  it('adds, sets quantities and removes items, priced by the server, with a new version each time', async () => {
    const { headers } = await player();
    const added = await ok(await mutate(headers, { intent: 'add', itemId: 'gems-pouch', quantity: 2 }));
    expect(added.lines).toEqual([
      expect.objectContaining({
        itemId: 'gems-pouch',
        name: 'Pouch of Gems',
        quantity: 2,
        unitAmount: 499,
        amount: 998,
        maxQuantity: 10,
        problem: null,
      }),
    ]);
    expect(added).toMatchObject({ subtotal: 998, total: 998, itemCount: 2, version: 1, canCheckout: true });

    const more = await ok(await mutate(headers, { intent: 'add', itemId: 'hoard-chest' }));
    expect(more).toMatchObject({ itemCount: 3, total: 998 + 499, version: 2 });

    const set = await ok(await mutate(headers, { intent: 'set_quantity', itemId: 'gems-pouch', quantity: 5 }));
    expect(set.lines.find((line) => line.itemId === 'gems-pouch')!.quantity).toBe(5);
    expect(set.total).toBe(5 * 499 + 499);

    const removed = await ok(await mutate(headers, { intent: 'remove', itemId: 'gems-pouch' }));
    expect(removed.lines.map((line) => line.itemId)).toEqual(['hoard-chest']);
    const zeroed = await ok(await mutate(headers, { intent: 'set_quantity', itemId: 'hoard-chest', quantity: 0 }));
    expect(zeroed).toMatchObject({ lines: [], total: 0, version: 5, canCheckout: false });
    expect((await ok(await readCart(headers))).version).toBe(5);
  });

  it('switches currency: JPY in whole yen, KWD in fils', async () => {
    const { headers } = await player();
    await mutate(headers, { intent: 'add', itemId: 'gems-pouch', quantity: 3 });
    expect(await ok(await mutate(headers, { intent: 'set_currency', currency: 'JPY' }))).toMatchObject({
      currency: 'JPY',
      total: 2400,
    });
    expect(await ok(await mutate(headers, { intent: 'set_currency', currency: 'KWD' }))).toMatchObject({
      currency: 'KWD',
      total: 4500,
    });
    const refused = await errorOf(await mutate(headers, { intent: 'set_currency', currency: 'GBP' }));
    expect(refused).toMatchObject({
      status: 422,
      message: 'This shop does not sell in GBP',
      fields: [{ path: 'mutation.currency' }],
    });
  });

  it('clamps quantities to the cart maximum and the purchase limit', async () => {
    const { headers } = await player();
    const capped = await ok(await mutate(headers, { intent: 'add', itemId: 'gems-pouch', quantity: 40 }));
    expect(capped.lines[0]).toMatchObject({ quantity: 10, maxQuantity: 10 });
    const once = await ok(await mutate(headers, { intent: 'set_quantity', itemId: 'starter-bundle', quantity: 3 }));
    expect(once.lines.find((line) => line.itemId === 'starter-bundle')).toMatchObject({ quantity: 1, maxQuantity: 1 });
    const again = await ok(await mutate(headers, { intent: 'add', itemId: 'starter-bundle' }));
    expect(again.lines.find((line) => line.itemId === 'starter-bundle')!.quantity).toBe(1);
  });

  it('disables an item the player has bought up to its limit: the line says so and adding is refused', async () => {
    const { headers, player: buyer } = await player();
    await mutate(headers, { intent: 'add', itemId: 'starter-bundle' });
    await paidOrder('emberfall', buyer.id, 'starter-bundle', 1);
    const cart = await ok(await readCart(headers));
    expect(cart.lines[0]).toMatchObject({
      maxQuantity: 0,
      problem: { code: 'limit_reached', message: 'You have reached the limit for this item' },
    });
    expect(cart.canCheckout).toBe(false);
    const refused = await errorOf(await mutate(headers, { intent: 'add', itemId: 'starter-bundle' }));
    expect(refused).toMatchObject({
      status: 422,
      message: 'You have reached the limit for this item',
      fields: [{ path: 'mutation.itemId' }],
    });
    // The line can still be taken out.
    expect((await ok(await mutate(headers, { intent: 'remove', itemId: 'starter-bundle' }))).lines).toEqual([]);
  });

  it('refuses items out of their window, sold for virtual currency, free, or unknown', async () => {
    const { headers } = await player();
    const cases: Array<[string, number, string]> = [
      ['gems-vault', 422, 'This offer has ended'],
      ['gold-sack', 422, 'This item is bought with virtual currency, not in the cart'],
      ['hoard-gems-gift', 422, 'This item is free: claim it from the shop'],
      ['no-such-item', 404, 'This item is not sold in this shop'],
    ];
    for (const [itemId, status, message] of cases) {
      expect(await errorOf(await mutate(headers, { intent: 'add', itemId }))).toMatchObject({ status, message });
    }
    expect((await ok(await readCart(headers))).lines).toEqual([]);
  });

  it('clears everything, coupon included', async () => {
    const { headers } = await player();
    await mutate(headers, { intent: 'add', itemId: 'gems-pouch' });
    await ok(await coupon(headers, 'welcome10'));
    expect(await ok(await mutate(headers, { intent: 'clear' }))).toMatchObject({ lines: [], coupon: null, total: 0 });
  });
});

describe('coupons on the cart', () => {
  it('applies a percentage coupon typed in any case, and removes it', async () => {
    const { headers } = await player();
    await mutate(headers, { intent: 'add', itemId: 'gems-pouch', quantity: 2 });
    await mutate(headers, { intent: 'add', itemId: 'hoard-gold' });
    const applied = await ok(await coupon(headers, 'Welcome10'));
    // 10% of 9.98 and of 1.99, each rounded down.
    expect(applied.lines.map((line) => line.discount)).toEqual([99, 19]);
    expect(applied).toMatchObject({
      coupon: { code: 'WELCOME10', description: '10% off' },
      subtotal: 1197,
      discount: 118,
      total: 1079,
    });
    expect(await ok(await coupon(headers, null))).toMatchObject({ coupon: null, discount: 0, total: 1197 });
  });

  it('refuses each case with its own message on body.code', async () => {
    const { headers, player: self } = await player();
    const other = await player();
    // ONCE (one use in all) is taken by another player; GEMS15 (once per player) was used by this one.
    const shop = await requirePublishedShop(suite.db, 'emberfall');
    await suite.db.transaction((tx) => reserveCouponUse(tx, shop, other.player.id, 'ONCE', randomUUID()));
    await suite.db.transaction((tx) => reserveCouponUse(tx, shop, self.id, 'GEMS15', randomUUID()));

    const refusal = async (code: string) => {
      const error = await errorOf(await coupon(headers, code));
      expect(error.status).toBe(422);
      expect(error.fields).toEqual([{ path: 'body.code', message: error.message }]);
      return error.message;
    };
    expect(await refusal('NOPE')).toBe(couponRefusals.unknown);
    await mutate(headers, { intent: 'add', itemId: 'hoard-gold' });
    expect(await refusal('SPRING26')).toBe(couponRefusals.expired);
    expect(await refusal('FIVEOFF')).toBe('This coupon needs a cart of at least $20.00');
    expect(await refusal('GEMS15')).toBe(couponRefusals.no_eligible_items);
    expect(await refusal('ONCE')).toBe(couponRefusals.used_up);
    await mutate(headers, { intent: 'add', itemId: 'gems-pouch' });
    expect(await refusal('GEMS15')).toBe(couponRefusals.already_used);
    await mutate(headers, { intent: 'set_currency', currency: 'EUR' });
    expect(await refusal('DOLLAR')).toBe(couponRefusals.wrong_currency);
    expect((await ok(await readCart(headers))).coupon).toBeNull();
  });

  it('keeps a coupon that stops applying, without discount, and says why; it applies again when the cart qualifies', async () => {
    const { headers } = await player();
    await mutate(headers, { intent: 'add', itemId: 'gems-pouch', quantity: 5 });
    expect(await ok(await coupon(headers, 'FIVEOFF'))).toMatchObject({
      subtotal: 2495,
      discount: 500,
      total: 1995,
      coupon: { description: '$5.00 off' },
    });
    const below = await ok(await mutate(headers, { intent: 'set_quantity', itemId: 'gems-pouch', quantity: 2 }));
    expect(below).toMatchObject({
      discount: 0,
      total: 998,
      canCheckout: true,
      coupon: { code: 'FIVEOFF', description: 'Not applied: This coupon needs a cart of at least $20.00' },
    });
    expect(
      await ok(await mutate(headers, { intent: 'set_quantity', itemId: 'gems-pouch', quantity: 5 })),
    ).toMatchObject({ discount: 500 });
  });
});

describe('checkout’s view of the cart', () => {
  it('refuses a cart that changed since the player saw it, and an empty one', async () => {
    const { headers, player: buyer } = await player();
    const shop = await requirePublishedShop(suite.db, 'emberfall');
    await expect(suite.db.transaction((tx) => cartForCheckout(tx, clock, shop, buyer.id, 0))).rejects.toThrow(
      'Your cart is empty',
    );
    const cart = await ok(await mutate(headers, { intent: 'add', itemId: 'gems-pouch' }));
    await expect(
      suite.db.transaction((tx) => cartForCheckout(tx, clock, shop, buyer.id, cart.version - 1)),
    ).rejects.toThrow('Your cart changed');
    const { order } = await suite.db.transaction((tx) => cartForCheckout(tx, clock, shop, buyer.id, cart.version));
    expect(order).toMatchObject({
      shopId: shop.id,
      playerId: buyer.id,
      currency: 'USD',
      total: 499,
      cartVersion: cart.version,
    });
  });

  it('takes paid lines (and the spent coupon) out of the cart', async () => {
    const { headers, player: buyer } = await player();
    await mutate(headers, { intent: 'add', itemId: 'gems-pouch', quantity: 3 });
    await mutate(headers, { intent: 'add', itemId: 'hoard-gold' });
    const before = await ok(await coupon(headers, 'WELCOME10'));
    const orderId = await paidOrder('emberfall', buyer.id, 'gems-pouch', 2);
    await suite.db.update(orders).set({ couponCode: 'WELCOME10' }).where(eq(orders.id, orderId));
    await suite.db.transaction((tx) => removePaidLinesFromCart(tx, clock, orderId));
    const after = await ok(await readCart(headers));
    expect(after.lines.map((line) => [line.itemId, line.quantity])).toEqual([
      ['gems-pouch', 1],
      ['hoard-gold', 1],
    ]);
    expect(after).toMatchObject({ coupon: null, version: before.version + 1 });
  });
});

describe('who sees which cart', () => {
  it('never shows another shop’s cart: naming another shop is a 404', async () => {
    const { headers } = await player();
    await mutate(headers, { intent: 'add', itemId: 'gems-pouch' });
    expect((await errorOf(await readCart(headers, 'frostmark'))).status).toBe(404);
    expect((await errorOf(await mutate(headers, { intent: 'add', itemId: 'crystal-shard' }, 'frostmark'))).status).toBe(
      404,
    );
    expect((await errorOf(await coupon(headers, 'WELCOME10', 'frostmark'))).status).toBe(404);
    const frost = await player('frostmark');
    expect(await ok(await readCart(frost.headers, 'frostmark'))).toMatchObject({ currency: 'JPY', lines: [] });
    expect((await errorOf(await readCart(frost.headers, 'emberfall'))).status).toBe(404);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await errorOf(await readCart({}))).status).toBe(401);
    expect((await errorOf(await mutate({}, { intent: 'clear' }))).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 400 with the field path', async () => {
    const { headers } = await player();
    const cases: Array<[unknown, string]> = [
      [{ intent: 'add', itemId: 'gems-pouch', quantity: 0 }, 'mutation.quantity'],
      [{ intent: 'set_quantity', itemId: 'gems-pouch', quantity: 100 }, 'mutation.quantity'],
      [{ intent: 'add', itemId: 'Not A Slug' }, 'mutation.itemId'],
      [{ intent: 'add', itemId: 'gems-pouch', price: 1 }, 'mutation.price'],
      [{ intent: 'buy' }, 'mutation.intent'],
    ];
    for (const [mutation, path] of cases) {
      const error = await errorOf(await mutate(headers, mutation));
      expect(error.status, JSON.stringify(mutation)).toBe(400);
      expect(error.fields?.map((field) => field.path)).toContain(path);
    }
    const noShop = await errorOf(
      await callRoute(getCartRoute, suite.context, { method: 'POST', path: '/api/cart/get', headers }),
    );
    expect(noShop).toMatchObject({ status: 400, fields: [expect.objectContaining({ path: 'query.shop' })] });
    const emptyCode = await errorOf(await coupon(headers, '  '));
    expect(emptyCode).toMatchObject({ status: 400, fields: [{ path: 'code', message: 'Enter a coupon code' }] });
  });
});

describe('storefront cards that sell catalogue items', () => {
  async function cardOn(shop: string, slug: string, cardId: string, headers: Headers = {}): Promise<Card> {
    const request = new Request(`http://localhost/${shop}/${slug}`, { headers });
    const { page } = await loadStorefront(suite.context, [shop, slug], request);
    const card = page!.sections.flatMap((section) => section.cards).find((candidate) => candidate.id === cardId);
    return card!;
  }

  it('show anonymous visitors the catalogue price in the shop’s currency and the full limit', async () => {
    expect(await cardOn('emberfall', 'shop', 'starter-bundle')).toMatchObject({
      price: { kind: 'real', amount: 499, currency: 'USD', original: 999 },
      limit: { limit: 1, remaining: 1 },
    });
    expect(await cardOn('frostmark', '', 'crystal-cache')).toMatchObject({
      price: { kind: 'real', amount: 1200, currency: 'JPY', original: 1600 },
      limit: { limit: 3, remaining: 3 },
    });
  });

  it('show a signed-in player what their limit leaves', async () => {
    const { headers, player: buyer } = await player();
    await paidOrder('emberfall', buyer.id, 'starter-bundle', 1);
    expect(await cardOn('emberfall', 'shop', 'starter-bundle', { Cookie: headers.Cookie! })).toMatchObject({
      limit: { limit: 1, remaining: 0 },
    });
  });

  it('keep visitors’ full limits (worked out once per published version) apart from a player’s, in any order', async () => {
    const { headers, player: buyer } = await player();
    const visitorBefore = await cardOn('emberfall', 'shop', 'starter-bundle');
    await paidOrder('emberfall', buyer.id, 'starter-bundle', 1);
    expect(await cardOn('emberfall', 'shop', 'starter-bundle', { Cookie: headers.Cookie! })).toMatchObject({
      limit: { limit: 1, remaining: 0 },
    });
    const visitorAfter = await cardOn('emberfall', 'shop', 'starter-bundle');
    expect(visitorAfter).toEqual(visitorBefore);
    expect(visitorAfter).toMatchObject({ limit: { limit: 1, remaining: 1 } });
  });
});

describe('concurrent changes to one cart (meaningful on PostgreSQL)', () => {
  it('loses no change: 30 adds racing on a new cart make one cart, each bumping the version once', async () => {
    const { headers, player: buyer } = await player();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        mutate(headers, { intent: 'add', itemId: index % 2 === 0 ? 'gems-pouch' : 'hoard-gold' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 200));
    const cart = await ok(await readCart(headers));
    // 15 adds each, clamped at the cart maximum of 10.
    expect(cart.lines.map((line) => [line.itemId, line.quantity]).sort()).toEqual([
      ['gems-pouch', 10],
      ['hoard-gold', 10],
    ]);
    expect(cart.version).toBe(30);
    expect(await suite.db.select().from(carts).where(eq(carts.playerId, buyer.id))).toHaveLength(1);
  });
});
