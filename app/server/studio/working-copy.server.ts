import { and, eq, inArray } from 'drizzle-orm';
import { shopConfigVersions, shops } from '../../../db/schema';
import { parseShopConfig } from '../../../schemas/shop-config';
import type { ConfigIssue, StudioRole, WorkingCopy } from '../../../schemas/studio';
import type { Database, Executor } from '~/server/db.server';
import { NotFoundError } from '~/server/domain-errors.server';

// The working copy the studio edits: the shop's draft when it has one, else its published config.

/** What the shared shop config schema says about a config; empty when it can be published. */
export function configIssues(config: unknown): ConfigIssue[] {
  const parsed = parseShopConfig(config);
  return parsed.ok ? [] : parsed.errors;
}

export async function loadWorkingCopy(db: Executor, shopId: string, role: StudioRole): Promise<WorkingCopy> {
  const [shop] = await db
    .select({
      handle: shops.handle,
      name: shops.name,
      revision: shops.configRevision,
      publishedVersionId: shops.publishedVersionId,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop || !shop.publishedVersionId) throw new NotFoundError('This shop has no published config yet');
  const [published] = await db
    .select()
    .from(shopConfigVersions)
    .where(eq(shopConfigVersions.id, shop.publishedVersionId));
  if (!published) throw new NotFoundError('This shop has no published config yet');
  const [draft] = await db
    .select()
    .from(shopConfigVersions)
    .where(and(eq(shopConfigVersions.shopId, shopId), eq(shopConfigVersions.status, 'draft')));
  const config: unknown = draft ? draft.config : published.config;
  return {
    shop: { handle: shop.handle, name: shop.name },
    role,
    revision: String(shop.revision),
    config,
    hasDraft: Boolean(draft),
    draftUpdatedAt: draft ? draft.updatedAt.toISOString() : null,
    draftUpdatedBy: draft ? (draft.updatedBy ?? draft.createdBy) : null,
    published: {
      versionId: published.id,
      version: published.version,
      publishedAt: (published.publishedAt ?? published.createdAt).toISOString(),
      publishedBy: published.publishedBy ?? published.createdBy,
    },
    issues: configIssues(config),
  };
}

/** The config a preview renders: the draft when there is one, else the published one (null: nothing published). */
export async function workingConfig(db: Database, shopId: string): Promise<unknown> {
  const rows = await db
    .select({ status: shopConfigVersions.status, config: shopConfigVersions.config })
    .from(shopConfigVersions)
    .where(and(eq(shopConfigVersions.shopId, shopId), inArray(shopConfigVersions.status, ['draft', 'published'])));
  const draft = rows.find((row) => row.status === 'draft');
  const published = rows.find((row) => row.status === 'published');
  return draft?.config ?? published?.config ?? null;
}
