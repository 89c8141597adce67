// OWNER: helper "payments" (issue 6). Skeleton written by the lead so that every helper codes against the same
// signatures; the owner replaces the bodies and may add exports, but keeps these signatures.
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';

export type PaidWith = 'money' | 'virtual' | 'free';
export type SettleSource = 'sync' | 'webhook' | 'wallet' | 'free';

export interface NewOrderLine {
  itemId: string;
  name: string;
  quantity: number;
  unitAmount: number;
  discount: number;
  amount: number;
  /** What one unit delivers (the catalogue item's contents). */
  contents: Array<{ name: string; amount: number }>;
  externalId?: string | undefined;
}

export interface NewOrder {
  shopId: string;
  playerId: string;
  paidWith: PaidWith;
  /** ISO 4217 for money, the virtual currency id for virtual, '' for free. */
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  tax: number;
  couponCode?: string | null;
  cartVersion?: number | null;
  lines: NewOrderLine[];
}

/** GF-000123: what receipts, mails and history show. */
export function receiptNumber(orderNumber: number): string {
  return `GF-${String(orderNumber).padStart(6, '0')}`;
}

/** Writes a pending order and its lines (the snapshot of prices); returns its id and number. */
export async function createOrder(_tx: Executor, _clock: Clock, _order: NewOrder): Promise<{ id: string; number: number }> {
  throw new Error('createOrder: not built yet');
}

/**
 * The one way to "paid": locks the order; if it is still pending, marks it paid, credits currency packs, writes one
 * delivery per line (enqueueOrderDeliveries), queues the receipt mail and takes the bought lines out of the cart.
 * Whichever caller comes second (the synchronous result or the webhook) changes nothing and gets settled: false.
 */
export async function settleOrder(_tx: Executor, _clock: Clock, _orderId: string, _source: SettleSource): Promise<{ settled: boolean }> {
  throw new Error('settleOrder: not built yet');
}
