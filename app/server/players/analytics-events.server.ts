import { analyticsEvents } from '../../../db/schema';
import type { AnalyticsEvent } from '../../../schemas/analytics-event';
import type { FieldError } from '../../../schemas/field-errors';
import type { Clock, Viewer } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { DomainError } from '~/server/domain-errors.server';
import { consumeRateLimit, type RateLimitRule } from '~/server/players/rate-limits.server';

// POST /api/event/log_event: the client's batched analytics events, stored with who, where and from which client.

/** Events may arrive late (a batch sent on the next visit) but not from the future or from long ago. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export const logEventRateLimit = {
  name: 'log-event-player',
  points: 60,
  durationSeconds: 60,
  message: 'Too many analytics calls. Wait a minute.',
} as const satisfies RateLimitRule;

class InvalidEventsError extends DomainError {
  override name = 'InvalidEventsError';
  readonly status = 400;
  readonly code = 'invalid_request' as const;
}

export async function recordEvents(
  db: Database,
  clock: Clock,
  viewer: Viewer,
  events: AnalyticsEvent[],
): Promise<void> {
  await consumeRateLimit(db, logEventRateLimit, viewer.playerId);
  const now = clock.now().getTime();
  const fields: FieldError[] = [];
  events.forEach((event, index) => {
    const at = Date.parse(event.occurredAt);
    if (at > now + MAX_CLOCK_SKEW_MS)
      fields.push({ path: `events[${index}].occurredAt`, message: 'Expected a time that is not in the future' });
    else if (at < now - MAX_AGE_MS)
      fields.push({ path: `events[${index}].occurredAt`, message: 'Expected a time within the last 7 days' });
  });
  if (fields.length > 0) throw new InvalidEventsError('The request has invalid fields', fields);
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      shopId: viewer.shopId,
      playerId: viewer.playerId,
      clientKind: viewer.clientKind,
      name: event.name,
      properties: event.properties,
      occurredAt: new Date(event.occurredAt),
      receivedAt: new Date(now),
    })),
  );
}
