import { and, eq } from 'drizzle-orm';
import { shopConfigVersions } from '../../../db/schema';
import type { WorkingCopy } from '../../../schemas/studio';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { ConflictError } from '~/server/domain-errors.server';
import { recordAudit } from '~/server/studio/audit-log.server';
import { changedFields, summarizeChange } from '~/server/studio/config-diff.server';
import { lockWorkingCopy, recordConfigChange } from '~/server/studio/revisions.server';
import type { StudioMember } from '~/server/studio/studio-member';
import { loadWorkingCopy } from '~/server/studio/working-copy.server';

/** Drops the shop's draft: the working copy is the published config again. */
export async function discardDraft(
  db: Database,
  clock: Clock,
  member: StudioMember,
  input: { baseRevision: string },
): Promise<WorkingCopy> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const shop = await lockWorkingCopy(tx, member.shop.id, input.baseRevision);
    const [draft] = await tx
      .delete(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, shop.id), eq(shopConfigVersions.status, 'draft')))
      .returning({ config: shopConfigVersions.config });
    if (!draft) throw new ConflictError('There are no unpublished changes to discard');
    const [published] = shop.publishedVersionId
      ? await tx
          .select({ config: shopConfigVersions.config })
          .from(shopConfigVersions)
          .where(eq(shopConfigVersions.id, shop.publishedVersionId))
      : [];
    await recordConfigChange(tx, shop, {
      action: 'discard',
      changedBy: member.publisher.email,
      changedFields: changedFields(draft.config, published?.config),
      at: now,
    });
    await recordAudit(tx, {
      shopId: shop.id,
      actor: member.publisher,
      action: 'discard',
      details: `Discarded unpublished changes (${summarizeChange(published?.config, draft.config)})`,
      at: now,
    });
  });
  return loadWorkingCopy(db, member.shop.id, member.role);
}
