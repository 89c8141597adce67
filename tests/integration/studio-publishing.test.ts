import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopConfigVersions } from '../../db/schema';
import type { DatabaseHandle } from '../../app/server/db.server';
import { watchShopChanges, type ShopWatch } from '../../app/server/shop-directory.server';
import { findPublishedShop } from '../../app/server/shops.server';
import {
  discardDraftCall,
  getWorkingCopyCall,
  publishDraftCall,
  saveDraftCall,
} from '../../app/server/studio/api/working-copy-calls.server';
import { loadWorkingCopy } from '../../app/server/studio/working-copy.server';
import type { WorkingCopy } from '../../schemas/studio';
import { integrationSuite } from '../helpers/integration-suite';
import { studioBrowser } from '../helpers/studio';
import { callRoute } from '../helpers/test-context';
import { openSecondHandle, usingRealPostgres } from '../helpers/test-database';

// Publishing through the studio's API (docs/decisions/036): conflicts say who changed what, viewers cannot publish,
// concurrent publishes leave one published version, and every server instance serves the publish at once.

const suite = integrationSuite();
const HOSTILE = 'red;}body{background:url(https://x)}';

function withTheme(config: unknown, theme: Record<string, unknown>) {
  const base = config as { theme: Record<string, unknown> };
  return { ...base, theme: { ...base.theme, ...theme } };
}

async function apiAs(email: string, shop: string, role: 'owner' | 'editor' | 'viewer') {
  const { headers, member } = await studioBrowser(suite.context, email, shop, role);
  const params = { shop };
  return {
    member,
    workingCopy: async () =>
      (await (
        await callRoute(getWorkingCopyCall, suite.context, {
          path: `/studio/api/shops/${shop}/working-copy`,
          params,
          headers,
        })
      ).json()) as WorkingCopy,
    save: (baseRevision: string, config: unknown) =>
      callRoute(saveDraftCall, suite.context, {
        method: 'PUT',
        path: `/studio/api/shops/${shop}/draft`,
        params,
        headers,
        body: { baseRevision, config },
      }),
    publish: (baseRevision: string) =>
      callRoute(publishDraftCall, suite.context, {
        method: 'POST',
        path: `/studio/api/shops/${shop}/publish`,
        params,
        headers,
        body: { baseRevision },
      }),
    discard: (baseRevision: string) =>
      callRoute(discardDraftCall, suite.context, {
        method: 'DELETE',
        path: `/studio/api/shops/${shop}/draft`,
        params,
        headers,
        body: { baseRevision },
      }),
  };
}

describe('two editors of one shop', () => {
  it('the second save on a stale revision answers 409 with who changed what and when', async () => {
    const first = await apiAs('first@publish.test', 'frostmark', 'editor');
    const second = await apiAs('second@publish.test', 'frostmark', 'editor');
    const copy = await second.workingCopy();
    const saved = await first.save(copy.revision, withTheme(copy.config, { primaryColor: '#00ff88' }));
    expect(saved.status).toBe(200);
    const stale = await second.save(copy.revision, withTheme(copy.config, { typography: 'hempire' }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: {
        code: 'draft_conflict',
        message: expect.stringContaining('first@publish.test'),
        details: {
          changedBy: 'first@publish.test',
          changedAt: suite.clock.now().toISOString(),
          changedFields: ['theme.primaryColor'],
          revision: ((await saved.json()) as { revision: string }).revision,
        },
      },
    });
    // The page's draft stays the first editor's.
    const now = await second.workingCopy();
    expect((now.config as { theme: { primaryColor: string } }).theme.primaryColor).toBe('#00ff88');
    expect((await second.discard(now.revision)).status).toBe(200);
  });

  it('a viewer’s publish answers 403 and changes nothing', async () => {
    const editor = await apiAs('editor@publish.test', 'frostmark', 'editor');
    const viewer = await apiAs('viewer@publish.test', 'frostmark', 'viewer');
    const copy = await editor.workingCopy();
    const saved = (await (
      await editor.save(copy.revision, withTheme(copy.config, { borderRadius: '3px' }))
    ).json()) as {
      revision: string;
    };
    const refused = await viewer.publish(saved.revision);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await viewer.workingCopy()).hasDraft).toBe(true);
    expect((await findPublishedShop(suite.db, 'frostmark'))!.config.theme.borderRadius).not.toBe('3px');
    await editor.discard(saved.revision);
  });

  it('a hostile theme value is saved as work in progress, listed with its path, and its publish refused (422)', async () => {
    const editor = await apiAs('editor@publish.test', 'frostmark', 'editor');
    const copy = await editor.workingCopy();
    const saved = await editor.save(copy.revision, withTheme(copy.config, { primaryColor: HOSTILE }));
    expect(saved.status).toBe(200);
    const { revision, issues } = (await saved.json()) as { revision: string; issues: Array<{ path: string }> };
    expect(issues.map((issue) => issue.path)).toEqual(['theme.primaryColor']);
    const refused = await editor.publish(revision);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { code: 'config_invalid', details: { issues: [{ path: 'theme.primaryColor' }] } },
    });
    expect((await findPublishedShop(suite.db, 'frostmark'))!.config.theme.primaryColor).not.toBe(HOSTILE);
    await editor.discard(revision);
  });
});

