import { describe, expect, it } from 'vitest';
import { catalogueItemSchema, catalogueSchema, couponSchema, itemPricing } from '../../../schemas/catalogue';
import { toFieldErrors } from '../../../schemas/field-errors';

// The catalogue's own rules, as a publisher meets them when the studio saves or publishes a draft: each refusal names
// the field to fix and says why (docs/decisions/016, 041).

const gems = { name: 'Gems', amount: 100 };
const item = (fields: Record<string, unknown>) => ({
  id: 'pouch',
  kind: 'resource',
  name: 'Pouch',
  contents: [gems],
  ...fields,
});

function problems(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]).map(({ path, message }) => ({
    path,
    message,
  }));
}

describe('a catalogue item', () => {
  it('is sold for money or for virtual currency, not both', () => {
    expect(
      problems(catalogueItemSchema, item({ prices: { USD: 499 }, virtualPrice: { currencyId: 'gems', amount: 5 } })),
    ).toEqual([{ path: 'virtualPrice', message: 'An item is sold for real money or virtual currency, not both' }]);
  });

  it('shows a "was" price only above a price in the same currency', () => {
    const message = 'Expected the original price to be greater than the price';
    expect(problems(catalogueItemSchema, item({ prices: { USD: 499 }, originalPrices: { USD: 499 } }))).toEqual([
      { path: 'originalPrices.USD', message },
    ]);
    expect(problems(catalogueItemSchema, item({ prices: { USD: 499 }, originalPrices: { EUR: 999 } }))).toEqual([
      { path: 'originalPrices.EUR', message },
    ]);
    expect(problems(catalogueItemSchema, item({ originalPrices: { USD: 999 } }))).toEqual([
      { path: 'originalPrices.USD', message },
    ]);
    expect(problems(catalogueItemSchema, item({ prices: { USD: 499 }, originalPrices: { USD: 999 } }))).toEqual([]);
  });

  it('needs the credits of a currency pack and the game id of an external item', () => {
    expect(problems(catalogueItemSchema, item({ kind: 'currency_pack' }))).toEqual([
      { path: 'credits', message: 'A currency pack says which currency it credits and how much' },
    ]);
    expect(problems(catalogueItemSchema, item({ kind: 'external' }))).toEqual([
      { path: 'externalId', message: "An external item needs the game's id" },
    ]);
    expect(problems(catalogueItemSchema, item({ kind: 'external', externalId: 'sku-1' }))).toEqual([]);
  });

  it('ends its sale after it starts', () => {
    const from = '2026-12-01T00:00:00.000Z';
    expect(problems(catalogueItemSchema, item({ availableFrom: from, availableUntil: from }))).toEqual([
      { path: 'availableUntil', message: 'Expected the end to be after the start' },
    ]);
    expect(
      problems(catalogueItemSchema, item({ availableFrom: from, availableUntil: '2026-12-02T00:00:00.000Z' })),
    ).toEqual([]);
  });
});

describe('a coupon', () => {
  it('says how much it takes off for its kind', () => {
    expect(problems(couponSchema, { code: 'SAVE10', kind: 'percentage' })).toEqual([
      { path: 'percent', message: 'A percentage coupon needs a percent' },
    ]);
    expect(problems(couponSchema, { code: 'SAVE10', kind: 'fixed' })).toEqual([
      { path: 'amountOff', message: 'A fixed coupon needs an amount off per currency' },
    ]);
    expect(problems(couponSchema, { code: 'SAVE10', kind: 'fixed', amountOff: { USD: 100 } })).toEqual([]);
  });
});

describe('a whole catalogue', () => {
  it('names a second item with the same id, and a currency no wallet holds', () => {
    expect(
      problems(catalogueSchema, {
        virtualCurrencies: [{ id: 'gems', name: 'Gems' }],
        items: [
          item({ virtualPrice: { currencyId: 'gold', amount: 5 } }),
          item({ kind: 'currency_pack', credits: { currencyId: 'gems', amount: 100 }, prices: { USD: 99 } }),
          item({
            id: 'chest',
            kind: 'currency_pack',
            credits: { currencyId: 'silver', amount: 1 },
            prices: { USD: 99 },
          }),
        ],
      }),
    ).toEqual([
      { path: 'items[0].virtualPrice.currencyId', message: 'No virtual currency has the id gold' },
      { path: 'items[1].id', message: 'Another item already has the id pouch' },
      { path: 'items[2].credits.currencyId', message: 'No virtual currency has the id silver' },
    ]);
  });

  it('names a second coupon with the same code, and an item a coupon is limited to that it lacks', () => {
    expect(
      problems(catalogueSchema, {
        items: [item({ prices: { USD: 499 } })],
        coupons: [
          { code: 'SAVE10', kind: 'percentage', percent: 10, itemIds: ['pouch', 'vault'] },
          { code: 'SAVE10', kind: 'percentage', percent: 20 },
        ],
      }),
    ).toEqual([
      { path: 'coupons[0].itemIds[1]', message: 'No item has the id vault' },
      { path: 'coupons[1].code', message: 'Another coupon already has the code SAVE10' },
    ]);
  });
});

describe('an item’s price in one currency', () => {
  const parsed = (fields: Record<string, unknown>) => catalogueItemSchema.parse(item(fields));

  it('is virtual, free, missing, or money with its "was" price when it has one', () => {
    expect(itemPricing(parsed({ virtualPrice: { currencyId: 'gems', amount: 5 } }), 'USD')).toEqual({
      kind: 'virtual',
      currencyId: 'gems',
      amount: 5,
    });
    expect(itemPricing(parsed({}), 'USD')).toEqual({ kind: 'free' });
    expect(itemPricing(parsed({ prices: { USD: 499 } }), 'JPY')).toBeNull();
    expect(itemPricing(parsed({ prices: { USD: 499 } }), 'USD')).toEqual({
      kind: 'money',
      amount: 499,
      currency: 'USD',
    });
    expect(itemPricing(parsed({ prices: { USD: 499 }, originalPrices: { USD: 999 } }), 'USD')).toEqual({
      kind: 'money',
      amount: 499,
      currency: 'USD',
      original: 999,
    });
  });
});
