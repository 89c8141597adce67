import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledPublishes, shopConfigVersions, studioAuditLog } from '../../db/schema';
import type { DatabaseHandle } from '../../app/server/db.server';
import { importConfigCall, exportConfigCall } from '../../app/server/studio/api/config-transfer-calls.server';
import {
  createPreviewLink,
  previewLinkToken,
  resolvePreviewLink,
  revokePreviewLink,
} from '../../app/server/studio/preview-links.server';
import { saveDraft } from '../../app/server/studio/save-draft.server';
import {
  cancelScheduledPublish,
  createScheduledPublishWorker,
  publishDueSchedules,
  publishScheduled,
  schedulePublish,
} from '../../app/server/studio/scheduled-publish.server';
import { loadWorkingCopy } from '../../app/server/studio/working-copy.server';
import type { StudioMember } from '../../app/server/studio/studio-member';
import { loader as previewLoader } from '../../app/routes/studio.$shop.preview.($page)';
import { loader as sharedLoader } from '../../app/routes/shared-preview.$token.($page)';
import { action as historyAction, loader as historyLoader } from '../../app/routes/studio.$shop.history';
import { integrationSuite } from '../helpers/integration-suite';
import { studioBrowser } from '../helpers/studio';
import { TEST_ORIGIN, callRoute } from '../helpers/test-context';
import { openSecondHandle, usingRealPostgres } from '../helpers/test-database';
import pino from 'pino';

// Decision 042: "Preview as" (a clock and a made-up player passed to the storefront's loaders), scheduled publishes
// (exactly once with two workers racing, on PostgreSQL when TEST_DATABASE_URL is set), preview links (signed, expiring,
// revocable) and config import (an invalid file changes nothing and lists every problem).

const suite = integrationSuite();
const silent = pino({ level: 'silent' });

type Card = { id: string; endsAt?: string; limit?: { limit: number; remaining: number } };
type PreviewPage = {
  storefront: { now: number; page: { sections: Array<{ cards: Card[] }> } | null };
  viewer: { player: { displayName: string }; wallets: Record<string, number> } | null;
  previewBalance: number | null;
  clockFrozen: boolean;
};

/** What a loader answered or threw: Remix's `data()` carries `data` and `init`. */
async function settle(run: () => Promise<unknown>): Promise<{ status: number; data: unknown; headers: Headers }> {
  try {
    const result = (await run()) as { data: unknown; init?: ResponseInit | null };
    return { status: result.init?.status ?? 200, data: result.data, headers: new Headers(result.init?.headers) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, headers: thrown.headers };
    const answer = thrown as { data: unknown; init?: ResponseInit | null };
    if (answer && typeof answer === 'object' && 'init' in answer) {
      return { status: answer.init?.status ?? 500, data: answer.data, headers: new Headers(answer.init?.headers) };
    }
    throw thrown;
  }
}

function cardsOf(page: PreviewPage): Card[] {
  return page.storefront.page?.sections.flatMap((section) => section.cards) ?? [];
}

