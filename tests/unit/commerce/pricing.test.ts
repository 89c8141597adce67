import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponRefusalMessage, couponShares, findCoupon } from '../../../app/server/commerce/coupons.server';
import { includedTaxOf, priceCart, type CartContents } from '../../../app/server/commerce/pricing.server';
import { catalogueSchema, type CatalogueInput, type Coupon } from '../../../schemas/catalogue';

const money = (USD: number, EUR: number, JPY: number, KWD: number) => ({ USD, EUR, JPY, KWD });

const catalogueInput: CatalogueInput = {
  defaultCurrency: 'USD',
  virtualCurrencies: [{ id: 'gems', name: 'Gems' }],
  items: [
    {
      id: 'sword',
      kind: 'resource',
      name: 'Sword',
      contents: [{ name: 'Sword', amount: 1 }],
      prices: money(499, 450, 800, 1500),
      originalPrices: { USD: 999 },
    },
    {
      id: 'shield',
      kind: 'resource',
      name: 'Shield',
      contents: [{ name: 'Shield', amount: 1 }],
      prices: money(333, 300, 500, 1001),
    },
    { id: 'usd-only', kind: 'resource', name: 'Map', contents: [{ name: 'Map', amount: 1 }], prices: { USD: 100 } },
    {
      id: 'gold',
      kind: 'resource',
      name: 'Gold',
      contents: [{ name: 'Gold', amount: 500 }],
      virtualPrice: { currencyId: 'gems', amount: 10 },
    },
    { id: 'gift', kind: 'resource', name: 'Gift', contents: [{ name: 'Gift', amount: 1 }] },
    {
      id: 'starter',
      kind: 'bundle',
      name: 'Starter',
      contents: [{ name: 'Gems', amount: 100 }],
      prices: money(199, 199, 300, 600),
      limitPerPlayer: 2,
    },
    {
      id: 'winter',
      kind: 'resource',
      name: 'Winter',
      contents: [{ name: 'Snow', amount: 1 }],
      prices: money(100, 100, 150, 300),
      availableFrom: '2027-01-01T00:00:00Z',
      availableUntil: '2027-02-01T00:00:00Z',
    },
  ],
  coupons: [
    { code: 'TEN', kind: 'percentage', percent: 10 },
    {
      code: 'FIVEOFF',
      kind: 'fixed',
      amountOff: money(500, 500, 700, 1500),
      minimumSpend: money(2000, 2000, 3000, 6000),
    },
    { code: 'USDOFF', kind: 'fixed', amountOff: { USD: 100 } },
    { code: 'SWORDS', kind: 'percentage', percent: 50, itemIds: ['sword'] },
    { code: 'OLD', kind: 'percentage', percent: 10, expiresAt: '2027-01-01T00:00:00Z' },
    { code: 'ALL', kind: 'percentage', percent: 100 },
  ],
};
const catalogue = catalogueSchema.parse(catalogueInput);

function price(overrides: Partial<CartContents>) {
  return priceCart({
    shop: { id: 'shop-id', handle: 'emberfall' },
    playerId: 'player-id',
    catalogue,
    currency: 'USD',
    lines: [],
    couponCode: null,
    purchased: new Map(),
    now: new Date('2027-01-15T12:00:00Z'),
    version: 3,
    ...overrides,
  });
}

