import { describe, expect, it } from 'vitest';
import {
  attemptsSummary,
  groupPurchaseAttempts,
  hasReceipt,
  type HistoryOrder,
} from '../../../app/shop/account/purchase-groups';

let number = 100;
function order(status: HistoryOrder['status'], summary = 'Pouch of Gems', total = 499): HistoryOrder {
  number -= 1;
  return {
    orderId: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    receiptNumber: `GF-${String(number).padStart(6, '0')}`,
    status,
    paidWith: 'money',
    currency: 'USD',
    total,
    itemCount: 1,
    summary,
    createdAt: '2027-03-01T12:00:00.000Z',
    delivery: status === 'paid' ? 'on_the_way' : 'not_owed',
  };
}

describe('purchase history, one row per purchase', () => {
  it('puts the failed attempts before a payment under the paid order', () => {
    const paid = order('paid');
    const failed = [order('failed'), order('failed')];
    const groups = groupPurchaseAttempts([paid, ...failed]);
    expect(groups).toEqual([{ order: paid, attempts: failed }]);
    expect(attemptsSummary(groups[0]!)).toBe('2 failed attempts');
  });

  it('keeps another purchase, and a failed attempt at other items, as rows of their own', () => {
    const gold = order('paid', 'Sack of Gold', 999);
    const gems = order('paid');
    const otherFailed = order('failed', 'Sack of Gold', 999);
    const groups = groupPurchaseAttempts([gold, gems, otherFailed]);
    expect(groups.map((group) => [group.order.orderId, group.attempts.length])).toEqual([
      [gold.orderId, 0],
      [gems.orderId, 0],
      [otherFailed.orderId, 0],
    ]);
  });

  it('does not put a failed attempt under an order older than it', () => {
    const failedLater = order('failed');
    const paidEarlier = order('paid');
    const groups = groupPurchaseAttempts([failedLater, paidEarlier]);
    expect(groups).toHaveLength(2);
  });

  it('groups attempts that never went through under the newest one, counting failed and canceled', () => {
    const newest = order('failed');
    const canceled = order('canceled');
    const failed = order('failed');
    const [group] = groupPurchaseAttempts([newest, canceled, failed]);
    expect(group).toEqual({ order: newest, attempts: [canceled, failed] });
    expect(attemptsSummary(group!)).toBe('2 failed attempts and 1 canceled');
    expect(attemptsSummary({ order: newest, attempts: [] })).toBeNull();
  });

  it('offers a receipt only for orders the player paid', () => {
    expect(
      ['paid', 'refunded', 'pending', 'failed', 'canceled'].filter((status) =>
        hasReceipt(order(status as HistoryOrder['status'])),
      ),
    ).toEqual(['paid', 'refunded']);
  });
});
