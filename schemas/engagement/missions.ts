import { z } from 'zod';
import { dateTimeSchema } from '../cards';
import { positiveIntSchema, slugSchema, text } from '../common';
import { grantedRewardsSchema } from './rewards';

// Missions (issue 14): daily, weekly or seasonal goals fed by purchases and the game's events, reset each period in
// the shop's time zone, each claimed once per period. Owned by the missions feature.

/** A game event's name: what the game posts (`match_won`). */
export const gameEventNameSchema = z
  .string({ error: 'Expected an event name like match_won' })
  .regex(/^[a-z][a-z0-9_.-]{0,63}$/, { error: 'Expected an event name like match_won (a-z, 0-9, _ . -)' });

export const missionGoalSchema = z.discriminatedUnion(
  'kind',
  [
    /** Spend this much (minor units of the catalogue's default currency) in the period. */
    z.strictObject({ kind: z.literal('purchase_amount'), amount: positiveIntSchema }),
    /** Pay for this many orders in the period. */
    z.strictObject({ kind: z.literal('purchase_count'), count: positiveIntSchema }),
    /** Have the game report this event this many times in the period. */
    z.strictObject({
      kind: z.literal('event'),
      event: gameEventNameSchema,
      count: positiveIntSchema,
      /** What the progress counts, for players: "matches won" ("3 / 5 matches won"); the event's name otherwise. */
      label: text(40).optional(),
    }),
  ],
  { error: 'Expected a goal kind: purchase_amount, purchase_count, event' },
);

export const missionPeriods = ['daily', 'weekly', 'seasonal'] as const;

export const missionSchema = z.strictObject({
  id: slugSchema,
  name: text(60),
  description: text(160).optional(),
  period: z.enum(missionPeriods, { error: 'Expected a period: daily, weekly, seasonal' }),
  goal: missionGoalSchema,
  rewards: grantedRewardsSchema,
  /** Locked until the player has claimed this other mission in the same period. */
  unlocksAfter: slugSchema.optional(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionsConfigSchema = z
  .strictObject({
    /** The season seasonal missions (and their events) count in; nothing counts outside it. */
    season: z.strictObject({ name: text(60), startsAt: dateTimeSchema, endsAt: dateTimeSchema }).optional(),
    /** The weekly reset day (1 Monday ... 7 Sunday) at the daily reset hour. */
    weekStartsOn: z.number().int().min(1).max(7).default(1),
    /** The hour (0-23, shop's time zone) daily and weekly missions reset. */
    resetHour: z.number().int().min(0).max(23).default(0),
    list: z.array(missionSchema).max(50, { error: 'Expected at most 50 missions' }).default([]),
  })
  .superRefine((config, ctx) => {
    const { season } = config;
    if (season && Date.parse(season.endsAt) <= Date.parse(season.startsAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['season', 'endsAt'],
        message: 'Expected the season to end after it starts',
      });
    }
    const ids = new Set(config.list.map((mission) => mission.id));
    config.list.forEach((mission, index) => {
      if (mission.period === 'seasonal' && !season) {
        ctx.addIssue({ code: 'custom', path: ['list', index, 'period'], message: 'A seasonal mission needs a season' });
      }
      if (
        mission.unlocksAfter !== undefined &&
        (mission.unlocksAfter === mission.id || !ids.has(mission.unlocksAfter))
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['list', index, 'unlocksAfter'],
          message: `Expected another mission of this list, not ${mission.unlocksAfter}`,
        });
      }
    });
  });
export type MissionsConfig = z.infer<typeof missionsConfigSchema>;
