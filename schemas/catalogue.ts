import { z } from 'zod';
import { dateTimeSchema, currencyCodeSchema, imageSchema, rewardSchema } from './cards';
import { nonNegativeIntSchema, positiveIntSchema, slugSchema, text } from './common';

// A shop's catalogue: what can be bought, for how much, how often and when. It lives in the shop config, so it is
// validated, versioned and published with the layout that shows it (docs/decisions/016-commerce.md). Cards refer
// to items by `itemId`; prices, limits and totals are always computed on the server from here.

export const itemKinds = ['resource', 'currency_pack', 'bundle', 'pass', 'external'] as const;
export const ItemKind = z.enum(itemKinds, { error: `Expected an item kind: ${itemKinds.join(', ')}` });
export type ItemKind = z.infer<typeof ItemKind>;

/** Real-money prices by ISO 4217 currency, in integer minor units (cents; yen as they are; fils for KWD). */
export const moneyPricesSchema = z
  .record(currencyCodeSchema, positiveIntSchema, { error: 'Expected prices by currency, like { "USD": 499 }' })
  .refine((prices) => Object.keys(prices).length <= 40, { error: 'Expected at most 40 currencies' });

export const virtualPriceSchema = z.strictObject({ currencyId: slugSchema, amount: positiveIntSchema });

export const catalogueItemSchema = z
  .strictObject({
    id: slugSchema,
    kind: ItemKind,
    name: text(80),
    description: text(240).optional(),
    image: imageSchema.optional(),
    /** What the game delivers for one unit: "500 Gems", or a bundle's contents. */
    contents: z
      .array(rewardSchema)
      .min(1, { error: 'An item delivers at least one thing' })
      .max(20, { error: 'Expected at most 20 things' }),
    /** Real-money prices. Absent together with `virtualPrice`: the item is free. */
    prices: moneyPricesSchema.optional(),
    /** "Was" prices shown struck through, by currency; each must be above the price. */
    originalPrices: moneyPricesSchema.optional(),
    virtualPrice: virtualPriceSchema.optional(),
    /** For currency packs: the virtual currency credited to the player's wallet when paid. */
    credits: virtualPriceSchema.optional(),
    /** How many a player may ever buy or claim. */
    limitPerPlayer: positiveIntSchema.optional(),
    /** The most one cart may hold. */
    maxPerCart: positiveIntSchema.max(99, { error: 'Expected at most 99' }).default(10),
    availableFrom: dateTimeSchema.optional(),
    availableUntil: dateTimeSchema.optional(),
    /** The game's own id for an external item (kind `external`). */
    externalId: text(120).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.prices && item.virtualPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['virtualPrice'],
        message: 'An item is sold for real money or virtual currency, not both',
      });
    }
    for (const [currency, original] of Object.entries(item.originalPrices ?? {})) {
      const price = item.prices?.[currency];
      if (price === undefined || original <= price) {
        ctx.addIssue({
          code: 'custom',
          path: ['originalPrices', currency],
          message: 'Expected the original price to be greater than the price',
        });
      }
    }
    if (item.kind === 'currency_pack' && !item.credits) {
      ctx.addIssue({
        code: 'custom',
        path: ['credits'],
        message: 'A currency pack says which currency it credits and how much',
      });
    }
    if (item.kind === 'external' && !item.externalId) {
      ctx.addIssue({ code: 'custom', path: ['externalId'], message: "An external item needs the game's id" });
    }
    if (item.availableFrom && item.availableUntil && item.availableUntil <= item.availableFrom) {
      ctx.addIssue({ code: 'custom', path: ['availableUntil'], message: 'Expected the end to be after the start' });
    }
  });
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const couponKinds = ['percentage', 'fixed'] as const;

