import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { scheduledPublishes, shopConfigVersions } from '../../../db/schema';
import { parseShopConfig, type ShopConfig } from '../../../schemas/shop-config';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { createPollingWorker, type PollingWorker } from '~/server/polling-worker.server';
import { recordAudit } from '~/server/studio/audit-log.server';
import { changedFields, summarizeChange } from '~/server/studio/config-diff.server';
import { forgetLiveShops, makeVersionLive, nextVersionNumber } from '~/server/studio/live-version.server';
import { lockWorkingCopy, recordConfigChange } from '~/server/studio/revisions.server';
import { ConfigInvalidError } from '~/server/studio/studio-errors.server';
import type { StudioMember } from '~/server/studio/studio-member';
import { formatStudioTime } from '~/studio/studio-time';

// Scheduled publishing (docs/decisions/042). Scheduling takes the draft as it is now (what the publisher reviewed),
// checked by the shared schema; at the time, whichever server's worker claims the row first (a conditional update from
// `pending`, so exactly once however many servers poll) publishes it through the studio's one publish path: the
// version goes live with makeVersionLive (NOTIFY), the revision moves on, and the audit log names who scheduled it.

/** How far ahead a publish may be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
/** How many publishes may wait at once per shop. */
export const SCHEDULE_MAX_PENDING = 20;
/** Who the version history and audit log name as the publisher of a scheduled publish. */
export const SCHEDULED_BY = 'schedule';

export type ScheduleStatus = 'pending' | 'published' | 'canceled' | 'failed';

export interface ScheduledPublish {
  id: string;
  publishAt: string;
  status: ScheduleStatus;
  createdBy: string;
  createdAt: string;
  settledAt: string | null;
  settledBy: string | null;
  outcome: string | null;
}

export async function schedulePublish(
  db: Database,
  clock: Clock,
  member: StudioMember,
  input: { baseRevision: string; publishAt: Date },
): Promise<ScheduledPublish> {
  const now = clock.now();
  if (input.publishAt.getTime() <= now.getTime()) throw new UnprocessableError('Choose a time in the future');
  if (input.publishAt.getTime() - now.getTime() > SCHEDULE_MAX_AHEAD_MS) {
    throw new UnprocessableError('Choose a time within a year');
  }
  const by = member.publisher.email;
  const row = await db.transaction(async (tx) => {
    const shop = await lockWorkingCopy(tx, member.shop.id, input.baseRevision);
    const [draft] = await tx
      .select()
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, shop.id), eq(shopConfigVersions.status, 'draft')));
    if (!draft) throw new ConflictError('There are no unpublished changes to schedule');
    const parsed = parseShopConfig(draft.config);
    if (!parsed.ok) throw new ConfigInvalidError(parsed.errors);
    const [pending] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(scheduledPublishes)
      .where(and(eq(scheduledPublishes.shopId, shop.id), eq(scheduledPublishes.status, 'pending')));
    if ((pending?.count ?? 0) >= SCHEDULE_MAX_PENDING) {
      throw new ConflictError(`At most ${SCHEDULE_MAX_PENDING} publishes can wait at once: cancel one first`);
    }
    const [inserted] = await tx
      .insert(scheduledPublishes)
      .values({
        shopId: shop.id,
        config: parsed.config,
        draftVersionId: draft.id,
        publishAt: input.publishAt,
        createdBy: by,
        createdByPublisherId: member.publisher.id,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, {
      shopId: shop.id,
      actor: member.publisher,
      action: 'publish_scheduled',
      details: `Scheduled the draft (version ${draft.version}) to publish at ${formatStudioTime(input.publishAt.toISOString())}`,
      at: now,
    });
    return inserted!;
  });
  return toScheduledPublish(row);
}

