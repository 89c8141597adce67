import { z } from 'zod';
import { storableText } from './common';

// POST /api/event/log_event: what the client may record. Bounded so analytics can never flood the database.

export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_PROPERTIES_MAX = 30;

const EVENT_NAME_MESSAGE = 'Expected an event name like card_viewed (lowercase letters, digits, _ and .)';

export const analyticsEventSchema = z.strictObject({
  name: z.string({ error: EVENT_NAME_MESSAGE }).regex(/^[a-z][a-z0-9_.]{1,63}$/, { error: EVENT_NAME_MESSAGE }),
  properties: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: 'Expected a property name of letters, digits and _' }),
      z.union([storableText(500), z.number().finite(), z.boolean(), z.null()]),
    )
    .refine((value) => Object.keys(value).length <= ANALYTICS_PROPERTIES_MAX, {
      error: `Expected at most ${ANALYTICS_PROPERTIES_MAX} properties`,
    })
    .default({}),
  occurredAt: z.iso.datetime({ offset: true, error: 'Expected an ISO date-time' }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const logEventBodySchema = z.strictObject({
  events: z
    .array(analyticsEventSchema)
    .min(1, { error: 'Expected at least one event' })
    .max(ANALYTICS_BATCH_MAX, { error: `Expected at most ${ANALYTICS_BATCH_MAX} events per call` }),
});
