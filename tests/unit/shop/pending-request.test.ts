// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { Card } from '../../../schemas/cards';
import { rememberPendingRequest, takePendingRequest } from '../../../app/shop/cart/pending-request';

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;
const cards = emberfall.config.layout.pages.flatMap((page) => page.sections.flatMap((section) => section.cards));
const card = (id: string): Card => cards.find((candidate) => candidate.id === id)!;
const key = 'gf_pending_emberfall';
const now = Date.parse('2027-03-01T12:00:00Z');

afterEach(() => window.sessionStorage.clear());

describe('the action a visitor asked for before signing in', () => {
  it('is given back once, as it was asked', () => {
    const request = { kind: 'card_action', action: { kind: 'add_to_cart', card: card('gems-pouch') } } as const;
    rememberPendingRequest('emberfall', request, now);
    expect(takePendingRequest('emberfall', now + 60_000)).toEqual(request);
    expect(takePendingRequest('emberfall', now + 60_000)).toBeNull();
  });

  it('is dropped after 15 minutes', () => {
    rememberPendingRequest('emberfall', { kind: 'open_cart' }, now);
    expect(takePendingRequest('emberfall', now + 15 * 60_000 + 1)).toBeNull();
  });

  it('is ignored, not thrown, when the stored value was tampered with, and is not kept', () => {
    const tampered = [
      'not json',
      JSON.stringify({ at: now, request: { kind: 'delete_everything' } }),
      JSON.stringify({ at: String(now), request: { kind: 'open_cart' } }),
      JSON.stringify({ at: now + 60_000, request: { kind: 'open_cart' } }),
      JSON.stringify({ at: now, request: { kind: 'card_action', action: { kind: 'add_to_cart', card: {} } } }),
      JSON.stringify({
        at: now,
        request: { kind: 'card_action', action: { kind: 'buy', card: { ...card('gems-pouch'), type: 'rocket' } } },
      }),
      JSON.stringify(null),
    ];
    for (const value of tampered) {
      window.sessionStorage.setItem(key, value);
      expect(() => takePendingRequest('emberfall', now), value).not.toThrow();
      window.sessionStorage.setItem(key, value);
      expect(takePendingRequest('emberfall', now), value).toBeNull();
      expect(window.sessionStorage.getItem(key)).toBeNull();
    }
  });
});
