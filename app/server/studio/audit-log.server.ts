import { desc, eq } from 'drizzle-orm';
import { studioAuditLog } from '../../../db/schema';
import type { AuditEntry, StudioAuditAction } from '../../../schemas/studio';
import type { Database, Executor } from '~/server/db.server';

// The studio's audit log: every publish, rollback, discard and membership change, who and when, written in the
// transaction of the change itself (so there is no change without its entry), shown in the studio.

export interface AuditInput {
  shopId: string;
  actor: { id: string | null; email: string };
  action: StudioAuditAction;
  details: string;
  at: Date;
}

export async function recordAudit(tx: Executor, input: AuditInput): Promise<void> {
  await tx.insert(studioAuditLog).values({
    shopId: input.shopId,
    actorPublisherId: input.actor.id,
    actor: input.actor.email,
    action: input.action,
    details: input.details,
    at: input.at,
  });
}

/** The shop's latest entries, newest first. */
export async function listAuditEntries(db: Database, shopId: string, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(studioAuditLog)
    .where(eq(studioAuditLog.shopId, shopId))
    .orderBy(desc(studioAuditLog.at), desc(studioAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action as StudioAuditAction,
    details: row.details,
  }));
}
