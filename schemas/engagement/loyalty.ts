import { z } from 'zod';
import { nonNegativeIntSchema, positiveIntSchema, slugSchema, text } from '../common';
import { grantedRewardsSchema } from './rewards';

// Loyalty (issue 14): points credited when an order is settled as paid, tiers by points reached, milestones claimed
// once. Owned by the loyalty feature (app/server/engagement/loyalty*.server.ts).

export const loyaltyTierSchema = z.strictObject({
  id: slugSchema,
  name: text(40),
  /** Points a player needs to reach this tier; the first tier starts at 0. */
  startPoints: nonNegativeIntSchema,
  /** Points per US dollar (100 cents) paid. */
  pointsPerDollar: nonNegativeIntSchema,
  /** Percent applied on top (100 = x1, 150 = x1.5). */
  multiplierPercent: z
    .number({ error: 'Expected a percentage from 100 to 1000' })
    .int({ error: 'Expected a percentage from 100 to 1000' })
    .min(100, { error: 'Expected a percentage from 100 to 1000' })
    .max(1000, { error: 'Expected a percentage from 100 to 1000' })
    .default(100),
});

export const loyaltyMilestoneSchema = z.strictObject({
  id: slugSchema,
  name: text(60),
  points: positiveIntSchema,
  rewards: grantedRewardsSchema,
});

export const loyaltyCampaignSchema = z.strictObject({
  name: text(60),
  /** What the points are called on the page ("Embers"). */
  currencyName: text(40),
  tiers: z
    .array(loyaltyTierSchema)
    .min(1, { error: 'A campaign needs at least one tier' })
    .max(10, { error: 'Expected at most 10 tiers' }),
  milestones: z.array(loyaltyMilestoneSchema).max(50, { error: 'Expected at most 50 milestones' }).default([]),
});
export type LoyaltyCampaign = z.infer<typeof loyaltyCampaignSchema>;
