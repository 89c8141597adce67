import { and, eq } from 'drizzle-orm';
import { shopConfigVersions } from '../../../db/schema';
import { parseShopConfig } from '../../../schemas/shop-config';
import type { WorkingCopy } from '../../../schemas/studio';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { ConflictError } from '~/server/domain-errors.server';
import { recordAudit } from '~/server/studio/audit-log.server';
import { changedFields, summarizeChange } from '~/server/studio/config-diff.server';
import { forgetLiveShops, makeVersionLive, nextVersionNumber } from '~/server/studio/live-version.server';
import { lockWorkingCopy, recordConfigChange } from '~/server/studio/revisions.server';
import { ConfigInvalidError } from '~/server/studio/studio-errors.server';
import type { StudioMember } from '~/server/studio/studio-member';
import { loadWorkingCopy } from '~/server/studio/working-copy.server';

// Publishing (docs/decisions/036): the draft becomes the published version in one transaction, the version before it
// is archived, and every server's storefront forgets the shop it held (NOTIFY on commit, decision 026). Refused with
// its issues while the shared shop config schema reports errors, and with a conflict when based on a stale revision.

export async function publishDraft(
  db: Database,
  clock: Clock,
  member: StudioMember,
  input: { baseRevision: string },
): Promise<WorkingCopy> {
  const now = clock.now();
  const by = member.publisher.email;
  await db.transaction(async (tx) => {
    const shop = await lockWorkingCopy(tx, member.shop.id, input.baseRevision);
    const [draft] = await tx
      .select()
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, shop.id), eq(shopConfigVersions.status, 'draft')));
    if (!draft) throw new ConflictError('There are no unpublished changes to publish');
    const parsed = parseShopConfig(draft.config);
    if (!parsed.ok) throw new ConfigInvalidError(parsed.errors);
    const [previous] = shop.publishedVersionId
      ? await tx
          .select({ config: shopConfigVersions.config, version: shopConfigVersions.version })
          .from(shopConfigVersions)
          .where(eq(shopConfigVersions.id, shop.publishedVersionId))
      : [];
    // A rollback since the draft was made took a higher number: the draft goes on top.
    const version = await nextVersionNumber(tx, shop.id, draft.id);
    await tx
      .update(shopConfigVersions)
      .set({ config: parsed.config, version })
      .where(eq(shopConfigVersions.id, draft.id));
    await makeVersionLive(tx, { shopId: shop.id, versionId: draft.id, publishedBy: by, at: now });
    await recordConfigChange(tx, shop, {
      action: 'publish',
      changedBy: by,
      changedFields: changedFields(previous?.config, parsed.config),
      at: now,
    });
    await recordAudit(tx, {
      shopId: shop.id,
      actor: member.publisher,
      action: 'publish',
      details: `Published version ${version} (${summarizeChange(previous?.config, parsed.config)})`,
      at: now,
    });
  });
  forgetLiveShops(db);
  return loadWorkingCopy(db, member.shop.id, member.role);
}
