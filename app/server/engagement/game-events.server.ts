// The game's events (docs/decisions/049-game-events-and-missions.md): stored once per (shop, eventId) and kept by
// game account id, so events for an account nobody has linked yet count as soon as a player links it. Counting joins
// `linked_accounts` (provider GAME) at read time: nothing is applied to a player, so an event can never count twice.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { gameEvents, linkedAccounts } from '../../../db/schema';
import {
  GAME_EVENT_FUTURE_TOLERANCE_MS,
  type GameEventInput,
  type PostGameEventsResult,
} from '../../../schemas/game-events';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { UnprocessableError } from '~/server/domain-errors.server';

type Properties = Record<string, string | number | boolean | null>;

/** Key order does not matter (jsonb does not keep it). */
function sameProperties(a: Properties, b: Properties): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Stores a batch of events in one transaction: new ids are inserted, known ids are duplicates (the same event posted
 * again counts once). An id stored with a different name, account, time or properties refuses the whole batch (422).
 */
export async function recordGameEvents(
  db: Database,
  clock: Clock,
  shopId: string,
  events: readonly GameEventInput[],
): Promise<PostGameEventsResult> {
  const receivedAt = clock.now();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(gameEvents)
      .values(
        events.map((event) => ({
          shopId,
          eventId: event.eventId,
          name: event.name,
          gameAccountId: event.gameAccountId,
          occurredAt: new Date(event.occurredAt),
          properties: event.properties,
          receivedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ eventId: gameEvents.eventId, occurredAt: gameEvents.occurredAt });
    // Every event of the batch is now stored (by this call or before): compare each with what is stored.
    const stored = await tx
      .select({
        eventId: gameEvents.eventId,
        name: gameEvents.name,
        gameAccountId: gameEvents.gameAccountId,
        occurredAt: gameEvents.occurredAt,
        properties: gameEvents.properties,
      })
      .from(gameEvents)
      .where(
        and(
          eq(gameEvents.shopId, shopId),
          inArray(
            gameEvents.eventId,
            events.map((event) => event.eventId),
          ),
        ),
      );
    const byId = new Map(stored.map((row) => [row.eventId, row]));
    const reused = events.flatMap((event, index) => {
      const row = byId.get(event.eventId);
      const same =
        row &&
        row.name === event.name &&
        row.gameAccountId === event.gameAccountId &&
        row.occurredAt.getTime() === Date.parse(event.occurredAt) &&
        sameProperties(row.properties, event.properties);
      return same ? [] : [{ path: `events[${index}].eventId`, message: 'This eventId was used for another event' }];
    });
    if (reused.length > 0) {
      throw new UnprocessableError('An eventId was used before for a different event; nothing was stored', reused);
    }
    const limit = receivedAt.getTime() + GAME_EVENT_FUTURE_TOLERANCE_MS;
    return {
      accepted: inserted.length,
      duplicates: events.length - inserted.length,
      notCounted: inserted.filter((row) => row.occurredAt.getTime() > limit).length,
    };
  });
}

/**
 * How many events of each name the player's linked game accounts had from `from` (inclusive) to `to` (exclusive).
 * Every asked name is in the answer (0 when none). Events dated more than the tolerance after they arrived count
 * for nothing; so do events outside the window (a season's end is the caller's `to`).
 */
export async function playerEventCounts(
  db: Executor,
  shopId: string,
  playerId: string,
  names: readonly string[],
  from: Date,
  to: Date,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  if (names.length === 0 || from.getTime() >= to.getTime()) return counts;
  const rows = await db
    .select({ name: gameEvents.name, count: sql<number>`count(*)::int` })
    .from(gameEvents)
    .innerJoin(
      linkedAccounts,
      and(
        eq(linkedAccounts.shopId, gameEvents.shopId),
        eq(linkedAccounts.provider, 'GAME'),
        eq(linkedAccounts.externalId, gameEvents.gameAccountId),
      ),
    )
    .where(
      and(
        eq(gameEvents.shopId, shopId),
        eq(linkedAccounts.playerId, playerId),
        inArray(gameEvents.name, [...new Set(names)]),
        gte(gameEvents.occurredAt, from),
        lt(gameEvents.occurredAt, to),
        sql`${gameEvents.occurredAt} <= ${gameEvents.receivedAt} + make_interval(secs => ${GAME_EVENT_FUTURE_TOLERANCE_MS / 1000})`,
      ),
    )
    .groupBy(gameEvents.name);
  for (const row of rows) counts[row.name] = Number(row.count);
  return counts;
}
