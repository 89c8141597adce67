import type { PurchaseHistory } from '~/shop/checkout/checkout-queries';

// Every payment attempt is an order of its own (the API lists them one by one, as the spec's purchase history
// does): grouped here, the player sees one row per purchase, with the attempts that did not go through beneath it
// (docs/decisions/033-purchase-history-grouping.md).

export type HistoryOrder = PurchaseHistory['orders'][number];

export interface PurchaseGroup {
  /** The purchase: the attempt that went through, or the newest one when none did. */
  order: HistoryOrder;
  /** Earlier attempts at the same purchase that failed or were canceled, newest first. */
  attempts: HistoryOrder[];
}

/** Attempts that took no money and gave nothing: they belong under the purchase, not beside it. */
export function isUnsuccessfulAttempt(order: HistoryOrder): boolean {
  return order.status === 'failed' || order.status === 'canceled';
}

/** Orders with a receipt: those the player paid (a refunded one was paid, and its receipt stays). */
export function hasReceipt(order: HistoryOrder): boolean {
  return order.status === 'paid' || order.status === 'refunded';
}

function samePurchase(a: HistoryOrder, b: HistoryOrder): boolean {
  return a.summary === b.summary && a.total === b.total && a.currency === b.currency && a.paidWith === b.paidWith;
}

/**
 * Groups a page of orders (newest first): each failed or canceled attempt goes under the next newer order for the
 * same items and amount, as long as only other such attempts lie between them; an attempt with no such order
 * leads a group of its own.
 */
export function groupPurchaseAttempts(orders: readonly HistoryOrder[]): PurchaseGroup[] {
  const groups: PurchaseGroup[] = [];
  for (const order of orders) {
    const current = groups.at(-1);
    if (current && isUnsuccessfulAttempt(order) && samePurchase(current.order, order)) {
      current.attempts.push(order);
    } else {
      groups.push({ order, attempts: [] });
    }
  }
  return groups;
}

/** "2 failed attempts", "1 failed attempt and 1 canceled", counting the group's leading order when it did not go through. */
export function attemptsSummary(group: PurchaseGroup): string | null {
  const all = isUnsuccessfulAttempt(group.order) ? [group.order, ...group.attempts] : group.attempts;
  if (all.length === 0 || (all.length === 1 && all[0] === group.order)) return null;
  const failed = all.filter((order) => order.status === 'failed').length;
  const canceled = all.length - failed;
  const parts = [
    failed > 0 ? `${failed} failed attempt${failed === 1 ? '' : 's'}` : null,
    canceled > 0 ? `${canceled} canceled${failed > 0 ? '' : ` attempt${canceled === 1 ? '' : 's'}`}` : null,
  ].filter((part) => part !== null);
  return parts.join(' and ');
}
