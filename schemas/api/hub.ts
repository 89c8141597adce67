import { z } from 'zod';
import { cardLinkSchema, dateTimeSchema, imageSchema, priceSchema } from '../cards';
import { OfferChainLinkStatus } from '../enums';
import { loyaltyDetailsSchema } from '../engagement/loyalty';
import { grantedRewardsSchema } from '../engagement/rewards';
import { missionsViewSchema } from './missions';
import { passViewSchema } from './passes';

// The player's hub (spec: GET /api/shops/{shop}/hub; docs/decisions/051-passes-hub-and-badges.md): one section per
// feature the shop runs, each with its time window and the same data as the feature's own call, and the news.

/** When a section's data holds: the period, day or season; null where it has none (loyalty never resets). */
const window = { startsAt: dateTimeSchema.nullable(), endsAt: dateTimeSchema.nullable() };

/** A daily gift or calendar as the player sees it today (app/server/engagement/daily-gifts.server.ts). */
export const hubDailyGiftSchema = z.object({
  giftId: z.string(),
  name: z.string(),
  kind: z.enum(['streak', 'calendar']),
  periodKey: z.string(),
  claimable: z.boolean(),
  claimedToday: z.boolean(),
  day: z.number().int().min(0),
  rewards: grantedRewardsSchema,
  nextClaimAt: z.string().nullable(),
  calendar: z
    .object({
      status: z.enum(['upcoming', 'running', 'ended']),
      days: z.array(
        z.object({
          day: z.number().int().min(1),
          rewards: grantedRewardsSchema,
          state: z.enum(['claimed', 'today', 'missed', 'locked']),
        }),
      ),
    })
    .nullable(),
});

/** An offer chain with the player's statuses in the current cycle (app/server/engagement/offer-chains.server.ts). */
export const hubOfferChainSchema = z.object({
  chainId: z.string(),
  name: z.string(),
  cycle: z.string(),
  completed: z.number().int().min(0),
  links: z.array(
    z.object({
      id: z.string(),
      n: z.number().int().min(1),
      status: OfferChainLinkStatus,
      rewards: grantedRewardsSchema,
      itemId: z.string().optional(),
      price: priceSchema,
    }),
  ),
});

/** A piece of news: a banner card of the shop's HUB page (or of its HOME page when the HUB page has none). */
export const hubNewsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string().optional(),
  image: imageSchema,
  link: cardLinkSchema.optional(),
});

export const hubSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('loyalty'), ...window, loyalty: loyaltyDetailsSchema }),
  z.object({ kind: z.literal('daily_gifts'), ...window, gifts: z.array(hubDailyGiftSchema) }),
  z.object({ kind: z.literal('missions'), ...window, missions: missionsViewSchema }),
  z.object({ kind: z.literal('offer_chains'), ...window, chains: z.array(hubOfferChainSchema) }),
  z.object({ kind: z.literal('passes'), ...window, passes: z.array(passViewSchema) }),
  z.object({
    kind: z.literal('news'),
    ...window,
    /** The page the news comes from. */
    source: z.enum(['HUB', 'HOME']),
    items: z.array(hubNewsItemSchema),
  }),
]);
export type HubSection = z.infer<typeof hubSectionSchema>;

/** The sections of the features the shop runs, in this order: loyalty, daily gifts, missions, offer chains, passes, news. */
export const hubSchema = z.object({ sections: z.array(hubSectionSchema) });
export type Hub = z.infer<typeof hubSchema>;
