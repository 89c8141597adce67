import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledPublishes } from '../../db/schema';
import { saveDraft } from '../../app/server/studio/save-draft.server';
import {
  cancelScheduledPublish,
  publishDueSchedules,
  schedulePublish,
  SCHEDULE_MAX_PENDING,
} from '../../app/server/studio/scheduled-publish.server';
import type { StudioMember } from '../../app/server/studio/studio-member';
import { loadWorkingCopy } from '../../app/server/studio/working-copy.server';
import { integrationSuite } from '../helpers/integration-suite';
import { studioBrowser } from '../helpers/studio';

// What a publisher is told when a publish cannot be scheduled or cancelled, and what happens to a schedule whose
// config no longer passes the schema when it falls due (docs/decisions/042): nothing goes live, the history says why.

const suite = integrationSuite();
const HOUR = 3_600_000;
let editor: StudioMember;
let seeded: Record<string, unknown>;

beforeAll(async () => {
  ({ member: editor } = await studioBrowser(suite.context, 'editor@schedules.test', 'verdant', 'editor'));
  seeded = (await loadWorkingCopy(suite.db, editor.shop.id, 'editor')).config as Record<string, unknown>;
});

async function draft(fields: Record<string, unknown>): Promise<string> {
  // Each draft starts from the seeded config: one test's broken draft does not leak into the next.
  const copy = await loadWorkingCopy(suite.db, editor.shop.id, 'editor');
  const config = { ...seeded, ...fields };
  return (await saveDraft(suite.db, suite.clock, editor, { baseRevision: copy.revision, config })).revision;
}

async function liveVersion(): Promise<string> {
  const copy = await loadWorkingCopy(suite.db, editor.shop.id, 'editor');
  return copy.published.version + ':' + String(copy.hasDraft);
}

describe('scheduling a publish', () => {
  it('refuses a time more than a year ahead', async () => {
    const revision = await draft({ name: 'Verdant Next Year' });
    await expect(
      schedulePublish(suite.db, suite.clock, editor, {
        baseRevision: revision,
        publishAt: new Date(suite.clock.now().getTime() + 400 * 24 * HOUR),
      }),
    ).rejects.toMatchObject({ status: 422, message: 'Choose a time within a year' });
  });

  it('refuses a draft the schema refuses, listing its problems, and schedules nothing', async () => {
    const theme = seeded.theme as Record<string, unknown>;
    const revision = await draft({ theme: { ...theme, primaryColor: 'red;}body{' } });
    await expect(
      schedulePublish(suite.db, suite.clock, editor, {
        baseRevision: revision,
        publishAt: new Date(suite.clock.now().getTime() + HOUR),
      }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'config_invalid',
      details: { issues: expect.arrayContaining([expect.objectContaining({ path: 'theme.primaryColor' })]) },
    });
    expect(
      await suite.db.select().from(scheduledPublishes).where(eq(scheduledPublishes.shopId, editor.shop.id)),
    ).toEqual([]);
  });

  it(`holds at most ${SCHEDULE_MAX_PENDING} waiting publishes: the next is a conflict until one is cancelled`, async () => {
    const revision = await draft({ name: 'Verdant Busy' });
    const schedule = (minutes: number) =>
      schedulePublish(suite.db, suite.clock, editor, {
        baseRevision: revision,
        publishAt: new Date(suite.clock.now().getTime() + HOUR + minutes * 60_000),
      });
    const waiting = [];
    for (let minutes = 0; minutes < SCHEDULE_MAX_PENDING; minutes += 1) waiting.push(await schedule(minutes));
    await expect(schedule(99)).rejects.toMatchObject({
      status: 409,
      message: `At most ${SCHEDULE_MAX_PENDING} publishes can wait at once: cancel one first`,
    });
    await cancelScheduledPublish(suite.db, suite.clock, editor, waiting[0]!.id);
    expect((await schedule(99)).status).toBe('pending');
    for (const row of await suite.db
      .select({ id: scheduledPublishes.id })
      .from(scheduledPublishes)
      .where(eq(scheduledPublishes.status, 'pending'))) {
      await cancelScheduledPublish(suite.db, suite.clock, editor, row.id);
    }
  });

  it('answers 404 for cancelling a schedule the shop does not have', async () => {
    await expect(cancelScheduledPublish(suite.db, suite.clock, editor, randomUUID())).rejects.toMatchObject({
      status: 404,
      message: 'This shop has no such scheduled publish',
    });
  });
});

describe('a scheduled config the schema refuses when it falls due', () => {
  it('is marked failed with its first problem, and the live version stays', async () => {
    const revision = await draft({ name: 'Verdant Later' });
    const schedule = await schedulePublish(suite.db, suite.clock, editor, {
      baseRevision: revision,
      publishAt: new Date(suite.clock.now().getTime() + HOUR),
    });
    // As if the schema had moved on since: the stored copy no longer passes it.
    const [row] = await suite.db.select().from(scheduledPublishes).where(eq(scheduledPublishes.id, schedule.id));
    await suite.db
      .update(scheduledPublishes)
      .set({ config: { ...row!.config, name: '' } })
      .where(eq(scheduledPublishes.id, schedule.id));
    const before = await liveVersion();

    suite.clock.advance(HOUR);
    const round = await publishDueSchedules(suite.db, suite.clock, pino({ level: 'silent' }));
    expect(round).toEqual({ published: 0, failed: 1, skipped: 0 });
    const [after] = await suite.db.select().from(scheduledPublishes).where(eq(scheduledPublishes.id, schedule.id));
    expect(after).toMatchObject({ status: 'failed', outcome: 'Not published: 1 problem(s), first at name' });
    expect(await liveVersion()).toBe(before);
  });
});
