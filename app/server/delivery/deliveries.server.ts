// OWNER: helper "delivery" (issue 6). Skeleton written by the lead; the owner replaces the body and keeps the signature.
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';

/** Writes one pending delivery per line of a paid order (unique per line: calling twice adds nothing). */
export async function enqueueOrderDeliveries(_tx: Executor, _clock: Clock, _orderId: string): Promise<number> {
  throw new Error('enqueueOrderDeliveries: not built yet');
}
