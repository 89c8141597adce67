import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { deliveries, deliveryEndpoints, linkedAccounts } from '../../../db/schema';
import type { Clock } from '~/server/context.server';
import { systemClock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { deliveryHeaders } from '~/server/delivery/signing.server';
import { createPollingWorker } from '~/server/polling-worker.server';
import { backoffDelayMs, type Backoff } from '~/server/retry-backoff.server';

// Drains the delivery outbox (docs/decisions/016-commerce.md, "Delivery"): claims due rows with SKIP LOCKED and a
// lease, so several servers share the work without sending a row twice at once; POSTs each one signed; 2xx is
// delivered, anything else is retried with exponential backoff and given up (dead, replayable) after a limit.
// A delivery waits, untouched, while its player has no game account linked in its shop: the game would not know
// whom to give the items to. Once one is linked, the next round sends it (issue 11).

/** A delivery that failed this many times is dead until replayed. */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** First retry after a minute, doubling, never more than 6 hours apart: 10 attempts span about 8.5 hours. */
const RETRY: Backoff = { baseMs: 60_000, maxMs: 6 * 60 * 60_000 };
/** At most this share is added at random to a retry delay, so a game coming back up is not hit all at once. */
export const RETRY_JITTER = 0.2;
/** How long the game has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/**
 * A claimed row is hidden from other workers this long: twice the timeout, since a worker holds a row at most one
 * answer (the batch is sent side by side) and one write, so only a dead worker (or one cut off from the database)
 * loses it. What a crash or a database restart strands is sent again 20 s later, not a minute.
 */
export const DELIVERY_LEASE_MS = 2 * DELIVERY_TIMEOUT_MS;

type DeliveryRow = typeof deliveries.$inferSelect;
type ClaimedDelivery = DeliveryRow & { url: string; secret: string };

/** The delay after the `attempts`-th failure, before jitter. */
export function deliveryRetryDelayMs(attempts: number): number {
  return backoffDelayMs(attempts, RETRY);
}

/** The delivery's player has a game account linked in the delivery's shop. */
const playerHasGameAccount = sql`exists (select 1 from ${linkedAccounts} where ${linkedAccounts.shopId} = ${deliveries.shopId} and ${linkedAccounts.playerId} = ${deliveries.playerId} and ${linkedAccounts.provider} = 'GAME')`;

/** The player's game accounts in the delivery's shop, oldest link first, as the payload names them. */
const gameAccountsNow = sql`coalesce((select jsonb_agg(jsonb_build_object('externalId', ${linkedAccounts.externalId}, 'displayName', ${linkedAccounts.displayName}) order by ${linkedAccounts.createdAt}) from ${linkedAccounts} where ${linkedAccounts.shopId} = ${deliveries.shopId} and ${linkedAccounts.playerId} = ${deliveries.playerId} and ${linkedAccounts.provider} = 'GAME'), '[]'::jsonb)`;

/**
 * Takes up to `limit` due deliveries of shops that have an endpoint and of players with a linked game account (the
 * others wait, untouched, until both exist): counts the attempt and leases them, in one statement. A delivery
 * written before its player linked an account gets the accounts linked now; once named, they stay, so every retry
 * sends the same body.
 */
export async function claimDueDeliveries(db: Database, clock: Clock, limit: number): Promise<ClaimedDelivery[]> {
  const now = clock.now();
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.status, 'pending'),
        lte(deliveries.nextAttemptAt, now),
        sql`exists (select 1 from ${deliveryEndpoints} where ${deliveryEndpoints.shopId} = ${deliveries.shopId})`,
        playerHasGameAccount,
      ),
    )
    .orderBy(asc(deliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(deliveries)
    .set({
      attempts: sql`${deliveries.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
      payload: sql`case when jsonb_array_length(${deliveries.payload} -> 'player' -> 'gameAccounts') = 0 then jsonb_set(${deliveries.payload}, '{player,gameAccounts}', ${gameAccountsNow}) else ${deliveries.payload} end`,
    })
    .where(and(inArray(deliveries.id, due), eq(deliveries.status, 'pending'), playerHasGameAccount))
    .returning();
  if (claimed.length === 0) return [];
  const shopIds = [...new Set(claimed.map((row) => row.shopId))];
  const endpoints = await db.select().from(deliveryEndpoints).where(inArray(deliveryEndpoints.shopId, shopIds));
  const endpointOf = new Map(endpoints.map((endpoint) => [endpoint.shopId, endpoint]));
  return claimed
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .flatMap((row) => {
      const endpoint = endpointOf.get(row.shopId);
      return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
    });
}

// Both updates match the attempt this worker claimed: a worker whose lease ran out cannot overwrite the next one's.
function ownAttempt(row: Pick<DeliveryRow, 'id' | 'attempts'>) {
  return and(eq(deliveries.id, row.id), eq(deliveries.status, 'pending'), eq(deliveries.attempts, row.attempts));
}

async function markDelivered(db: Database, clock: Clock, row: DeliveryRow): Promise<void> {
  await db
    .update(deliveries)
    .set({ status: 'delivered', deliveredAt: clock.now(), lastError: null })
    .where(ownAttempt(row));
}

async function markFailed(
  db: Database,
  clock: Clock,
  row: DeliveryRow,
  error: string,
  random: () => number,
): Promise<'pending' | 'dead'> {
  const lastError = error.slice(0, 500);
  if (row.attempts >= MAX_DELIVERY_ATTEMPTS) {
    await db.update(deliveries).set({ status: 'dead', lastError }).where(ownAttempt(row));
    return 'dead';
  }
  const delay = deliveryRetryDelayMs(row.attempts) * (1 + RETRY_JITTER * Math.min(Math.max(random(), 0), 1));
  await db
    .update(deliveries)
    .set({ lastError, nextAttemptAt: new Date(clock.now().getTime() + Math.round(delay)) })
    .where(ownAttempt(row));
  return 'pending';
}

/** One POST: resolves with null when the game took it (2xx), else with why not. */
async function post(row: ClaimedDelivery, clock: Clock, timeoutMs: number): Promise<string | null> {
  const rawBody = JSON.stringify(row.payload);
  const headers = deliveryHeaders({
    secret: row.secret,
    timestamp: Math.floor(clock.now().getTime() / 1000),
    rawBody,
    deliveryId: row.id,
    idempotencyKey: row.idempotencyKey,
  });
  try {
    // No redirects: the signature is for this URL's owner, and a 3xx usually means a misconfigured URL.
    const response = await fetch(row.url, {
      method: 'POST',
      headers,
      body: rawBody,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300) return null;
    return `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return `No answer within ${timeoutMs} ms`;
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}

export interface DeliveryWorkerOptions {
  db: Database;
  logger: Logger;
  clock?: Clock;
  pollIntervalMs?: number;
  batchSize?: number;
  timeoutMs?: number;
  /** The jitter's source, in [0, 1): tests pin it. */
  random?: () => number;
}

export interface DeliveryRound {
  delivered: number;
  failed: number;
  dead: number;
}

export interface DeliveryWorker {
  /** One round: claim due deliveries and POST each once. Tests call this to step the worker. */
  runOnce(): Promise<DeliveryRound>;
  start(): void;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

export function createDeliveryWorker({
  db,
  logger,
  clock = systemClock,
  pollIntervalMs = 2_000,
  batchSize = 10,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  random = Math.random,
}: DeliveryWorkerOptions): DeliveryWorker {
  const log = logger.child({ component: 'delivery-worker' });
  async function deliverOne(row: ClaimedDelivery, round: DeliveryRound): Promise<void> {
    const error = await post(row, clock, timeoutMs);
    if (error === null) {
      await markDelivered(db, clock, row);
      round.delivered += 1;
      return;
    }
    const status = await markFailed(db, clock, row, error, random);
    const fields = { deliveryId: row.id, shopId: row.shopId, attempts: row.attempts, err: error };
    if (status === 'dead') {
      round.dead += 1;
      log.error(fields, 'delivery given up after too many failed attempts (replayable)');
    } else {
      round.failed += 1;
      log.warn(fields, 'delivery failed; it will be retried');
    }
  }

  async function round(): Promise<DeliveryRound> {
    const result: DeliveryRound = { delivered: 0, failed: 0, dead: 0 };
    const claimed = await claimDueDeliveries(db, clock, batchSize);
    // Side by side: one slow game endpoint should not hold up the rest of the batch.
    await Promise.all(claimed.map((row) => deliverOne(row, result)));
    return result;
  }

  return createPollingWorker({ round, pollIntervalMs, log, name: 'delivery' });
}