describe('pricing a cart', () => {
  it('multiplies unit prices by quantities and totals them, with the "was" price', () => {
    const { cart, order } = price({
      lines: [
        { itemId: 'sword', quantity: 2 },
        { itemId: 'shield', quantity: 1 },
      ],
    });
    expect(cart.lines.map((line) => [line.itemId, line.unitAmount, line.originalUnitAmount, line.amount])).toEqual([
      ['sword', 499, 999, 998],
      ['shield', 333, null, 333],
    ]);
    expect(cart).toMatchObject({
      subtotal: 1331,
      discount: 0,
      total: 1331,
      itemCount: 3,
      version: 3,
      canCheckout: true,
      coupon: null,
    });
    expect(order).toMatchObject({
      paidWith: 'money',
      currency: 'USD',
      subtotal: 1331,
      total: 1331,
      couponCode: null,
      cartVersion: 3,
    });
    expect(order.lines[0]).toMatchObject({
      itemId: 'sword',
      quantity: 2,
      unitAmount: 499,
      amount: 998,
      contents: [{ name: 'Sword', amount: 1 }],
    });
  });

  it('prices JPY (no decimals) and KWD (three decimals) as plain integers of minor units', () => {
    expect(price({ currency: 'JPY', lines: [{ itemId: 'sword', quantity: 3 }] }).cart.total).toBe(2400);
    const kwd = price({ currency: 'KWD', lines: [{ itemId: 'shield', quantity: 3 }], couponCode: 'TEN' }).cart;
    // 3 × 1.001 KWD = 3.003; 10% is 0.3003, rounded down to 0.300.
    expect(kwd).toMatchObject({ subtotal: 3003, discount: 300, total: 2703 });
  });

  it('flags a line without a price in the cart currency and leaves it out of the totals', () => {
    const { cart, order } = price({
      currency: 'EUR',
      lines: [
        { itemId: 'usd-only', quantity: 1 },
        { itemId: 'sword', quantity: 1 },
      ],
    });
    expect(cart.lines[0]!.problem).toEqual({
      code: 'no_price_in_currency',
      message: 'This item cannot be bought in EUR',
    });
    expect(cart).toMatchObject({ subtotal: 450, total: 450, canCheckout: false });
    expect(order.lines.map((line) => line.itemId)).toEqual(['sword']);
  });

  it('flags items sold for virtual currency or free, and items no longer in the catalogue', () => {
    const { cart } = price({
      lines: [
        { itemId: 'gold', quantity: 1 },
        { itemId: 'gift', quantity: 1 },
        { itemId: 'gone', quantity: 1 },
      ],
    });
    expect(cart.lines.map((line) => line.problem?.code)).toEqual(['not_for_money', 'not_for_money', 'unavailable']);
    expect(cart.canCheckout).toBe(false);
  });

  it('follows the availability window: not yet, open, ended', () => {
    const at = (iso: string) =>
      price({ now: new Date(iso), lines: [{ itemId: 'winter', quantity: 1 }] }).cart.lines[0]!.problem?.code ?? null;
    expect(at('2026-12-31T23:59:59Z')).toBe('not_started');
    expect(at('2027-01-01T00:00:00Z')).toBeNull();
    expect(at('2027-02-01T00:00:00Z')).toBe('ended');
  });

  it('caps a line at what the per-player limit leaves and flags a line above it', () => {
    const fresh = price({ lines: [{ itemId: 'starter', quantity: 2 }] }).cart.lines[0]!;
    expect(fresh).toMatchObject({ maxQuantity: 2, problem: null });
    const oneBought = price({ lines: [{ itemId: 'starter', quantity: 2 }], purchased: new Map([['starter', 1]]) }).cart
      .lines[0]!;
    expect(oneBought).toMatchObject({
      maxQuantity: 1,
      problem: { code: 'limit_reached', message: 'You can buy at most 1 of this item' },
    });
    const allBought = price({ lines: [{ itemId: 'starter', quantity: 1 }], purchased: new Map([['starter', 2]]) }).cart
      .lines[0]!;
    expect(allBought).toMatchObject({
      maxQuantity: 0,
      problem: { code: 'limit_reached', message: 'You have reached the limit for this item' },
    });
    // Without a limit, the cart maximum (default 10) applies.
    expect(price({ lines: [{ itemId: 'sword', quantity: 1 }] }).cart.lines[0]!.maxQuantity).toBe(10);
  });

  it('adds the included tax when the shop declares one', () => {
    const taxed = catalogueSchema.parse({ ...catalogueInput, includedTaxBasisPoints: 2000 });
    // 12.00 including 20% VAT holds 2.00 of tax.
    expect(
      price({
        catalogue: taxed,
        lines: [
          { itemId: 'starter', quantity: 1 },
          { itemId: 'usd-only', quantity: 10 },
        ],
      }).cart,
    ).toMatchObject({ total: 1199, includedTax: 199 });
    expect(includedTaxOf(1200, 2000)).toBe(200);
    expect(includedTaxOf(1200, undefined)).toBe(0);
  });
});

