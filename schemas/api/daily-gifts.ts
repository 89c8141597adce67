import { z } from 'zod';
import { grantedRewardsSchema } from '../engagement/rewards';
import { defineContract, pathParams } from './contract';

// Our own call (not in the spec's section 7, docs/decisions/050-daily-gifts-and-offer-chains.md): claims today's
// daily gift or calendar day. Not in `contractList` (the spec's table); documented in /api/openapi.json as ours (engagement-calls.ts).

export const dailyGiftClaimSchema = z.object({
  giftId: z.string(),
  /** The shop day claimed (`2026-11-26`), a day beginning at the gift's reset hour in the shop's time zone. */
  periodKey: z.string(),
  /** The streak's day (a streak gift) or the calendar's day claimed. */
  day: z.number().int().min(1),
  rewards: grantedRewardsSchema,
  /** When the next claim opens (ISO); null when a calendar has no day left. */
  nextClaimAt: z.string().nullable(),
});
export type DailyGiftClaimResult = z.infer<typeof dailyGiftClaimSchema>;

const path = '/api/shops/{shop}/daily_gifts/{id}/claim';

export const claimDailyGift = defineContract({
  name: 'claimDailyGift',
  method: 'POST',
  path,
  secure: true,
  tag: 'Shop',
  status: 'implemented',
  summary:
    "Claims today's daily gift or calendar day: 409 once claimed today, 422 before a calendar starts or after it ends",
  params: pathParams(path),
  response: dailyGiftClaimSchema,
});
