import { and, eq } from 'drizzle-orm';
import { shopConfigVersions } from '../../../db/schema';
import { parseShopConfig } from '../../../schemas/shop-config';
import type { WorkingCopy } from '../../../schemas/studio';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { ConflictError, NotFoundError } from '~/server/domain-errors.server';
import { recordAudit } from '~/server/studio/audit-log.server';
import { changedFields, summarizeChange } from '~/server/studio/config-diff.server';
import { forgetLiveShops, makeVersionLive, nextVersionNumber } from '~/server/studio/live-version.server';
import { lockWorkingCopy, recordConfigChange } from '~/server/studio/revisions.server';
import { ConfigInvalidError } from '~/server/studio/studio-errors.server';
import type { StudioMember } from '~/server/studio/studio-member';
import { loadWorkingCopy } from '~/server/studio/working-copy.server';

/**
 * Republishes an archived version as a new version on top (history is never rewritten). A draft in progress is kept
 * as it is: rolling back the storefront does not throw away unpublished work (docs/decisions/036).
 */
export async function rollbackToVersion(
  db: Database,
  clock: Clock,
  member: StudioMember,
  input: { versionId: string },
): Promise<WorkingCopy> {
  const now = clock.now();
  const by = member.publisher.email;
  await db.transaction(async (tx) => {
    const shop = await lockWorkingCopy(tx, member.shop.id, null);
    const [target] = await tx
      .select()
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.id, input.versionId), eq(shopConfigVersions.shopId, shop.id)));
    if (!target) throw new NotFoundError('This shop has no such version');
    if (target.status !== 'archived') {
      throw new ConflictError(
        target.status === 'published' ? 'This version is already live' : 'A draft cannot be rolled back to',
      );
    }
    // Schemas move on: an old version is checked again before it goes live.
    const parsed = parseShopConfig(target.config);
    if (!parsed.ok) throw new ConfigInvalidError(parsed.errors);
    const [previous] = shop.publishedVersionId
      ? await tx
          .select({ config: shopConfigVersions.config })
          .from(shopConfigVersions)
          .where(eq(shopConfigVersions.id, shop.publishedVersionId))
      : [];
    const version = await nextVersionNumber(tx, shop.id);
    const [row] = await tx
      .insert(shopConfigVersions)
      .values({
        shopId: shop.id,
        version,
        status: 'archived',
        config: parsed.config,
        createdBy: by,
        authorPublisherId: member.publisher.id,
        baseVersionId: target.id,
        createdAt: now,
        updatedAt: now,
        updatedBy: by,
      })
      .returning({ id: shopConfigVersions.id });
    await makeVersionLive(tx, { shopId: shop.id, versionId: row!.id, publishedBy: by, at: now });
    await recordConfigChange(tx, shop, {
      action: 'rollback',
      changedBy: by,
      changedFields: changedFields(previous?.config, parsed.config),
      at: now,
    });
    await recordAudit(tx, {
      shopId: shop.id,
      actor: member.publisher,
      action: 'rollback',
      details: `Rolled back to version ${target.version}, published as version ${version} (${summarizeChange(previous?.config, parsed.config)})`,
      at: now,
    });
  });
  forgetLiveShops(db);
  return loadWorkingCopy(db, member.shop.id, member.role);
}
