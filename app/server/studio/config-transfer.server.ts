import { and, eq } from 'drizzle-orm';
import { shopConfigVersions, shops } from '../../../db/schema';
import { parseShopConfig } from '../../../schemas/shop-config';
import type { ConfigExport } from '../../../schemas/studio-config-transfer';
import type { SavedDraft } from '../../../schemas/studio';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { NotFoundError } from '~/server/domain-errors.server';
import { recordAudit } from '~/server/studio/audit-log.server';
import { saveDraft } from '~/server/studio/save-draft.server';
import { ConfigInvalidError } from '~/server/studio/studio-errors.server';
import type { StudioMember } from '~/server/studio/studio-member';

// Export and import of a shop's config (docs/decisions/042). Export hands out the published config and the draft as
// stored. An import is checked whole by the shared shop config schema first: an invalid file changes nothing and is
// answered with every problem's path; a valid one becomes the draft through the editor's own save (with its revision
// check), never the live shop.

export async function exportConfig(db: Database, shopId: string): Promise<ConfigExport> {
  const [shop] = await db
    .select({ handle: shops.handle, publishedVersionId: shops.publishedVersionId })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop?.publishedVersionId) throw new NotFoundError('This shop has no published config yet');
  const rows = await db
    .select({
      id: shopConfigVersions.id,
      status: shopConfigVersions.status,
      version: shopConfigVersions.version,
      config: shopConfigVersions.config,
    })
    .from(shopConfigVersions)
    .where(and(eq(shopConfigVersions.shopId, shopId)));
  const published = rows.find((row) => row.id === shop.publishedVersionId);
  const draft = rows.find((row) => row.status === 'draft');
  if (!published) throw new NotFoundError('This shop has no published config yet');
  return {
    shop: shop.handle,
    published: { version: published.version, config: published.config },
    draft: draft ? { version: draft.version, config: draft.config } : null,
  };
}

export async function importConfig(
  db: Database,
  clock: Clock,
  member: StudioMember,
  input: { baseRevision: string; config: unknown },
): Promise<SavedDraft> {
  const parsed = parseShopConfig(input.config);
  if (!parsed.ok) throw new ConfigInvalidError(parsed.errors);
  const saved = await saveDraft(db, clock, member, { baseRevision: input.baseRevision, config: parsed.config });
  await recordAudit(db, {
    shopId: member.shop.id,
    actor: member.publisher,
    action: 'config_imported',
    details: saved.hasDraft
      ? `Imported a config file as the draft (revision ${saved.revision})`
      : 'Imported a config file that matches the live shop: no draft',
    at: clock.now(),
  });
  return saved;
}
