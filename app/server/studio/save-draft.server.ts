import { and, eq } from 'drizzle-orm';
import { shopConfigVersions } from '../../../db/schema';
import type { SavedDraft } from '../../../schemas/studio';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import type { ShopConfig } from '../../../schemas/shop-config';
import { changedFields } from '~/server/studio/config-diff.server';
import { nextVersionNumber } from '~/server/studio/live-version.server';
import { lockWorkingCopy, recordConfigChange } from '~/server/studio/revisions.server';
import type { StudioMember } from '~/server/studio/studio-member';
import { configIssues } from '~/server/studio/working-copy.server';

// Autosave of the working copy (docs/decisions/036): the draft is written whatever the schema says about it (work in
// progress), and its issues are answered so the studio can list them. The first save after a publish makes the draft.

export async function saveDraft(
  db: Database,
  clock: Clock,
  member: StudioMember,
  input: { baseRevision: string; config: unknown },
): Promise<SavedDraft> {
  const now = clock.now();
  const by = member.publisher.email;
  const issues = configIssues(input.config);
  return db.transaction(async (tx) => {
    const shop = await lockWorkingCopy(tx, member.shop.id, input.baseRevision);
    const [draft] = await tx
      .select({ id: shopConfigVersions.id, config: shopConfigVersions.config, updatedAt: shopConfigVersions.updatedAt })
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, shop.id), eq(shopConfigVersions.status, 'draft')));
    const [published] = shop.publishedVersionId
      ? await tx
          .select({ config: shopConfigVersions.config })
          .from(shopConfigVersions)
          .where(eq(shopConfigVersions.id, shop.publishedVersionId))
      : [];
    const before: unknown = draft ? draft.config : published?.config;
    const fields = changedFields(before, input.config);
    // Nothing changed: no new revision, so a second editor's work is not called stale for nothing.
    if (fields.length === 0) {
      return {
        revision: String(shop.revision),
        updatedAt: (draft?.updatedAt ?? now).toISOString(),
        hasDraft: Boolean(draft),
        issues,
      };
    }
    // Stored as sent; it is parsed again before it can be published or previewed.
    const config = input.config as ShopConfig;
    if (draft) {
      await tx
        .update(shopConfigVersions)
        .set({ config, updatedAt: now, updatedBy: by })
        .where(eq(shopConfigVersions.id, draft.id));
    } else {
      await tx.insert(shopConfigVersions).values({
        shopId: shop.id,
        version: await nextVersionNumber(tx, shop.id),
        status: 'draft',
        config,
        createdBy: by,
        authorPublisherId: member.publisher.id,
        baseVersionId: shop.publishedVersionId,
        createdAt: now,
        updatedAt: now,
        updatedBy: by,
      });
    }
    const revision = await recordConfigChange(tx, shop, {
      action: 'save',
      changedBy: by,
      changedFields: fields,
      at: now,
    });
    return { revision, updatedAt: now.toISOString(), hasDraft: true, issues };
  });
}