export async function cancelScheduledPublish(
  db: Database,
  clock: Clock,
  member: StudioMember,
  scheduleId: string,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(scheduledPublishes)
      .set({ status: 'canceled', settledAt: now, settledBy: member.publisher.email })
      .where(
        and(
          eq(scheduledPublishes.id, scheduleId),
          eq(scheduledPublishes.shopId, member.shop.id),
          eq(scheduledPublishes.status, 'pending'),
        ),
      )
      .returning();
    if (!canceled) {
      const [existing] = await tx
        .select({ status: scheduledPublishes.status })
        .from(scheduledPublishes)
        .where(and(eq(scheduledPublishes.id, scheduleId), eq(scheduledPublishes.shopId, member.shop.id)));
      if (!existing) throw new NotFoundError('This shop has no such scheduled publish');
      throw new ConflictError(`This scheduled publish is already ${existing.status}`);
    }
    await recordAudit(tx, {
      shopId: member.shop.id,
      actor: member.publisher,
      action: 'schedule_canceled',
      details: `Canceled the publish scheduled for ${formatStudioTime(canceled.publishAt.toISOString())}`,
      at: now,
    });
  });
}

/** The shop's scheduled publishes: those waiting first (soonest first), then the latest settled ones. */
export async function listScheduledPublishes(db: Database, shopId: string): Promise<ScheduledPublish[]> {
  const [pending, settled] = await Promise.all([
    db
      .select()
      .from(scheduledPublishes)
      .where(and(eq(scheduledPublishes.shopId, shopId), eq(scheduledPublishes.status, 'pending')))
      .orderBy(asc(scheduledPublishes.publishAt)),
    db
      .select()
      .from(scheduledPublishes)
      .where(and(eq(scheduledPublishes.shopId, shopId), sql`${scheduledPublishes.status} <> 'pending'`))
      .orderBy(desc(scheduledPublishes.settledAt))
      .limit(10),
  ]);
  return [...pending, ...settled].map(toScheduledPublish);
}

function toScheduledPublish(row: typeof scheduledPublishes.$inferSelect): ScheduledPublish {
  return {
    id: row.id,
    publishAt: row.publishAt.toISOString(),
    status: row.status as ScheduleStatus,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    settledBy: row.settledBy,
    outcome: row.outcome,
  };
}

export type ScheduleOutcome = 'published' | 'failed' | 'skipped';

/**
 * Publishes one due schedule if it is still pending: claims it with a conditional update (a second worker, blocked on
 * the row until the first commits, then finds it no longer pending and answers 'skipped'), then publishes its config
 * with the shop row locked, as the studio's publish does.
 */
export async function publishScheduled(db: Database, clock: Clock, scheduleId: string): Promise<ScheduleOutcome> {
  const now = clock.now();
  const outcome = await db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const [claimed] = await tx
      .update(scheduledPublishes)
      .set({ status: 'published', settledAt: now, settledBy: SCHEDULED_BY })
      .where(
        and(
          eq(scheduledPublishes.id, scheduleId),
          eq(scheduledPublishes.status, 'pending'),
          lte(scheduledPublishes.publishAt, now),
        ),
      )
      .returning();
    if (!claimed) return 'skipped';
    const parsed = parseShopConfig(claimed.config);
    if (!parsed.ok) {
      // The schema moved on since it was scheduled: nothing goes live, and the history says why.
      await tx
        .update(scheduledPublishes)
        .set({
          status: 'failed',
          outcome: `Not published: ${parsed.errors.length} problem(s), first at ${parsed.errors[0]?.path}`,
        })
        .where(eq(scheduledPublishes.id, claimed.id));
      return 'failed';
    }
    const version = await publishConfig(tx, claimed, parsed.config, now);
    await tx
      .update(scheduledPublishes)
      .set({ outcome: `Published as version ${version.number}`, publishedVersionId: version.id })
      .where(eq(scheduledPublishes.id, claimed.id));
    return 'published';
  });
  if (outcome === 'published') forgetLiveShops(db);
  return outcome;
}

/**
 * Makes the scheduled config live. When the draft it was taken from still holds exactly that config, the draft itself
 * is published (the editor then has no unpublished changes); otherwise it goes live as a version of its own and the
 * draft, edited since, stays the working copy.
 */
