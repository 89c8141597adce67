import { describe, expect, it } from 'vitest';
import { cardsUsingItem, couponsLimitedTo, deletionRefusal } from '../../../app/studio/catalogue/item-usage';
import type { EditorValues } from '../../../app/studio/editor/editor-values';

// Why the Catalogue panel will not delete an item yet (decision 041), in the words the publisher reads: what uses it,
// where, and what to do first.

const none = { itemId: 'pouch', pendingOrderCount: 0, pendingOrders: [] };
const card = (fields: Record<string, unknown>) => ({ type: 'currency_pack', id: 'c', ...fields });
const layout = {
  pages: [
    {
      target: 'HOME_PAGE',
      sections: [
        {
          id: 'gems',
          title: 'Gems',
          cards: [
            card({ id: 'pouch-card', name: 'Pouch of Gems', itemId: 'pouch' }),
            card({ id: 'vault-card', name: 'Vault', itemId: 'vault' }),
            {
              type: 'offer_chain',
              id: 'chain',
              links: [{ itemId: 'pouch' }, { itemId: 'pouch' }, { itemId: 'vault' }],
            },
          ],
        },
      ],
    },
    {
      target: 'DAILY_DEALS',
      sections: [{ id: 'deals', cards: [card({ id: 'deal', itemId: 'pouch' })] }],
    },
  ],
} as unknown as EditorValues['layout'];

describe('what uses an item', () => {
  it('finds each card selling it once, named by its title (else its id), page and section', () => {
    expect(cardsUsingItem(layout, 'pouch')).toEqual([
      { cardId: 'pouch-card', label: 'Pouch of Gems (Home page › Gems)' },
      { cardId: 'chain', label: 'chain (Home page › Gems)' },
      { cardId: 'deal', label: 'deal (Daily deals › deals)' },
    ]);
    expect(cardsUsingItem(layout, 'nothing')).toEqual([]);
    expect(cardsUsingItem({} as EditorValues['layout'], 'pouch')).toEqual([]);
  });

  it('finds the coupons limited to it, not those for every item', () => {
    const coupons: Parameters<typeof couponsLimitedTo>[0] = [
      { code: 'POUCH', kind: 'percentage', percent: 10, itemIds: ['pouch'] },
      { code: 'ALL', kind: 'percentage', percent: 10 },
      { code: 'VAULT', kind: 'percentage', percent: 10, itemIds: ['vault'] },
    ];
    expect(couponsLimitedTo(coupons, 'pouch')).toEqual(['POUCH']);
    expect(couponsLimitedTo(undefined, 'pouch')).toEqual([]);
  });
});

describe('the refusal to delete it', () => {
  it('is none when nothing uses it', () => {
    expect(deletionRefusal('Pouch', { cards: [], coupons: [], usage: none })).toBeNull();
  });

  it('names one card, one coupon and one order in the singular', () => {
    expect(
      deletionRefusal('Pouch', {
        cards: [{ cardId: 'a', label: 'Pouch (Home › Gems)' }],
        coupons: ['POUCH'],
        usage: { ...none, pendingOrderCount: 1, pendingOrders: [{ receiptNumber: 'GF-000007', createdAt: '' }] },
      }),
    ).toEqual({
      title: 'Pouch cannot be deleted yet',
      reasons: [
        'The card Pouch (Home › Gems) sells it: point it at another item or remove it first.',
        "The coupon POUCH applies only to it: take it off the coupon's items first.",
        'The order GF-000007 waiting for payment holds it: try again once it is paid or abandoned.',
      ],
    });
  });

  it('counts several, and says how many orders it did not list', () => {
    const refusal = deletionRefusal('Pouch', {
      cards: [
        { cardId: 'a', label: 'A (Home › Gems)' },
        { cardId: 'b', label: 'B (Home › Gems)' },
      ],
      coupons: ['POUCH', 'GEMS'],
      usage: {
        ...none,
        pendingOrderCount: 12,
        pendingOrders: [
          { receiptNumber: 'GF-000012', createdAt: '' },
          { receiptNumber: 'GF-000011', createdAt: '' },
        ],
      },
    });
    expect(refusal?.reasons).toEqual([
      '2 cards A (Home › Gems), B (Home › Gems) sell it: point them at another item or remove them first.',
      "The coupons POUCH, GEMS apply only to it: take it off the coupon's items first.",
      '12 orders GF-000012, GF-000011 and 10 more waiting for payment hold it: try again once they are paid or abandoned.',
    ]);
  });
});