describe('preview as a player', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await studioBrowser(suite.context, 'viewer@preview-as.test', 'emberfall', 'viewer'));
    await studioBrowser(suite.context, 'viewer@preview-as.test', 'verdant', 'viewer');
  });

  const preview = (shop: string, query: string, page?: string) =>
    settle(() =>
      previewLoader({
        request: new Request(`${TEST_ORIGIN}/studio/${shop}/preview${page ? `/${page}` : ''}${query}`, { headers }),
        params: { shop, ...(page ? { page } : {}) },
        context: suite.context,
      }),
    );

  it('answers 400 naming the field for nonsense, and never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['?as=god', 'as'],
      ['?as=player&balance=-5', 'balance'],
      ['?as=player&balance=1e30', 'balance'],
      ['?at=yesterday', 'at'],
      ['?at=3026-01-01T00:00:00Z', 'at'],
      ['?bought=gems-vault', 'bought[0]'],
      ['?walletOf=someone', 'walletOf'],
    ];
    for (const [query, path] of cases) {
      const answer = await preview('emberfall', query);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      const fields = (answer.data as { error: { fields: Array<{ path: string }> } }).error.fields;
      expect(
        fields.map((field) => field.path),
        query,
      ).toContain(path);
    }
  });

  it('draws the page at the chosen moment: a countdown ended by then shows as ended', async () => {
    const before = (await preview('verdant', '')).data as PreviewPage;
    const grove = cardsOf(before).find((card) => card.id === 'emerald-grove')!;
    expect(Date.parse(grove.endsAt!)).toBeGreaterThan(before.storefront.now);
    expect(before.clockFrozen).toBe(false);

    const after = (await preview('verdant', '?at=2027-06-01T12:00:00Z')).data as PreviewPage;
    expect(after.storefront.now).toBe(Date.parse('2027-06-01T12:00:00Z'));
    expect(after.clockFrozen).toBe(true);
    expect(Date.parse(grove.endsAt!)).toBeLessThan(after.storefront.now);
  });

  it('shows a made-up signed-in player with the chosen balance and purchases, never a real one', async () => {
    const visitor = (await preview('emberfall', '')).data as PreviewPage;
    expect(visitor.viewer).toBeNull();
    expect(visitor.previewBalance).toBeNull();
    expect(cardsOf(visitor).find((card) => card.id === 'gems-vault')?.limit).toEqual({ limit: 1, remaining: 1 });

    const player = (await preview('emberfall', '?as=player&balance=0&bought=gems-vault:1')).data as PreviewPage;
    expect(player.viewer?.player.displayName).toBe('Preview player');
    expect(player.viewer?.wallets).toEqual({ 'ember-gems': 0 });
    expect(player.previewBalance).toBe(0);
    expect(cardsOf(player).find((card) => card.id === 'gems-vault')?.limit).toEqual({ limit: 1, remaining: 0 });

    const rich = (await preview('emberfall', '?as=player&balance=5000')).data as PreviewPage;
    expect(rich.viewer?.wallets).toEqual({ 'ember-gems': 5000 });
  });
});

