import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { shopConfigChanges, shops } from '../../../db/schema';
import type { Executor } from '~/server/db.server';
import { NotFoundError } from '~/server/domain-errors.server';
import { DraftConflictError } from '~/server/studio/studio-errors.server';

// Optimistic concurrency for a shop's working copy (docs/decisions/036): `shops.config_revision` counts every studio
// write; a write names the revision it was based on, and runs with the shop row locked, so two writes take turns and
// the second one, based on what the first replaced, is refused with who changed what since.

export interface LockedShop {
  id: string;
  revision: number;
  publishedVersionId: string | null;
}

/**
 * Locks the shop row for the rest of the transaction and checks the caller's base revision (null: the write does
 * not depend on what the caller saw, like a rollback). A stale one throws DraftConflictError.
 */
export async function lockWorkingCopy(tx: Executor, shopId: string, baseRevision: string | null): Promise<LockedShop> {
  const [shop] = await tx
    .select({ id: shops.id, revision: shops.configRevision, publishedVersionId: shops.publishedVersionId })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  if (!shop) throw new NotFoundError('This shop does not exist any more');
  if (baseRevision !== null && String(shop.revision) !== baseRevision) {
    throw new DraftConflictError(await changesSince(tx, shopId, Number(baseRevision), shop.revision));
  }
  return shop;
}

/** Who changed the working copy after `base`, when they last did, and every field changed since. */
async function changesSince(tx: Executor, shopId: string, base: number, current: number) {
  const rows = await tx
    .select()
    .from(shopConfigChanges)
    .where(and(eq(shopConfigChanges.shopId, shopId), gt(shopConfigChanges.revision, Math.min(base, current - 1))))
    .orderBy(asc(shopConfigChanges.revision));
  const latest = rows.at(-1);
  return {
    changedBy: latest?.changedBy ?? 'Someone',
    changedAt: (latest?.changedAt ?? new Date()).toISOString(),
    changedFields: [...new Set(rows.flatMap((row) => row.changedFields))],
    revision: String(current),
  };
}

export interface ConfigChange {
  action: 'save' | 'publish' | 'discard' | 'rollback' | 'seed';
  changedBy: string;
  changedFields: string[];
  at: Date;
}

/**
 * How many of a shop's latest writes are kept to explain a conflict. Autosave writes one every few seconds of editing,
 * so the table would otherwise grow without end; a tab whose base is older than this many writes still gets its 409,
 * naming the fields of the writes kept.
 */
export const CONFIG_CHANGES_KEPT = 500;

/** Moves the shop to its next revision and records what this write changed. Returns the new revision. */
export async function recordConfigChange(tx: Executor, shop: LockedShop, change: ConfigChange): Promise<string> {
  const revision = shop.revision + 1;
  await tx
    .update(shops)
    .set({ configRevision: revision, updatedAt: sql`now()` })
    .where(eq(shops.id, shop.id));
  await tx.insert(shopConfigChanges).values({
    shopId: shop.id,
    revision,
    action: change.action,
    changedBy: change.changedBy,
    changedFields: change.changedFields,
    changedAt: change.at,
  });
  await tx
    .delete(shopConfigChanges)
    .where(and(eq(shopConfigChanges.shopId, shop.id), lte(shopConfigChanges.revision, revision - CONFIG_CHANGES_KEPT)));
  return String(revision);
}