describe('coupons in a priced cart', () => {
  it('takes a percentage off each line, rounded down per line', () => {
    const { cart, order } = price({
      lines: [
        { itemId: 'sword', quantity: 1 },
        { itemId: 'shield', quantity: 1 },
      ],
      couponCode: 'TEN',
    });
    expect(cart.lines.map((line) => line.discount)).toEqual([49, 33]);
    expect(cart).toMatchObject({
      subtotal: 832,
      discount: 82,
      total: 750,
      coupon: { code: 'TEN', description: '10% off' },
    });
    expect(order).toMatchObject({ couponCode: 'TEN', discount: 82, total: 750 });
  });

  it('takes a fixed amount in the cart currency once the minimum spend is reached', () => {
    const below = price({ lines: [{ itemId: 'sword', quantity: 3 }], couponCode: 'FIVEOFF' });
    expect(below.couponRefusal).toBe('minimum_spend');
    expect(below.cart).toMatchObject({
      discount: 0,
      total: 1497,
      coupon: { code: 'FIVEOFF', description: 'Not applied: This coupon needs a cart of at least $20.00' },
    });
    expect(below.order.couponCode).toBeNull();
    // The minimum is named in the cart's currency, however many decimals it has.
    const fiveOff = findCoupon(catalogue, 'FIVEOFF');
    expect(couponRefusalMessage('minimum_spend', fiveOff, 'JPY')).toBe('This coupon needs a cart of at least ¥3,000');
    expect(couponRefusalMessage('minimum_spend', fiveOff, 'KWD')).toBe(
      'This coupon needs a cart of at least KWD\u00a06.000',
    );
    const above = price({
      lines: [
        { itemId: 'sword', quantity: 4 },
        { itemId: 'shield', quantity: 1 },
      ],
      couponCode: 'FIVEOFF',
    });
    expect(above.cart).toMatchObject({
      subtotal: 2329,
      discount: 500,
      total: 1829,
      coupon: { description: '$5.00 off' },
    });
    expect(above.cart.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(500);
    const jpy = price({ currency: 'JPY', lines: [{ itemId: 'sword', quantity: 4 }], couponCode: 'FIVEOFF' });
    expect(jpy.cart).toMatchObject({ subtotal: 3200, discount: 700, total: 2500, coupon: { description: '¥700 off' } });
  });

  it('refuses a fixed coupon in a currency it has no amount for', () => {
    expect(
      price({ currency: 'EUR', lines: [{ itemId: 'sword', quantity: 1 }], couponCode: 'USDOFF' }).couponRefusal,
    ).toBe('wrong_currency');
  });

  it('discounts only the items a coupon names, and refuses a cart without them', () => {
    const { cart } = price({
      lines: [
        { itemId: 'sword', quantity: 1 },
        { itemId: 'shield', quantity: 1 },
      ],
      couponCode: 'SWORDS',
    });
    expect(cart.lines.map((line) => line.discount)).toEqual([249, 0]);
    expect(price({ lines: [{ itemId: 'shield', quantity: 1 }], couponCode: 'SWORDS' }).couponRefusal).toBe(
      'no_eligible_items',
    );
  });

  it('refuses expired and unknown codes', () => {
    expect(price({ lines: [{ itemId: 'sword', quantity: 1 }], couponCode: 'OLD' }).couponRefusal).toBe('expired');
    expect(price({ lines: [{ itemId: 'sword', quantity: 1 }], couponCode: 'NOPE' }).couponRefusal).toBe('unknown');
  });

  it('never takes a total below zero, even at 100% or with a fixed amount above the cart', () => {
    expect(price({ lines: [{ itemId: 'shield', quantity: 1 }], couponCode: 'ALL' }).cart).toMatchObject({
      discount: 333,
      total: 0,
    });
    expect(price({ lines: [{ itemId: 'usd-only', quantity: 1 }], couponCode: 'USDOFF' }).cart).toMatchObject({
      discount: 100,
      total: 0,
    });
  });
});

describe('coupon shares (properties)', () => {
  const lines = fc.array(
    fc.record({ itemId: fc.constantFrom('a', 'b', 'c'), amount: fc.integer({ min: 0, max: 5_000_000 }) }),
    { minLength: 1, maxLength: 12 },
  );

  it('percentage: each share is at most its line, and they sum to the discount shown', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 100 }), (given, percent) => {
        const coupon: Coupon = { code: 'P', kind: 'percentage', percent };
        const shares = couponShares(coupon, given, 'USD');
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(given[index]!.amount);
          expect(share).toBe(Math.floor((given[index]!.amount * percent) / 100));
        });
      }),
    );
  });

  it('fixed: shares sum to min(amount off, eligible total), each within its line, ineligible lines untouched', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 10_000_000 }), (given, off) => {
        const coupon: Coupon = { code: 'F', kind: 'fixed', amountOff: { KWD: off }, itemIds: ['a', 'b'] };
        const shares = couponShares(coupon, given, 'KWD');
        const eligible = given.reduce((sum, line) => sum + (line.itemId === 'c' ? 0 : line.amount), 0);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(Math.min(off, eligible));
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(given[index]!.itemId === 'c' ? 0 : given[index]!.amount);
        });
      }),
    );
  });
});
