import { and, eq, ne, sql } from 'drizzle-orm';
import { shopConfigVersions, shops } from '../../../db/schema';
import type { Database, Executor } from '~/server/db.server';
import { SHOPS_CHANGED_CHANNEL, shopDirectoryOf } from '~/server/shop-directory.server';

// The one way a config version becomes the live one (studio publish, rollback, the demo seed): in the caller's
// transaction, with the shop row locked by it. Every server forgets the published shops it holds when that transaction
// commits (PostgreSQL's NOTIFY, docs/decisions/026); `forgetLiveShops` is this process's own, immediate half.

/** The number the next version of a shop gets: one above every version it has (but `except`, a draft being renumbered). */
export async function nextVersionNumber(tx: Executor, shopId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${shopConfigVersions.version}), 0)::int` })
    .from(shopConfigVersions)
    .where(
      except
        ? and(eq(shopConfigVersions.shopId, shopId), ne(shopConfigVersions.id, except))
        : eq(shopConfigVersions.shopId, shopId),
    );
  return (row?.max ?? 0) + 1;
}

/**
 * Archives the shop's live version and makes `versionId` live: its status, when and by whom, the shop's pointer, and
 * the notification every server's directory listens for (delivered on commit).
 */
export async function makeVersionLive(
  tx: Executor,
  input: { shopId: string; versionId: string; publishedBy: string; at: Date },
): Promise<void> {
  const { shopId, versionId, publishedBy, at } = input;
  await tx
    .update(shopConfigVersions)
    .set({ status: 'archived' })
    .where(
      and(
        eq(shopConfigVersions.shopId, shopId),
        eq(shopConfigVersions.status, 'published'),
        ne(shopConfigVersions.id, versionId),
      ),
    );
  await tx
    .update(shopConfigVersions)
    .set({ status: 'published', publishedAt: at, publishedBy, updatedAt: at })
    .where(and(eq(shopConfigVersions.id, versionId), eq(shopConfigVersions.shopId, shopId)));
  await tx
    .update(shops)
    .set({ publishedVersionId: versionId, updatedAt: sql`now()` })
    .where(eq(shops.id, shopId));
  await tx.execute(sql`select pg_notify(${SHOPS_CHANGED_CHANNEL}, ${shopId})`);
}

/** After the commit: this process forgets at once (on PGlite, the only process, this is the whole invalidation). */
export function forgetLiveShops(db: Database): void {
  shopDirectoryOf(db)?.forget();
}
