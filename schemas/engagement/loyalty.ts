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
  /** Points per US dollar (100 cents) paid (docs/decisions/048: other currencies through the catalogue's USD prices). */
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
    .max(10, { error: 'Expected at most 10 tiers' })
    // Every player is in a tier from their first point, so every order earns at some rate.
    .refine((tiers) => tiers.some((tier) => tier.startPoints === 0), { error: 'One tier must start at 0 points' }),
  milestones: z.array(loyaltyMilestoneSchema).max(50, { error: 'Expected at most 50 milestones' }).default([]),
});
export type LoyaltyCampaign = z.infer<typeof loyaltyCampaignSchema>;

/** A milestone as a player sees it: `claimed` once granted, `reached` when the total covers it, `locked` otherwise. */
export const LoyaltyMilestoneStatus = z.enum(['reached', 'claimed', 'locked']);
export type LoyaltyMilestoneStatus = z.infer<typeof LoyaltyMilestoneStatus>;

const points = z.number().int().min(0);

const loyaltyTierViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  startPoints: points,
  pointsPerDollar: points,
  multiplierPercent: points,
});

/** GET /api/shops/{shop}/loyalty_details: the campaign and the player's place in it. */
export const loyaltyDetailsSchema = z.object({
  campaign: z.object({ name: z.string(), currencyName: z.string(), tiers: z.array(loyaltyTierViewSchema) }),
  /** The player's total: credits less reversals, never shown below 0. */
  points,
  /** The highest tier whose start the total reached. */
  tier: loyaltyTierViewSchema,
  nextTier: loyaltyTierViewSchema.nullable(),
  /** Null at the top tier. */
  pointsToNextTier: points.nullable(),
  /** The first milestone the total has not reached yet; null when every one is reached. */
  nextMilestoneId: z.string().nullable(),
  pointsToNextMilestone: points.nullable(),
  milestones: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      points,
      rewards: z.array(z.object({ name: z.string(), amount: points, currencyId: z.string().optional() })),
      status: LoyaltyMilestoneStatus,
    }),
  ),
  /** The total the player last acknowledged (ack_loyalty_points). */
  ackedPoints: points,
  /** Points earned since then: what the page counts up once. */
  unackedPoints: points,
});
export type LoyaltyDetails = z.infer<typeof loyaltyDetailsSchema>;

/** POST ack_loyalty_points: the total the page showed; left out, the current total. Repeating it changes nothing. */
export const loyaltyAckBodySchema = z.strictObject({
  points: z
    .number({ error: 'Expected a whole number of points' })
    .int({ error: 'Expected a whole number of points' })
    .min(0, { error: 'Expected a whole number of points' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Expected a smaller number' })
    .optional(),
});

export const loyaltyAckResultSchema = z.object({ points, ackedPoints: points, unackedPoints: points });
export type LoyaltyAckResult = z.infer<typeof loyaltyAckResultSchema>;

/** POST claim_loyalty_milestone/{id}: what was granted. */
export const loyaltyClaimResultSchema = z.object({
  milestoneId: z.string(),
  claimId: z.string(),
  rewards: z.array(z.object({ name: z.string(), amount: points, currencyId: z.string().optional() })),
});
export type LoyaltyClaimResult = z.infer<typeof loyaltyClaimResultSchema>;

/** What a storefront page gets of loyalty: the campaign's names always, the player's details when signed in. */
export interface LoyaltyPageData {
  name: string;
  currencyName: string;
  details: LoyaltyDetails | null;
}
