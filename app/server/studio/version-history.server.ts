import { desc, eq } from 'drizzle-orm';
import { shopConfigVersions } from '../../../db/schema';
import type { HistoryEntry } from '../../../schemas/studio';
import type { Database } from '~/server/db.server';
import { summarizeChange } from '~/server/studio/config-diff.server';

/**
 * A shop's versions, newest first (the draft on top), each with its author, times and what changed from the version
 * it was based on (or the one numbered before it).
 */
export async function listVersionHistory(db: Database, shopId: string, limit = 100): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(shopConfigVersions)
    .where(eq(shopConfigVersions.shopId, shopId))
    .orderBy(desc(shopConfigVersions.version))
    .limit(limit + 1);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.slice(0, limit).map((row, index) => {
    const base = (row.baseVersionId ? byId.get(row.baseVersionId) : undefined) ?? rows[index + 1];
    return {
      id: row.id,
      version: row.version,
      status: row.status,
      author: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      summary: base ? summarizeChange(base.config, row.config) : index === rows.length - 1 ? 'First version' : '',
    };
  });
}
