import { z } from 'zod';
import { dateTimeSchema } from '../cards';
import { nonNegativeIntSchema, positiveIntSchema, slugSchema } from '../common';
import { grantedRewardsSchema } from '../engagement/rewards';
import { defineContract, pathParams } from './contract';

// Our own calls for battle and premium passes (issue 14, docs/decisions/051-passes-hub-and-badges.md); the spec has
// none. They are not part of the spec's table (contractList); /api/openapi.json documents them as ours
// (engagement-calls.ts). The storefront's pass cards and the hub use them.

export const passTracks = ['free', 'premium'] as const;
export const PassTrack = z.enum(passTracks, { error: 'Expected a track: free, premium' });
export type PassTrack = z.infer<typeof PassTrack>;

/**
 * A reward of one level and track, for the player: `claimed`; `claimable` now; `locked` (level not reached);
 * `premium_locked` (reached, but the premium pass is not owned); `expired` (the time to claim is over).
 */
export const passRewardStates = ['claimed', 'claimable', 'locked', 'premium_locked', 'expired'] as const;
export const PassRewardState = z.enum(passRewardStates);
export type PassRewardState = z.infer<typeof PassRewardState>;

export const passRewardSchema = z.object({ rewards: grantedRewardsSchema, state: PassRewardState });

/** Before the season (`upcoming`), while it runs (`running`), after it, while rewards may still be claimed (`ended`). */
export const PassSeasonStatus = z.enum(['upcoming', 'running', 'ended']);

/** A pass as one player sees it: the season, their XP and level, and every level's two rewards. */
export const passViewSchema = z.object({
  id: slugSchema,
  name: z.string(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  /** Rewards reached in the season can be claimed until then (a grace period after the season's end). */
  claimableUntil: dateTimeSchema,
  status: PassSeasonStatus,
  xp: nonNegativeIntSchema,
  xpPerLevel: positiveIntSchema,
  /** The highest level reached (0: none yet), at most the number of levels. */
  level: nonNegativeIntSchema,
  maxLevel: positiveIntSchema,
  /** Percent of the way to the next level, rounded down; 100 at the last level. */
  progress: z.number().int().min(0).max(100),
  /** The catalogue item that unlocks the premium track; null when the pass has none. */
  premiumItemId: slugSchema.nullable(),
  premiumOwned: z.boolean(),
  /** How many rewards the player can claim now. */
  claimable: nonNegativeIntSchema,
  levels: z.array(z.object({ level: positiveIntSchema, free: passRewardSchema, premium: passRewardSchema })),
});
export type PassView = z.infer<typeof passViewSchema>;

export const passesResponseSchema = z.object({ passes: z.array(passViewSchema) });

export const listPasses = defineContract({
  name: 'listPasses',
  method: 'GET',
  path: '/api/shops/{shop}/passes',
  secure: true,
  tag: 'Shop',
  status: 'implemented',
  summary: "Reads the shop's battle and premium passes with the player's XP, level and rewards",
  params: pathParams('/api/shops/{shop}/passes'),
  response: passesResponseSchema,
});

const LEVEL_MESSAGE = 'Expected a level number from 1 to 200';

export const claimPassReward = defineContract({
  name: 'claimPassReward',
  method: 'POST',
  path: '/api/shops/{shop}/passes/{id}/levels/{level}/{track}/claim',
  secure: true,
  tag: 'Shop',
  status: 'implemented',
  summary: "Claims one level's free or premium reward of a pass, once",
  params: pathParams('/api/shops/{shop}/passes/{id}/levels/{level}/{track}/claim', {
    id: slugSchema,
    level: z.string({ error: LEVEL_MESSAGE }).regex(/^(?:[1-9]|[1-9][0-9]|1[0-9][0-9]|200)$/, { error: LEVEL_MESSAGE }),
    track: PassTrack,
  }),
  response: z.object({ claimId: z.uuid(), rewards: grantedRewardsSchema, pass: passViewSchema }),
});

export const passContracts = [listPasses, claimPassReward] as const;
