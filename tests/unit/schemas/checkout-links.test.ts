import { describe, expect, it } from 'vitest';
import { checkoutLinkStatus, type CheckoutLinkRow } from '../../../app/server/checkout-links/checkout-links.server';
import { createCheckoutLinkBodySchema, isCheckoutReturnUrl } from '../../../schemas/checkout-links';

describe('a checkout link’s return URL', () => {
  it.each(['https://game.example.com/store/done?txn=42', 'emberfall://store/done', 'com.studio.game://purchase'])(
    'accepts %s',
    (url) => {
      expect(isCheckoutReturnUrl(url)).toBe(true);
    },
  );

  it.each([
    'http://game.example.com/done',
    'javascript://alert(1)',
    'data://text/html,hi',
    'file:///etc/passwd',
    'about://blank',
    'https://',
    '/emberfall/store',
    'emberfall:store',
    'https://game.example.com/has space',
  ])('refuses %s', (url) => {
    expect(isCheckoutReturnUrl(url)).toBe(false);
  });
});

describe('the create body', () => {
  const base = {
    gameAccountId: 'acct-1',
    transactionId: 'txn-1',
    items: [{ itemId: 'gems-pouch', quantity: 1 }],
    currency: 'USD',
    returnUrl: 'emberfall://done',
  };

  it('fills one hour, a countdown and a sign-in token when left out', () => {
    expect(createCheckoutLinkBodySchema.parse(base)).toMatchObject({
      expiresInSeconds: 3600,
      returnMode: 'countdown',
      signIn: true,
    });
  });

  it('refuses more than 24 hours and an item listed twice, naming the field', () => {
    const result = createCheckoutLinkBodySchema.safeParse({
      ...base,
      expiresInSeconds: 86_401,
      items: [base.items[0], base.items[0]],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['expiresInSeconds', 'items.1.itemId']),
    );
  });
});

describe('a link’s status', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  const link = {
    expiresAt: new Date('2027-03-01T13:00:00Z'),
    canceledAt: null,
  } as CheckoutLinkRow;
  const attempt = (orderStatus: 'pending' | 'paid' | 'failed', undelivered = 0) => ({
    orderId: 'o',
    orderStatus,
    paymentId: 'p',
    undelivered,
  });

  it('follows the latest attempt: in flight, paid until delivered, then fulfilled', () => {
    expect(checkoutLinkStatus(link, null, now)).toBe('created');
    expect(checkoutLinkStatus(link, attempt('pending'), now)).toBe('processing');
    expect(checkoutLinkStatus(link, attempt('paid', 1), now)).toBe('paid');
    expect(checkoutLinkStatus(link, attempt('paid', 0), now)).toBe('fulfilled');
    expect(checkoutLinkStatus(link, attempt('failed'), now)).toBe('created');
  });

  it('is expired past its expiry and canceled once the game canceled it, unless paid', () => {
    expect(checkoutLinkStatus(link, null, link.expiresAt)).toBe('expired');
    expect(checkoutLinkStatus({ ...link, canceledAt: now }, null, now)).toBe('canceled');
    expect(checkoutLinkStatus({ ...link, canceledAt: now }, attempt('paid', 1), now)).toBe('paid');
  });
});