describe('scheduled publishing', () => {
  let editor: StudioMember;
  let second: DatabaseHandle;

  beforeAll(async () => {
    ({ member: editor } = await studioBrowser(suite.context, 'editor@schedule.test', 'frostmark', 'editor'));
    second = await openSecondHandle(suite.database);
  });
  afterAll(async () => {
    if (usingRealPostgres) await second.close();
  });

  async function draftWithName(name: string) {
    const copy = await loadWorkingCopy(suite.db, editor.shop.id, 'editor');
    const config = { ...(copy.config as Record<string, unknown>), name };
    const saved = await saveDraft(suite.db, suite.clock, editor, { baseRevision: copy.revision, config });
    return saved.revision;
  }

  async function liveName() {
    const copy = await loadWorkingCopy(suite.db, editor.shop.id, 'editor');
    const [live] = await suite.db
      .select({ config: shopConfigVersions.config, version: shopConfigVersions.version })
      .from(shopConfigVersions)
      .where(eq(shopConfigVersions.id, copy.published.versionId));
    return { name: live!.config.name, version: live!.version, copy };
  }

  it('refuses a time in the past and a schedule without a draft', async () => {
    const copy = await loadWorkingCopy(suite.db, editor.shop.id, 'editor');
    await expect(
      schedulePublish(suite.db, suite.clock, editor, {
        baseRevision: copy.revision,
        publishAt: new Date(suite.clock.now().getTime() - 1000),
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      schedulePublish(suite.db, suite.clock, editor, {
        baseRevision: copy.revision,
        publishAt: new Date(suite.clock.now().getTime() + 3_600_000),
      }),
    ).rejects.toMatchObject({ status: 409, message: 'There are no unpublished changes to schedule' });
  });

  it('publishes the draft as it was when scheduled, exactly once, with two workers racing', async () => {
    const revision = await draftWithName('Frostmark Winter Sale');
    const before = await liveName();
    const schedule = await schedulePublish(suite.db, suite.clock, editor, {
      baseRevision: revision,
      publishAt: new Date(suite.clock.now().getTime() + 3_600_000),
    });
    // Edited after scheduling: the later edit stays in the draft, the scheduled config goes live.
    await draftWithName('Frostmark Spring Preview');

    // Not due yet: neither worker touches it.
    expect(await publishDueSchedules(suite.db, suite.clock, silent)).toEqual({ published: 0, failed: 0, skipped: 0 });
    suite.clock.advance(3_600_000);

    const outcomes = await Promise.all([
      publishScheduled(suite.db, suite.clock, schedule.id),
      publishScheduled(second.db, suite.clock, schedule.id),
      publishDueSchedules(suite.db, suite.clock, silent),
      publishDueSchedules(second.db, suite.clock, silent),
    ]);
    const direct = outcomes.slice(0, 2) as string[];
    const rounds = outcomes.slice(2) as Array<Record<string, number>>;
    const published =
      direct.filter((outcome) => outcome === 'published').length + rounds.reduce((sum, r) => sum + r.published!, 0);
    expect(published).toBe(1);

    const after = await liveName();
    expect(after.name).toBe('Frostmark Winter Sale');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.copy.hasDraft).toBe(true);
    expect((after.copy.config as { name: string }).name).toBe('Frostmark Spring Preview');
    const published_versions = await suite.db
      .select()
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, editor.shop.id), eq(shopConfigVersions.status, 'published')));
    expect(published_versions).toHaveLength(1);
    const audit = await suite.db
      .select()
      .from(studioAuditLog)
      .where(and(eq(studioAuditLog.shopId, editor.shop.id), eq(studioAuditLog.action, 'publish')));
    expect(audit.filter((entry) => entry.details.includes('as scheduled'))).toHaveLength(1);
    const [row] = await suite.db.select().from(scheduledPublishes).where(eq(scheduledPublishes.id, schedule.id));
    expect(row).toMatchObject({
      status: 'published',
      settledBy: 'schedule',
      outcome: `Published as version ${after.version}`,
    });

    // A later round finds nothing left to do.
    suite.clock.advance(60_000);
    expect((await publishDueSchedules(second.db, suite.clock, silent)).published).toBe(0);
  });

  it('publishes the draft row itself when it was not edited since, so no unpublished changes remain', async () => {
    const copy = await loadWorkingCopy(suite.db, editor.shop.id, 'editor');
    const schedule = await schedulePublish(suite.db, suite.clock, editor, {
      baseRevision: copy.revision,
      publishAt: new Date(suite.clock.now().getTime() + 60_000),
    });
    suite.clock.advance(60_000);
    expect(await publishScheduled(second.db, suite.clock, schedule.id)).toBe('published');
    const after = await liveName();
    expect(after.name).toBe('Frostmark Spring Preview');
    expect(after.copy.hasDraft).toBe(false);
  });

  it('never publishes a canceled schedule, and a second cancel is a conflict', async () => {
    const revision = await draftWithName('Frostmark Never');
    const schedule = await schedulePublish(suite.db, suite.clock, editor, {
      baseRevision: revision,
      publishAt: new Date(suite.clock.now().getTime() + 60_000),
    });
    await cancelScheduledPublish(suite.db, suite.clock, editor, schedule.id);
    await expect(cancelScheduledPublish(suite.db, suite.clock, editor, schedule.id)).rejects.toMatchObject({
      status: 409,
    });
    suite.clock.advance(120_000);
    expect(await publishScheduled(suite.db, suite.clock, schedule.id)).toBe('skipped');
    expect((await liveName()).name).toBe('Frostmark Spring Preview');
  });
});