async function publishConfig(
  tx: Executor,
  schedule: typeof scheduledPublishes.$inferSelect,
  config: ShopConfig,
  now: Date,
): Promise<{ id: string; number: number }> {
  const shop = await lockWorkingCopy(tx, schedule.shopId, null);
  const [previous] = shop.publishedVersionId
    ? await tx
        .select({ config: shopConfigVersions.config })
        .from(shopConfigVersions)
        .where(eq(shopConfigVersions.id, shop.publishedVersionId))
    : [];
  const [draft] = await tx
    .select({ id: shopConfigVersions.id, config: shopConfigVersions.config })
    .from(shopConfigVersions)
    .where(and(eq(shopConfigVersions.shopId, shop.id), eq(shopConfigVersions.status, 'draft')));
  const draftUnchanged =
    draft !== undefined && draft.id === schedule.draftVersionId && changedFields(draft.config, config).length === 0;
  let versionId: string;
  const number = await nextVersionNumber(tx, shop.id, draftUnchanged ? draft.id : undefined);
  if (draftUnchanged) {
    versionId = draft.id;
    await tx.update(shopConfigVersions).set({ config, version: number }).where(eq(shopConfigVersions.id, draft.id));
  } else {
    const [row] = await tx
      .insert(shopConfigVersions)
      .values({
        shopId: shop.id,
        version: number,
        status: 'archived',
        config,
        createdBy: schedule.createdBy,
        authorPublisherId: schedule.createdByPublisherId,
        baseVersionId: shop.publishedVersionId,
        createdAt: now,
        updatedAt: now,
        updatedBy: schedule.createdBy,
      })
      .returning({ id: shopConfigVersions.id });
    versionId = row!.id;
  }
  await makeVersionLive(tx, { shopId: shop.id, versionId, publishedBy: SCHEDULED_BY, at: now });
  await recordConfigChange(tx, shop, {
    action: 'publish',
    changedBy: `${SCHEDULED_BY} (${schedule.createdBy})`,
    changedFields: changedFields(previous?.config, config),
    at: now,
  });
  await recordAudit(tx, {
    shopId: shop.id,
    actor: { id: schedule.createdByPublisherId, email: schedule.createdBy },
    action: 'publish',
    details: `Published version ${number} as scheduled for ${formatStudioTime(schedule.publishAt.toISOString())} (${summarizeChange(previous?.config, config)})`,
    at: now,
  });
  return { id: versionId, number };
}

/** One round: every due schedule, oldest first, each in its own transaction. */
export async function publishDueSchedules(
  db: Database,
  clock: Clock,
  logger: Logger,
  limit = 20,
): Promise<Record<ScheduleOutcome, number>> {
  const due = await db
    .select({ id: scheduledPublishes.id })
    .from(scheduledPublishes)
    .where(and(eq(scheduledPublishes.status, 'pending'), lte(scheduledPublishes.publishAt, clock.now())))
    .orderBy(asc(scheduledPublishes.publishAt))
    .limit(limit);
  const round: Record<ScheduleOutcome, number> = { published: 0, failed: 0, skipped: 0 };
  for (const { id } of due) {
    try {
      round[await publishScheduled(db, clock, id)] += 1;
    } catch (error) {
      // One shop's failure must not hold up the others: the row stays pending and is tried again next round.
      logger.warn({ err: error, scheduleId: id }, 'a scheduled publish failed; it will be tried again');
      round.skipped += 1;
    }
  }
  if (round.published + round.failed > 0) logger.info({ scheduled: round }, 'scheduled publishes done');
  return round;
}

export function createScheduledPublishWorker({
  db,
  clock,
  logger,
  pollIntervalMs = 15_000,
}: {
  db: Database;
  clock: Clock;
  logger: Logger;
  pollIntervalMs?: number;
}): PollingWorker<Record<ScheduleOutcome, number>> {
  const log = logger.child({ component: 'scheduled-publish' });
  return createPollingWorker({
    round: () => publishDueSchedules(db, clock, log),
    pollIntervalMs,
    log,
    name: 'scheduled publish',
  });
}
