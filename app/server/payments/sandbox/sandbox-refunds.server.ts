import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { sandboxPayments, sandboxRefunds } from '../../../../db/schema';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';

// The sandbox's refunds and lost disputes (docs/decisions/056-saved-methods-and-refunds.md): each one has its own id,
// as Stripe's `re_...` and Adyen's modification pspReference do, and is announced by a webhook carrying that id, so
// our side counts one refund once whether it learns of it from the refund call's answer or from the webhook.

export type SandboxRefundReason = 'refund' | 'dispute';

export interface SandboxRefund {
  id: string;
  amount: number;
  reason: SandboxRefundReason;
}

/** The refund made earlier for this payment under this key, if any. */
export async function sandboxRefundOfKey(db: Executor, ref: string, key: string): Promise<SandboxRefund | null> {
  const [row] = await db
    .select({ id: sandboxRefunds.id, amount: sandboxRefunds.amount, reason: sandboxRefunds.reason })
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.paymentRef, ref), eq(sandboxRefunds.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Gives back `amount` of a succeeded payment (never more than was paid, in total), in the caller's transaction.
 * Returns the payment's row after it and the refund, or null when the payment cannot give that much back.
 */
export async function takeSandboxRefund(
  tx: Executor,
  clock: Clock,
  ref: string,
  amount: number,
  reason: SandboxRefundReason,
  idempotencyKey: string | null = null,
) {
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  const now = clock.now();
  const [row] = await tx
    .update(sandboxPayments)
    .set({ refunded: sql`${sandboxPayments.refunded} + ${amount}`, updatedAt: now })
    .where(
      and(
        eq(sandboxPayments.ref, ref),
        eq(sandboxPayments.status, 'succeeded'),
        sql`${sandboxPayments.refunded} + ${amount} <= ${sandboxPayments.amount}`,
      ),
    )
    .returning();
  if (!row) return null;
  const refund: SandboxRefund = {
    id: `${reason === 'dispute' ? 'sbdp' : 'sbre'}_${randomBytes(12).toString('hex')}`,
    amount,
    reason,
  };
  await tx.insert(sandboxRefunds).values({ ...refund, paymentRef: ref, idempotencyKey, createdAt: now });
  return { row, refund };
}