describe('concurrent publishes of one draft', () => {
  it('leave exactly one published version: one publish wins, the others are told of it', async () => {
    const editors = await Promise.all(
      Array.from({ length: 12 }, (_, i) => apiAs(`racer${i}@publish.test`, 'neon-drift', 'editor')),
    );
    const copy = await editors[0]!.workingCopy();
    const saved = (await (
      await editors[0]!.save(copy.revision, withTheme(copy.config, { primaryColor: '#abcdef' }))
    ).json()) as {
      revision: string;
    };
    const statuses = await Promise.all(editors.map(async (editor) => (await editor.publish(saved.revision)).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(editors.length - 1);
    const shopId = editors[0]!.member.shop.id;
    const [row] = await suite.db
      .select({ count: sql<number>`count(*)::int` })
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, shopId), eq(shopConfigVersions.status, 'published')));
    expect(row!.count).toBe(1);
    expect((await loadWorkingCopy(suite.db, shopId, 'editor')).published.version).toBe(2);
  });

  it('of different drafts one after another get distinct versions, each on top', async () => {
    const editors = await Promise.all(
      Array.from({ length: 6 }, (_, i) => apiAs(`serial${i}@publish.test`, 'neon-drift', 'editor')),
    );
    // Each tries save + publish at once, retrying on conflicts as the studio does after a reload.
    const results = await Promise.all(
      editors.map(async (editor, i) => {
        for (let attempt = 0; attempt < 40; attempt += 1) {
          const copy = await editor.workingCopy();
          const saved = await editor.save(copy.revision, withTheme(copy.config, { borderRadius: `${i + 1}px` }));
          if (saved.status !== 200) continue;
          const { revision } = (await saved.json()) as { revision: string };
          const published = await editor.publish(revision);
          if (published.status === 200) return ((await published.json()) as WorkingCopy).published.version;
        }
        return null;
      }),
    );
    expect(results.every((version) => version !== null)).toBe(true);
    expect(new Set(results).size).toBe(editors.length);
    const shopId = editors[0]!.member.shop.id;
    const published = await suite.db
      .select({ version: shopConfigVersions.version })
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, shopId), eq(shopConfigVersions.status, 'published')));
    expect(published).toEqual([{ version: Math.max(...(results as number[])) }]);
  });
});

describe('given a second server instance that holds published shops in memory', () => {
  let second: DatabaseHandle;
  let watch: ShopWatch;

  beforeAll(async () => {
    second = await openSecondHandle(suite.database);
    watch = await watchShopChanges(second);
  });
  afterAll(async () => {
    await watch?.stop();
    if (usingRealPostgres) await second?.close();
  });

  it('serves a studio publish made through the first instance at once', async () => {
    const editor = await apiAs('editor@publish.test', 'verdant', 'editor');
    const before = await findPublishedShop(second.db, 'verdant');
    // Held in memory now: a second read is the same object.
    expect(await findPublishedShop(second.db, 'verdant')).toBe(before);
    const copy = await editor.workingCopy();
    const saved = (await (
      await editor.save(copy.revision, withTheme(copy.config, { primaryColor: '#ff00aa' }))
    ).json()) as {
      revision: string;
    };
    expect((await editor.publish(saved.revision)).status).toBe(200);
    await vi.waitFor(
      async () => expect((await findPublishedShop(second.db, 'verdant'))?.config.theme.primaryColor).toBe('#ff00aa'),
      { timeout: 5_000, interval: 20 },
    );
    expect((await findPublishedShop(second.db, 'verdant'))?.version).toBe(before!.version + 1);
  });
});
