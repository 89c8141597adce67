import { z } from 'zod';
import { dateTimeSchema } from '../cards';
import { nonNegativeIntSchema, positiveIntSchema, slugSchema } from '../common';
import { missionGoalSchema, missionPeriods } from '../engagement/missions';
import { grantedRewardsSchema } from '../engagement/rewards';
import { defineContract, pathParams } from './contract';

// The player's missions (docs/decisions/049-game-events-and-missions.md): the answer of the spec's GET
// /api/shops/{shop}/missions (schemas/api/shop.ts) and our own claim call. The claim is not in the spec's table
// (`contractList`); /api/openapi.json documents it as ours (engagement-calls.ts).

/**
 * `locked` until the mission it unlocks after is claimed this period; `in_progress`; `completed` (claim it now);
 * `claimed` this period.
 */
export const missionStates = ['locked', 'in_progress', 'completed', 'claimed'] as const;
export const MissionState = z.enum(missionStates);
export type MissionState = z.infer<typeof MissionState>;

export const missionViewSchema = z.object({
  id: slugSchema,
  name: z.string(),
  description: z.string().optional(),
  period: z.enum(missionPeriods),
  goal: missionGoalSchema,
  /** How far the player got this period, at most `target` (minor units for purchase_amount). */
  progress: nonNegativeIntSchema,
  target: positiveIntSchema,
  state: MissionState,
  rewards: grantedRewardsSchema,
  /** The mission to claim first this period. */
  unlocksAfter: slugSchema.optional(),
  /** The period progress counts in (`2026-11-26`, `week-2026-11-23`, `season-2026-11-01`). */
  periodKey: z.string(),
  /** When the period started and when it resets (the season's end for a seasonal mission). */
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
});
export type MissionView = z.infer<typeof missionViewSchema>;

export const missionsViewSchema = z.object({
  /** The season seasonal missions run in; null when the shop has none. */
  season: z.object({ name: z.string(), startsAt: dateTimeSchema, endsAt: dateTimeSchema }).nullable(),
  /** The currency purchase_amount goals count in (the catalogue's default; minor units). */
  currency: z.string(),
  /** Daily and weekly missions, and the seasonal ones while the season runs, in the shop's order. */
  missions: z.array(missionViewSchema),
});
export type MissionsView = z.infer<typeof missionsViewSchema>;

/** The MISSIONS page's data: the player's missions (null for an anonymous visitor) and the server's clock. */
export interface MissionsPageData {
  /** The server's clock when the page was read (ms): countdowns start from it so server and browser agree. */
  now: number;
  /** How many missions the shop has configured (anonymous visitors see a prompt when there are some). */
  configured: number;
  view: MissionsView | null;
}

export const missionClaimSchema = z.object({
  /** The mission as it stands after the claim (`claimed`). */
  mission: missionViewSchema,
  /** The grant, as the game's delivery names it (`reward.claimId`). */
  claimId: z.uuid(),
});
export type MissionClaimResult = z.infer<typeof missionClaimSchema>;

const claimPath = '/api/shops/{shop}/missions/{id}/claim';

export const claimMission = defineContract({
  name: 'claimMission',
  method: 'POST',
  path: claimPath,
  secure: true,
  tag: 'Shop',
  status: 'implemented',
  summary:
    "Claims a completed mission's rewards for this period: 409 once claimed, 422 while in progress or locked, 404 unknown",
  params: pathParams(claimPath, { id: slugSchema }),
  response: missionClaimSchema,
});
