import { z } from 'zod';
import { httpsUrlSchema, imageSrcSchema, nonNegativeIntSchema, positiveIntSchema, slugSchema, text } from './common';
import { type CardType, OfferChainLinkStatus, Position, RewardBuffType, cardTypes } from './enums';
import { PageTarget } from './menu';

// ---------------------------------------------------------------------------------------------
// Game-specific variants. The spec only says "several" / "game-specific"; the names are ours.
// ---------------------------------------------------------------------------------------------
export const battlePassVariants = ['frontline', 'odyssey', 'nightfall'] as const;
export const premiumPassVariants = ['gilded', 'obsidian'] as const;
export const calendarVariants = ['advent', 'harvest', 'lunar'] as const;
export const standardCardVariants = ['classic', 'tactical', 'racing'] as const;
export const currencyCardVariants = ['crystal', 'coin', 'fuel'] as const;
export const dailyGiftVariants = ['chest', 'crate', 'scroll'] as const;

const variant = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Expected a variant: ${values.join(', ')}` });

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------
const CURRENCY_MESSAGE = 'Expected an ISO 4217 currency code like USD';
export const currencyCodeSchema = z
  .string({ error: CURRENCY_MESSAGE })
  .regex(/^[A-Z]{3}$/, { error: CURRENCY_MESSAGE });

/** An amount of money in minor units (cents; yen are already minor units). */
export const moneySchema = z.strictObject({
  amount: nonNegativeIntSchema,
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;

const ORIGINAL_MESSAGE = 'Expected the original price to be greater than the price';

const realPriceSchema = z
  .strictObject({
    kind: z.literal('real'),
    amount: positiveIntSchema,
    currency: currencyCodeSchema,
    original: positiveIntSchema.optional(),
  })
  .refine((p) => p.original === undefined || p.original > p.amount, { error: ORIGINAL_MESSAGE, path: ['original'] });

const virtualPriceSchema = z
  .strictObject({
    kind: z.literal('virtual'),
    amount: positiveIntSchema,
    currencyId: slugSchema,
    original: positiveIntSchema.optional(),
  })
  .refine((p) => p.original === undefined || p.original > p.amount, { error: ORIGINAL_MESSAGE, path: ['original'] });

const freePriceSchema = z.strictObject({ kind: z.literal('free') });

export const priceSchema = z.discriminatedUnion('kind', [realPriceSchema, virtualPriceSchema, freePriceSchema], {
  error: (issue) => (issue.code === 'invalid_union' ? 'Expected a price kind: real, virtual, free' : undefined),
});
export type Price = z.infer<typeof priceSchema>;

export const imageSchema = z.strictObject({
  src: imageSrcSchema,
  alt: z.string({ error: 'Expected text' }).max(160, { error: 'Expected at most 160 characters' }),
});
export type Image = z.infer<typeof imageSchema>;

export const rewardBuffSchema = z.strictObject({ type: RewardBuffType, value: positiveIntSchema });
export type RewardBuff = z.infer<typeof rewardBuffSchema>;

export const purchaseLimitSchema = z
  .strictObject({ limit: positiveIntSchema, remaining: nonNegativeIntSchema })
  .refine((l) => l.remaining <= l.limit, { error: 'Expected remaining to be at most the limit', path: ['remaining'] });
export type PurchaseLimit = z.infer<typeof purchaseLimitSchema>;

const DATETIME_MESSAGE = 'Expected an ISO date-time like 2027-01-31T23:59:59Z';
export const dateTimeSchema = z.iso.datetime({ offset: true, error: DATETIME_MESSAGE });

/** Something a player receives: "500 Gems". */
export const rewardSchema = z.strictObject({
  name: text(80),
  amount: positiveIntSchema,
  image: imageSchema.optional(),
  /** A virtual currency of the catalogue: granting the reward credits the player's wallet with `amount`. */
  currencyId: slugSchema.optional(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** Where a banner leads: one of the shop's pages or an https URL. */
export const cardLinkSchema = z.discriminatedUnion(
  'target',
  [z.strictObject({ target: PageTarget }), z.strictObject({ target: z.literal('EXTERNAL_URL'), url: httpsUrlSchema })],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'Expected a link target: SHOP, LOYALTY, DOWNLOAD, MISSIONS, HUB, HOME, EXTERNAL_URL'
        : undefined,
  },
);
export type CardLink = z.infer<typeof cardLinkSchema>;

// ---------------------------------------------------------------------------------------------
// Cards: one base, extended per type.
// ---------------------------------------------------------------------------------------------
const cardBase = z.strictObject({ id: slugSchema });

/** The catalogue item a card sells (schemas/catalogue.ts); the server then prices it, and `price` is only the preview's. */
const itemIdField = { itemId: slugSchema.optional() };

const purchasable = {
  ...itemIdField,
  price: priceSchema,
  buff: rewardBuffSchema.optional(),
  limit: purchaseLimitSchema.optional(),
  endsAt: dateTimeSchema.optional(),
};

const resourceFields = {
  name: text(80),
  amount: positiveIntSchema,
  image: imageSchema,
  imagePosition: Position.optional(),
  ...purchasable,
};

const bundleFields = {
  name: text(80),
  image: imageSchema,
  contents: z
    .array(rewardSchema)
    .min(1, { error: 'A bundle needs at least one item' })
    .max(20, { error: 'Expected at most 20 items' }),
  ...purchasable,
};

const passFields = {
  season: text(80),
  tiers: z
    .array(z.strictObject({ level: positiveIntSchema, freeReward: rewardSchema, premiumReward: rewardSchema }))
    .min(1, { error: 'A pass needs at least one tier' })
    .max(200, { error: 'Expected at most 200 tiers' }),
  currentTier: nonNegativeIntSchema,
  progress: z
    .number({ error: 'Expected a percentage from 0 to 100' })
    .min(0, { error: 'Expected a percentage from 0 to 100' })
    .max(100, { error: 'Expected a percentage from 0 to 100' }),
  ...itemIdField,
  price: priceSchema,
  endsAt: dateTimeSchema.optional(),
  /** The pass of the shop's engagement rules (schemas/engagement/passes.ts) this card shows; absent, a drawing. */
  passId: slugSchema.optional(),
};

export const labelCardSchema = cardBase.extend({ type: z.literal('label'), text: text(120) });

export const loyaltyCurrencyBalanceCardSchema = cardBase.extend({
  type: z.literal('loyalty_currency_balance'),
  currencyName: text(40),
  icon: imageSchema.optional(),
});

export const standardResourceCardSchema = cardBase.extend({ type: z.literal('standard_resource'), ...resourceFields });
export const genericResourceCardSchema = cardBase.extend({ type: z.literal('generic_resource'), ...resourceFields });

export const genericBundleCardSchema = cardBase.extend({ type: z.literal('generic_bundle'), ...bundleFields });
export const bundleCardSchema = cardBase.extend({ type: z.literal('bundle'), ...bundleFields });

export const offerChainCardSchema = cardBase.extend({
  type: z.literal('offer_chain'),
  name: text(80),
  links: z
    .array(
      z.strictObject({
        id: slugSchema,
        status: OfferChainLinkStatus,
        reward: rewardSchema,
        price: priceSchema,
        ...itemIdField,
      }),
    )
    .min(1, { error: 'An offer chain needs at least one link' })
    .max(12, { error: 'Expected at most 12 links' }),
  endsAt: dateTimeSchema.optional(),
  /** The offer chain of the shop's engagement rules this card shows; absent, a drawing. */
  chainId: slugSchema.optional(),
});

export const bannerCardSchema = cardBase.extend({
  type: z.literal('banner'),
  title: text(80),
  body: text(240).optional(),
  image: imageSchema,
  textPosition: Position,
  link: cardLinkSchema.optional(),
});

export const battlePassCardSchema = cardBase.extend({
  type: z.literal('battle_pass'),
  variant: variant(battlePassVariants),
  ...passFields,
});

export const premiumPassCardSchema = cardBase.extend({
  type: z.literal('premium_pass'),
  variant: variant(premiumPassVariants),
  ...passFields,
});

export const calendarCardSchema = cardBase.extend({
  type: z.literal('calendar'),
  variant: variant(calendarVariants),
  name: text(80),
  days: z
    .array(
      z.strictObject({
        day: z
          .number({ error: 'Expected a day from 1 to 31' })
          .int({ error: 'Expected a day from 1 to 31' })
          .min(1, { error: 'Expected a day from 1 to 31' })
          .max(31, { error: 'Expected a day from 1 to 31' }),
        reward: rewardSchema,
        state: z.enum(['claimed', 'today', 'missed', 'locked'], {
          error: 'Expected a day state: claimed, today, missed, locked',
        }),
      }),
    )
    .min(1, { error: 'A calendar needs at least one day' })
    .max(31, { error: 'Expected at most 31 days' }),
  /** When the next day opens once today's is claimed (or the first day, before it starts); absent, none is due. */
  nextAt: dateTimeSchema.optional(),
  /** The daily gift (kind calendar) of the shop's engagement rules this card shows; absent, a drawing. */
  giftId: slugSchema.optional(),
});

export const standardCardSchema = cardBase.extend({
  type: z.literal('standard'),
  variant: variant(standardCardVariants),
  name: text(80),
  description: text(240).optional(),
  image: imageSchema,
  imagePosition: Position.optional(),
  textPosition: Position.optional(),
  ...purchasable,
});

export const currencyCardSchema = cardBase.extend({
  type: z.literal('currency'),
  variant: variant(currencyCardVariants),
  name: text(80),
  amount: positiveIntSchema,
  image: imageSchema,
  ...purchasable,
});

export const dailyGiftCardSchema = cardBase.extend({
  type: z.literal('daily_gift'),
  variant: variant(dailyGiftVariants),
  name: text(80),
  reward: rewardSchema,
  image: imageSchema,
  /** When the next gift becomes claimable; absent means claimable now. */
  nextAt: dateTimeSchema.optional(),
  /** The daily gift (kind streak) of the shop's engagement rules this card shows; absent, a drawing. */
  giftId: slugSchema.optional(),
});

export const cardSchema = z.discriminatedUnion(
  'type',
  [
    labelCardSchema,
    loyaltyCurrencyBalanceCardSchema,
    standardResourceCardSchema,
    genericResourceCardSchema,
    genericBundleCardSchema,
    offerChainCardSchema,
    bannerCardSchema,
    battlePassCardSchema,
    premiumPassCardSchema,
    calendarCardSchema,
    standardCardSchema,
    bundleCardSchema,
    currencyCardSchema,
    dailyGiftCardSchema,
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? `Expected a card type: ${cardTypes.join(', ')}` : undefined) },
);

export type Card = z.infer<typeof cardSchema>;
export type CardOf<K extends CardType> = Extract<Card, { type: K }>;

// Compile-time proof that the union has exactly one member per CardType.
type EveryCardTypeCovered = [CardType] extends [Card['type']]
  ? [Card['type']] extends [CardType]
    ? true
    : never
  : never;
const _everyCardTypeCovered: EveryCardTypeCovered = true;
