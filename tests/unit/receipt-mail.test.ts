import { describe, expect, it } from 'vitest';
import { receiptMail, type MailShop } from '../../app/server/mail/mail-templates.server';
import { parseShopConfig } from '../../schemas/shop-config';
import type { Receipt } from '../../schemas/commerce';
import { demoShops } from '../../fixtures/shops/index';

// The receipt mail is written from the order alone (decision 046): it must read well when the shop's config has no
// name, the virtual currency left the catalogue, the card's brand is unknown, or a discount came without a coupon.

const parsed = parseShopConfig(demoShops.find((shop) => shop.handle === 'emberfall')!.config);
if (!parsed.ok) throw new Error('the emberfall fixture no longer parses');
const shop: MailShop = { name: 'Emberfall Legends (row)', config: { ...parsed.config, name: '' } };

const receipt: Receipt = {
  orderId: '00000000-0000-4000-8000-000000000001',
  receiptNumber: 'GF-000042',
  shop: { handle: 'emberfall', name: 'Emberfall Legends', legalFooter: '' },
  status: 'paid',
  paidWith: 'virtual',
  currency: 'ember-gems',
  lines: [
    { itemId: 'gold-sack', name: 'Sack of Gold', quantity: 2, unitAmount: 120, discount: 0, amount: 240 },
    { itemId: 'old-skin', name: 'Old Skin', quantity: 1, unitAmount: 50, discount: 0, amount: 50 },
  ],
  subtotal: 290,
  discount: 40,
  couponCode: null,
  includedTax: 0,
  total: 250,
  paymentMethod: null,
  createdAt: '2026-11-26T20:00:00.000Z',
  paidAt: null,
};

describe('a receipt mail', () => {
  it('falls back to the shop row’s name, the currency’s id and the order’s time when the rest is gone', () => {
    const mail = receiptMail({ shop, receipt, virtualCurrencyName: null, origin: null });
    expect(mail.subject).toBe('Your Emberfall Legends (row) receipt GF-000042');
    expect(mail.text).toContain('250 ember-gems');
    expect(mail.text).toContain('Sack of Gold × 2');
    expect(mail.text).toContain('Discount');
    expect(mail.text).not.toContain('Discount (');
    expect(mail.text).toContain('2026');
  });

  it('names the currency when the catalogue still has it, and a card of unknown brand as a card', () => {
    const withName = receiptMail({ shop, receipt, virtualCurrencyName: 'Ember Gems', origin: null });
    expect(withName.text).toContain('250 Ember Gems');
    const byCard = receiptMail({
      shop,
      receipt: {
        ...receipt,
        paidWith: 'money',
        currency: 'USD',
        couponCode: 'SAVE10',
        paymentMethod: { type: 'scheme', brand: null, last4: '4242' },
      },
      virtualCurrencyName: null,
      origin: 'https://shop.example',
    });
    expect(byCard.text).toContain('Paid with card ending in 4242');
    expect(byCard.text).toContain('Discount (SAVE10)');
  });
});