describe('preview links', () => {
  let owner: StudioMember;
  let publishedVersionId: string;

  beforeAll(async () => {
    ({ member: owner } = await studioBrowser(suite.context, 'owner@links.test', 'verdant', 'owner'));
    publishedVersionId = (await loadWorkingCopy(suite.db, owner.shop.id, 'owner')).published.versionId;
  });

  const secret = () => suite.context.authSecret;
  const open = (path: string) => {
    const [, , token, page] = path.split('/');
    return settle(() =>
      sharedLoader({
        request: new Request(`${TEST_ORIGIN}${path}`),
        params: { token: token!, ...(page ? { page } : {}) },
        context: suite.context,
      }),
    );
  };

  it('shows that version to anyone, never stored or indexed, and only the layout’s pages', async () => {
    const link = await createPreviewLink(suite.db, suite.clock, secret(), owner, {
      versionId: publishedVersionId,
      days: 7,
      label: '',
    });
    expect(link.path).toMatch(/^\/shared-preview\/[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);
    const home = await open(link.path!);
    expect(home.status).toBe(200);
    expect(home.headers.get('Cache-Control')).toBe('no-store');
    expect(home.headers.get('X-Robots-Tag')).toContain('noindex');
    expect((home.data as { storefront: { shop: { handle: string }; basePath: string } }).storefront).toMatchObject({
      shop: { handle: 'verdant' },
      basePath: link.path,
    });
    expect((await open(`${link.path}/shop`)).status).toBe(200);
    expect((await open(`${link.path}/account`)).status).toBe(404);
  });

  it('stops working when revoked', async () => {
    const link = await createPreviewLink(suite.db, suite.clock, secret(), owner, {
      versionId: publishedVersionId,
      days: 1,
      label: 'for QA',
    });
    expect((await open(link.path!)).status).toBe(200);
    await revokePreviewLink(suite.db, suite.clock, owner, link.id);
    expect((await open(link.path!)).status).toBe(404);
    await expect(revokePreviewLink(suite.db, suite.clock, owner, link.id)).rejects.toMatchObject({ status: 404 });
  });

  it('stops working at its expiry, by the injected clock', async () => {
    const link = await createPreviewLink(suite.db, suite.clock, secret(), owner, {
      versionId: publishedVersionId,
      days: 7,
      label: '',
    });
    const token = link.path!.split('/')[2]!;
    suite.clock.advance(7 * 24 * 3_600_000 - 5_000);
    expect(await resolvePreviewLink(suite.db, suite.clock, secret(), token)).not.toBeNull();
    suite.clock.advance(5_000);
    expect(await resolvePreviewLink(suite.db, suite.clock, secret(), token)).toBeNull();
    expect((await open(link.path!)).status).toBe(404);
  });

  it('refuses a forged or altered link, and a link longer than 7 days', async () => {
    const link = await createPreviewLink(suite.db, suite.clock, secret(), owner, {
      versionId: publishedVersionId,
      days: 2,
      label: '',
    });
    const [id, seconds] = link.path!.split('/')[2]!.split('.') as [string, string];
    const later = new Date((Number(seconds) + 86_400 * 30) * 1000);
    // Signed with another secret, or with the expiry pushed out: both refused.
    expect(
      await resolvePreviewLink(suite.db, suite.clock, secret(), previewLinkToken('x'.repeat(48), id, later)),
    ).toBeNull();
    expect(
      await resolvePreviewLink(suite.db, suite.clock, secret(), `${id}.${Number(seconds) + 86_400}.${'0'.repeat(64)}`),
    ).toBeNull();
    expect((await open('/shared-preview/not-a-token')).status).toBe(404);
    await expect(
      createPreviewLink(suite.db, suite.clock, secret(), owner, { versionId: publishedVersionId, days: 8, label: '' }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe('config export and import', () => {
  let headers: Record<string, string>;
  let viewerHeaders: Record<string, string>;
  let shopId: string;
  beforeAll(async () => {
    const editor = await studioBrowser(suite.context, 'editor@import.test', 'neon-drift', 'editor');
    headers = editor.headers;
    shopId = editor.member.shop.id;
    viewerHeaders = (await studioBrowser(suite.context, 'viewer@import.test', 'neon-drift', 'viewer')).headers;
  });

  const importing = (body: unknown, as = headers) =>
    callRoute(importConfigCall, suite.context, {
      method: 'POST',
      path: '/studio/api/shops/neon-drift/config-import',
      params: { shop: 'neon-drift' },
      headers: as,
      body,
    });

  it('lets a viewer export the published config', async () => {
    const response = await callRoute(exportConfigCall, suite.context, {
      path: '/studio/api/shops/neon-drift/config-export',
      params: { shop: 'neon-drift' },
      headers: viewerHeaders,
    });
    expect(response.status).toBe(200);
    const exported = (await response.json()) as { shop: string; published: { config: { name: string } }; draft: null };
    expect(exported.shop).toBe('neon-drift');
    expect(exported.draft).toBeNull();
    expect(typeof exported.published.config.name).toBe('string');
  });

  it('refuses an invalid file with every problem’s path, changing nothing', async () => {
    const before = await loadWorkingCopy(suite.db, shopId, 'editor');
    const config = structuredClone(before.config) as {
      name: unknown;
      theme: Record<string, unknown>;
      layout: { pages: Array<{ sections: Array<{ cards: Array<Record<string, unknown>> }> }> };
    };
    config.name = '';
    config.theme.primaryColor = 'red;}body{background:url(https://x)}';
    config.layout.pages[0]!.sections[0]!.cards[0]!.type = 'not-a-card';
    const response = await importing({ baseRevision: before.revision, config });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; details: { issues: Array<{ path: string }> } } };
    expect(body.error.code).toBe('config_invalid');
    const paths = body.error.details.issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'name',
        'theme.primaryColor',
        expect.stringMatching(/^layout\.pages\[0\]\.sections\[0\]\.cards\[0\]/),
      ]),
    );
    const after = await loadWorkingCopy(suite.db, shopId, 'editor');
    expect(after.revision).toBe(before.revision);
    expect(after.hasDraft).toBe(false);
  });

  it('lands a valid file as the draft (never live), against its revision; viewers cannot import', async () => {
    const before = await loadWorkingCopy(suite.db, shopId, 'editor');
    const config = { ...(before.config as Record<string, unknown>), name: 'Neon Drift Imported' };
    expect((await importing({ baseRevision: before.revision, config }, viewerHeaders)).status).toBe(403);
    const response = await importing({ baseRevision: before.revision, config });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hasDraft: true, issues: [] });
    const after = await loadWorkingCopy(suite.db, shopId, 'editor');
    expect(after.hasDraft).toBe(true);
    expect((after.config as { name: string }).name).toBe('Neon Drift Imported');
    expect(after.published.versionId).toBe(before.published.versionId);
    // The same file against the revision it no longer names: a conflict, nothing written.
    const stale = await importing({ baseRevision: before.revision, config: { ...config, name: 'Stale' } });
    expect(stale.status).toBe(409);
    expect(((await loadWorkingCopy(suite.db, shopId, 'editor')).config as { name: string }).name).toBe(
      'Neon Drift Imported',
    );
  });

  it('refuses a file over the size bound with 413', async () => {
    const before = await loadWorkingCopy(suite.db, shopId, 'editor');
    const response = await importing({ baseRevision: before.revision, config: { padding: 'x'.repeat(70 * 1024) } });
    expect(response.status).toBe(413);
  });
});

