import { z } from 'zod';
import { dateTimeSchema } from '../cards';
import { positiveIntSchema, slugSchema, text } from '../common';
import { gameEventNameSchema } from './missions';
import { grantedRewardsSchema } from './rewards';

// Battle and premium passes (issue 14): a season of levels; XP from the game's events and from purchases; a free
// and a premium track per level; buying the premium item makes every reached level's premium reward claimable.
// Cards name one by `passId`. Owned by the pass feature.

export const passSchema = z.strictObject({
  id: slugSchema,
  name: text(60),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  /** XP needed per level. */
  xpPerLevel: positiveIntSchema,
  /** XP per US dollar (100 cents) paid in the season. */
  xpPerDollar: z.number().int().min(0).default(0),
  /** XP per game event, by event name. */
  eventXp: z.record(gameEventNameSchema, positiveIntSchema).default({}),
  /** The catalogue item that unlocks the premium track. */
  premiumItemId: slugSchema.optional(),
  levels: z
    .array(z.strictObject({ free: grantedRewardsSchema.optional(), premium: grantedRewardsSchema.optional() }))
    .min(1, { error: 'A pass needs at least one level' })
    .max(200, { error: 'Expected at most 200 levels' }),
});
export type Pass = z.infer<typeof passSchema>;