export const couponSchema = z
  .strictObject({
    /** What the player types; matched case-insensitively, stored upper-case. */
    code: z
      .string({ error: 'Expected a coupon code' })
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, { error: 'Expected 3-32 upper-case letters, digits, - or _' }),
    kind: z.enum(couponKinds, { error: 'Expected a coupon kind: percentage, fixed' }),
    /** Percent off (1-100) for `percentage`; minor units off per currency for `fixed`. */
    percent: positiveIntSchema.max(100, { error: 'Expected at most 100' }).optional(),
    amountOff: moneyPricesSchema.optional(),
    /** Minimum subtotal by currency, in minor units. */
    minimumSpend: moneyPricesSchema.optional(),
    /** Only these items are discounted; absent means every real-money item. */
    itemIds: z.array(slugSchema).min(1).max(100).optional(),
    expiresAt: dateTimeSchema.optional(),
    maxUses: positiveIntSchema.optional(),
    maxUsesPerPlayer: positiveIntSchema.optional(),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.kind === 'percentage' && coupon.percent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'A percentage coupon needs a percent' });
    }
    if (coupon.kind === 'fixed' && coupon.amountOff === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'A fixed coupon needs an amount off per currency' });
    }
  });
export type Coupon = z.infer<typeof couponSchema>;

export const virtualCurrencySchema = z.strictObject({ id: slugSchema, name: text(40), icon: imageSchema.optional() });

export const catalogueSchema = z
  .strictObject({
    defaultCurrency: currencyCodeSchema.default('USD'),
    virtualCurrencies: z
      .array(virtualCurrencySchema)
      .max(10, { error: 'Expected at most 10 virtual currencies' })
      .default([]),
    items: z.array(catalogueItemSchema).max(500, { error: 'Expected at most 500 items' }).default([]),
    coupons: z.array(couponSchema).max(200, { error: 'Expected at most 200 coupons' }).default([]),
    /** Tax included in prices, in basis points (2000 = 20%), shown on receipts; absent means no tax line. */
    includedTaxBasisPoints: nonNegativeIntSchema.max(10_000).optional(),
  })
  .superRefine((catalogue, ctx) => {
    const currencyIds = new Set(catalogue.virtualCurrencies.map((currency) => currency.id));
    const itemIds = new Set<string>();
    catalogue.items.forEach((item, index) => {
      if (itemIds.has(item.id))
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'id'],
          message: `Another item already has the id ${item.id}`,
        });
      itemIds.add(item.id);
      for (const key of ['virtualPrice', 'credits'] as const) {
        const ref = item[key];
        if (ref && !currencyIds.has(ref.currencyId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, key, 'currencyId'],
            message: `No virtual currency has the id ${ref.currencyId}`,
          });
        }
      }
    });
    const codes = new Set<string>();
    catalogue.coupons.forEach((coupon, index) => {
      if (codes.has(coupon.code))
        ctx.addIssue({
          code: 'custom',
          path: ['coupons', index, 'code'],
          message: `Another coupon already has the code ${coupon.code}`,
        });
      codes.add(coupon.code);
      coupon.itemIds?.forEach((itemId, at) => {
        if (!itemIds.has(itemId))
          ctx.addIssue({
            code: 'custom',
            path: ['coupons', index, 'itemIds', at],
            message: `No item has the id ${itemId}`,
          });
      });
    });
  });
export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueInput = z.input<typeof catalogueSchema>;

export const emptyCatalogue: CatalogueInput = {};

/** How an item is paid for. */
export type ItemPricing =
  | { kind: 'money'; amount: number; currency: string; original?: number }
  | { kind: 'virtual'; amount: number; currencyId: string }
  | { kind: 'free' };

/** The item's price in one currency; null when it has real-money prices but none in that currency. */
export function itemPricing(item: CatalogueItem, currency: string): ItemPricing | null {
  if (item.virtualPrice) return { kind: 'virtual', ...item.virtualPrice };
  if (!item.prices) return { kind: 'free' };
  const amount = item.prices[currency];
  if (amount === undefined) return null;
  const original = item.originalPrices?.[currency];
  return original === undefined ? { kind: 'money', amount, currency } : { kind: 'money', amount, currency, original };
}
