import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopConfigChanges, shopConfigVersions, shops, studioAuditLog } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { findPublishedShop } from '../../app/server/shops.server';
import { discardDraft } from '../../app/server/studio/discard-draft.server';
import { publishDraft } from '../../app/server/studio/publish-draft.server';
import { CONFIG_CHANGES_KEPT } from '../../app/server/studio/revisions.server';
import { rollbackToVersion } from '../../app/server/studio/rollback-version.server';
import { saveDraft } from '../../app/server/studio/save-draft.server';
import { ConfigInvalidError, DraftConflictError } from '../../app/server/studio/studio-errors.server';
import { listVersionHistory } from '../../app/server/studio/version-history.server';
import { loadWorkingCopy } from '../../app/server/studio/working-copy.server';
import { integrationSuite } from '../helpers/integration-suite';
import { studioBrowser } from '../helpers/studio';

const suite = integrationSuite();
const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;
const HOSTILE = 'red;}body{background:url(https://x)}';

function withTheme(config: unknown, theme: Record<string, unknown>) {
  const base = config as { theme: Record<string, unknown> };
  return { ...base, theme: { ...base.theme, ...theme } };
}

async function statuses(shopId: string) {
  const rows = await suite.db
    .select({ status: shopConfigVersions.status, version: shopConfigVersions.version })
    .from(shopConfigVersions)
    .where(eq(shopConfigVersions.shopId, shopId));
  return rows.sort((a, b) => a.version - b.version).map((row) => `${row.version}:${row.status}`);
}

