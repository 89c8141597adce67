import { z } from 'zod';
import { dateTimeSchema } from '../cards';
import { positiveIntSchema, slugSchema, text } from '../common';
import { gameEventNameSchema } from './missions';
import { grantedRewardsSchema } from './rewards';

// Battle and premium passes (issue 14, docs/decisions/051-passes-hub-and-badges.md): a season of levels; XP from the
// game's events and from purchases; a free and a premium track per level; buying the premium item makes every
// reached level's premium reward claimable. Cards name one by `passId`. Owned by the pass feature.

/** One level of a pass: what the free track and the premium track give when the level is reached. */
export const passLevelSchema = z.strictObject({ free: grantedRewardsSchema, premium: grantedRewardsSchema });
export type PassLevel = z.infer<typeof passLevelSchema>;

export const passSchema = z
  .strictObject({
    id: slugSchema,
    name: text(60),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
    /** XP needed per level. */
    xpPerLevel: positiveIntSchema,
    /** XP per US dollar (100 cents) of a paid order in the season, rounded down per order. */
    xpPerDollar: z.number().int().min(0).max(1_000_000, { error: 'Expected at most 1000000' }).default(0),
    /** XP per game event, by event name. */
    eventXp: z
      .record(gameEventNameSchema, positiveIntSchema.max(1_000_000, { error: 'Expected at most 1000000' }))
      .refine((xp) => Object.keys(xp).length <= 20, { error: 'Expected at most 20 events' })
      .default({}),
    /** The catalogue item that unlocks the premium track (bought while the season runs); absent, free track only. */
    premiumItemId: slugSchema.optional(),
    levels: z
      .array(passLevelSchema)
      .min(1, { error: 'A pass needs at least one level' })
      .max(200, { error: 'Expected at most 200 levels' }),
  })
  .refine((pass) => Date.parse(pass.endsAt) > Date.parse(pass.startsAt), {
    error: 'Expected the season to end after it starts',
    path: ['endsAt'],
  });
export type Pass = z.infer<typeof passSchema>;
