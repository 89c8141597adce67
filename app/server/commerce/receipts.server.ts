// OWNER: helper "delivery" (issue 6). Skeleton written by the lead; the owner replaces the body and keeps the signature.
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';

/** Queues the receipt mail of a paid order in the mail outbox, when the player has an email address. */
export async function enqueueReceiptMail(_tx: Executor, _clock: Clock, _orderId: string): Promise<void> {
  throw new Error('enqueueReceiptMail: not built yet');
}