describe('given the demo shop emberfall and its owner', () => {
  it('starts with its seeded config published and no draft', async () => {
    const { member } = await studioBrowser(suite.context, 'owner@studio.test', 'emberfall', 'owner');
    const copy = await loadWorkingCopy(suite.db, member.shop.id, member.role);
    expect(copy.hasDraft).toBe(false);
    expect(copy.published.version).toBe(1);
    expect(copy.published.publishedBy).toBe('seed');
    expect(copy.issues).toEqual([]);
    const [shop] = await suite.db.select().from(shops).where(eq(shops.id, member.shop.id));
    expect(shop!.publishedVersionId).toBe(copy.published.versionId);
  });

  it('saves a draft, refuses a save on a stale revision with who changed what, and publishes the draft', async () => {
    const { member: alice } = await studioBrowser(suite.context, 'alice@studio.test', 'emberfall', 'editor');
    const { member: bob } = await studioBrowser(suite.context, 'bob@studio.test', 'emberfall', 'editor');
    const copy = await loadWorkingCopy(suite.db, alice.shop.id, alice.role);

    const saved = await saveDraft(suite.db, suite.clock, alice, {
      baseRevision: copy.revision,
      config: withTheme(copy.config, { primaryColor: '#ff0000', buttonType: 'blue pill' }),
    });
    expect(saved.revision).not.toBe(copy.revision);
    expect(saved.hasDraft).toBe(true);

    const stale = saveDraft(suite.db, suite.clock, bob, {
      baseRevision: copy.revision,
      config: withTheme(copy.config, { borderRadius: '2px' }),
    });
    await expect(stale).rejects.toBeInstanceOf(DraftConflictError);
    const conflict = (await stale.catch((error: unknown) => error)) as DraftConflictError;
    expect(conflict.status).toBe(409);
    expect(conflict.details.changedBy).toBe('alice@studio.test');
    expect(conflict.details.changedAt).toBe(suite.clock.now().toISOString());
    expect(conflict.details.changedFields).toEqual(expect.arrayContaining(['theme.primaryColor', 'theme.buttonType']));

    const draftCopy = await loadWorkingCopy(suite.db, alice.shop.id, alice.role);
    expect(draftCopy).toMatchObject({ hasDraft: true, draftUpdatedBy: 'alice@studio.test', revision: saved.revision });
    expect((draftCopy.config as { theme: { primaryColor: string } }).theme.primaryColor).toBe('#ff0000');

    const published = await publishDraft(suite.db, suite.clock, bob, { baseRevision: saved.revision });
    expect(published).toMatchObject({ hasDraft: false, published: { version: 2, publishedBy: 'bob@studio.test' } });
    expect((await findPublishedShop(suite.db, 'emberfall'))!.config.theme.primaryColor).toBe('#ff0000');
    expect(await statuses(alice.shop.id)).toEqual(['1:archived', '2:published']);
    const audit = await suite.db.select().from(studioAuditLog).where(eq(studioAuditLog.shopId, alice.shop.id));
    expect(audit.map((entry) => [entry.action, entry.actor])).toContainEqual(['publish', 'bob@studio.test']);
    expect(audit.find((entry) => entry.action === 'publish')!.details).toMatch(/Theme: .*buttonType.*primaryColor/);
  });

  it('makes no draft from a save that matches the published config, and says so', async () => {
    const { member } = await studioBrowser(suite.context, 'owner@studio.test', 'emberfall', 'owner');
    const copy = await loadWorkingCopy(suite.db, member.shop.id, member.role);
    // An edit undone before autosave fired: the save sends the published config back.
    const saved = await saveDraft(suite.db, suite.clock, member, { baseRevision: copy.revision, config: copy.config });
    expect(saved).toMatchObject({ revision: copy.revision, hasDraft: false });
    expect(await loadWorkingCopy(suite.db, member.shop.id, member.role)).toMatchObject({ hasDraft: false });
    await expect(discardDraft(suite.db, suite.clock, member, { baseRevision: copy.revision })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('keeps the latest writes to explain a conflict, not every autosave since the shop began', async () => {
    const { member } = await studioBrowser(suite.context, 'owner@studio.test', 'emberfall', 'owner');
    const copy = await loadWorkingCopy(suite.db, member.shop.id, member.role);
    // A shop edited for months: more writes than are kept, the last five of them to the border radius.
    const first = Number(copy.revision) + 1;
    const last = first + CONFIG_CHANGES_KEPT + 20;
    const rows = Array.from({ length: last - first + 1 }, (_, index) => first + index).map((revision) => ({
      shopId: member.shop.id,
      revision,
      action: 'save',
      changedBy: 'carol@studio.test',
      changedFields: [revision > last - 5 ? 'theme.borderRadius' : 'name'],
    }));
    await suite.db.insert(shopConfigChanges).values(rows);
    await suite.db.update(shops).set({ configRevision: last }).where(eq(shops.id, member.shop.id));

    const saved = await saveDraft(suite.db, suite.clock, member, {
      baseRevision: String(last),
      config: withTheme(copy.config, { primaryColor: '#00ff88' }),
    });
    expect(saved.revision).toBe(String(last + 1));
    const kept = await suite.db
      .select({ revision: shopConfigChanges.revision })
      .from(shopConfigChanges)
      .where(eq(shopConfigChanges.shopId, member.shop.id));
    expect(kept).toHaveLength(CONFIG_CHANGES_KEPT);
    expect(Math.min(...kept.map((row) => row.revision))).toBe(last + 2 - CONFIG_CHANGES_KEPT);

    const stale = await saveDraft(suite.db, suite.clock, member, {
      baseRevision: String(last - 5),
      config: copy.config,
    }).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(DraftConflictError);
    expect((stale as DraftConflictError).details.changedFields.sort()).toEqual([
      'theme.borderRadius',
      'theme.primaryColor',
    ]);
  });

  it('keeps a hostile theme value in the draft as an issue and never publishes it', async () => {
    const { member } = await studioBrowser(suite.context, 'owner@studio.test', 'emberfall', 'owner');
    const copy = await loadWorkingCopy(suite.db, member.shop.id, member.role);
    const saved = await saveDraft(suite.db, suite.clock, member, {
      baseRevision: copy.revision,
      config: withTheme(copy.config, { primaryColor: HOSTILE }),
    });
    expect(saved.issues).toContainEqual({ path: 'theme.primaryColor', message: expect.any(String) });
    const refused = publishDraft(suite.db, suite.clock, member, { baseRevision: saved.revision });
    await expect(refused).rejects.toBeInstanceOf(ConfigInvalidError);
    const error = (await refused.catch((e: unknown) => e)) as ConfigInvalidError;
    expect(error.status).toBe(422);
    expect(error.details.issues.map((issue) => issue.path)).toContain('theme.primaryColor');
    expect((await findPublishedShop(suite.db, 'emberfall'))!.config.theme.primaryColor).toBe('#ff0000');

    const discarded = await discardDraft(suite.db, suite.clock, member, { baseRevision: saved.revision });
    expect(discarded.hasDraft).toBe(false);
    expect(discarded.issues).toEqual([]);
  });

  it('rolls back to an archived version as a new version, keeping a draft in progress, and lists the history', async () => {
    const { member } = await studioBrowser(suite.context, 'owner@studio.test', 'emberfall', 'owner');
    const copy = await loadWorkingCopy(suite.db, member.shop.id, member.role);
    const saved = await saveDraft(suite.db, suite.clock, member, {
      baseRevision: copy.revision,
      config: withTheme(copy.config, { paperColor: '#123456' }),
    });
    const [first] = await suite.db
      .select({ id: shopConfigVersions.id })
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, member.shop.id), eq(shopConfigVersions.version, 1)));
    const rolledBack = await rollbackToVersion(suite.db, suite.clock, member, { versionId: first!.id });
    expect(rolledBack.published.version).toBe(4);
    expect(rolledBack.hasDraft).toBe(true);
    expect(rolledBack.revision).not.toBe(saved.revision);
    expect((await findPublishedShop(suite.db, 'emberfall'))!.config.theme.primaryColor).toBe(
      emberfall.config.theme.primaryColor,
    );

    // The draft publishes on top of the rollback.
    const published = await publishDraft(suite.db, suite.clock, member, { baseRevision: rolledBack.revision });
    expect(published.published.version).toBe(5);
    expect(await statuses(member.shop.id)).toEqual(['1:archived', '2:archived', '4:archived', '5:published']);

    const history = await listVersionHistory(suite.db, member.shop.id);
    expect(history.map((entry) => [entry.version, entry.status])).toEqual([
      [5, 'published'],
      [4, 'archived'],
      [2, 'archived'],
      [1, 'archived'],
    ]);
    expect(history[0]!.summary).toContain('paperColor');
    expect(history.at(-1)!.summary).toBe('First version');
    expect(history[1]!.author).toBe('owner@studio.test');
  });

  it('keeps one draft per shop and one published version in the database itself', async () => {
    const shopId = (await findPublishedShop(suite.db, 'emberfall'))!.id;
    const insertSecond = (status: 'draft' | 'published') =>
      suite.db.execute(
        sql`insert into shop_config_versions (shop_id, version, status, config, created_by) values (${shopId}, 900, ${status}, '{}', 'x'), (${shopId}, 901, ${status}, '{}', 'x')`,
      );
    await expect(insertSecond('draft')).rejects.toThrow();
    await expect(insertSecond('published')).rejects.toThrow();
  });
});