describe('the history page’s forms', () => {
  let headers: Record<string, string>;
  let member: StudioMember;
  beforeAll(async () => {
    ({ headers, member } = await studioBrowser(suite.context, 'editor@history-forms.test', 'emberfall', 'editor'));
  });

  const post = (fields: Record<string, string>) =>
    settle(() =>
      historyAction({
        request: new Request(`${TEST_ORIGIN}/studio/emberfall/history`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        params: { shop: 'emberfall' },
        context: suite.context,
      }),
    );
  const page = async () =>
    (
      (await historyLoader({
        request: new Request(`${TEST_ORIGIN}/studio/emberfall/history`, { headers }),
        params: { shop: 'emberfall' },
        context: suite.context,
      })) as unknown as {
        data: {
          revision: string;
          schedules: Array<{ id: string; status: string }>;
          links: Array<{ id: string; path: string | null }>;
          versions: Array<{ id: string; status: string }>;
        };
      }
    ).data;

  it('schedules and cancels a publish, and makes and revokes a preview link', async () => {
    const copy = await loadWorkingCopy(suite.db, member.shop.id, 'editor');
    const saved = await saveDraft(suite.db, suite.clock, member, {
      baseRevision: copy.revision,
      config: { ...(copy.config as Record<string, unknown>), name: 'Emberfall Scheduled' },
    });
    const at = new Date(suite.clock.now().getTime() + 2 * 3_600_000).toISOString().slice(0, 16);
    const scheduled = await post({ intent: 'schedule', baseRevision: saved.revision, publishAt: at });
    expect(scheduled.status).toBe(200);
    expect((scheduled.data as { message: string }).message).toMatch(/^The draft will be published /);
    const [pending] = (await page()).schedules;
    expect(pending).toMatchObject({ status: 'pending' });
    expect((await post({ intent: 'cancel-schedule', id: pending!.id })).status).toBe(200);
    expect((await page()).schedules[0]).toMatchObject({ status: 'canceled' });
    expect((await post({ intent: 'cancel-schedule', id: pending!.id })).status).toBe(409);

    const draft = (await page()).versions.find((version) => version.status === 'draft')!;
    const shared = await post({ intent: 'share', versionId: draft.id, days: '3' });
    expect(shared.status).toBe(200);
    const [link] = (await page()).links;
    expect(link!.path).toMatch(/^\/shared-preview\//);
    expect((await post({ intent: 'revoke-link', id: link!.id })).status).toBe(200);
    expect((await page()).links[0]!.path).toBeNull();
  });

  it('reads the time typed on the shop’s clock and says it back in the shop’s zone (decision 045)', async () => {
    const copy = await loadWorkingCopy(suite.db, member.shop.id, 'editor');
    const saved = await saveDraft(suite.db, suite.clock, member, {
      baseRevision: copy.revision,
      config: { ...(copy.config as Record<string, unknown>), timeZone: 'Asia/Tokyo' },
    });
    expect(((await page()) as unknown as { timeZone: string }).timeZone).toBe('Asia/Tokyo');
    // Tokyo is UTC+9 all year: 09:00 there tomorrow is 00:00 UTC.
    const day = new Date(suite.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const scheduled = await post({
      intent: 'schedule',
      baseRevision: saved.revision,
      publishAt: `${day}T09:00`,
      timeZone: 'Asia/Tokyo',
    });
    expect(scheduled.status).toBe(200);
    expect((scheduled.data as { message: string }).message).toMatch(/, 09:00 Asia\/Tokyo\.$/);
    const [pending] = (await page()).schedules as Array<{ id: string; status: string; publishAt: string }>;
    expect(new Date(pending!.publishAt).toISOString()).toBe(`${day}T00:00:00.000Z`);
    expect((await post({ intent: 'cancel-schedule', id: pending!.id })).status).toBe(200);
    expect(
      (await post({ intent: 'schedule', baseRevision: saved.revision, publishAt: `${day}T09:00`, timeZone: 'EST' }))
        .status,
    ).toBe(400);
  });

  it('answers 400 for a form it cannot read, and 409 for a stale revision', async () => {
    expect((await post({ intent: 'share', versionId: 'nope', days: '3' })).status).toBe(400);
    expect((await post({ intent: 'schedule', baseRevision: '1', publishAt: 'soon' })).status).toBe(400);
    expect((await post({ intent: 'launch' })).status).toBe(400);
    const at = new Date(suite.clock.now().getTime() + 3_600_000).toISOString().slice(0, 16);
    expect((await post({ intent: 'schedule', baseRevision: '1', publishAt: at })).status).toBe(409);
  });

  it('starts a polling worker whose round publishes what is due', async () => {
    const worker = createScheduledPublishWorker({
      db: suite.db,
      clock: suite.clock,
      logger: silent,
      pollIntervalMs: 60_000,
    });
    expect(await worker.runOnce()).toEqual({ published: 0, failed: 0, skipped: 0 });
    await worker.stop();
  });
});
