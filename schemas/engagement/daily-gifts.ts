import { z } from 'zod';
import { dateTimeSchema } from '../cards';
import { slugSchema, text } from '../common';
import { grantedRewardsSchema } from './rewards';

// Daily gifts and calendars (issue 14): one claim per period (a day starting at `resetHour` in the shop's time
// zone). A daily gift repeats its rewards as a streak; a calendar runs day 1..N from `startsAt`. Cards name one by
// `giftId`. Owned by the daily-gift feature.

export const dailyGiftSchema = z
  .strictObject({
    id: slugSchema,
    name: text(60),
    kind: z.enum(['streak', 'calendar'], { error: 'Expected a kind: streak, calendar' }),
    /** The hour (0-23) in the shop's time zone a new day begins. */
    resetHour: z.number().int().min(0).max(23).default(0),
    /** A missed day starts the streak again at day 1 (`reset`), or is passed over and the streak goes on (`skip`). */
    missedDay: z.enum(['reset', 'skip'], { error: 'Expected reset or skip' }).default('reset'),
    /** Day n's rewards (a streak starts over after the last day; a calendar ends). */
    days: z
      .array(z.strictObject({ rewards: grantedRewardsSchema }))
      .min(1, { error: 'Expected at least one day' })
      .max(31, { error: 'Expected at most 31 days' }),
    /** A calendar's first day (the shop day holding this instant is day 1); required for calendars. */
    startsAt: dateTimeSchema.optional(),
  })
  .refine((gift) => gift.kind !== 'calendar' || gift.startsAt !== undefined, {
    error: 'A calendar needs its first day (startsAt)',
    path: ['startsAt'],
  });
export type DailyGift = z.infer<typeof dailyGiftSchema>;
