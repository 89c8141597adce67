import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import { overlayPage } from '../../../app/lib/card-prices';
import { parseShopConfig, type ShopConfig } from '../../../schemas/shop-config';

// The prices and limits a player (and the studio's canvas) sees on cards come from the catalogue, laid over the
// cards' own preview values (docs/decisions/016, 039). These are emberfall's home page cards.

const parsed = parseShopConfig(demoShops.find((shop) => shop.handle === 'emberfall')!.config);
if (!parsed.ok) throw new Error('the emberfall fixture no longer parses');
const config: ShopConfig = parsed.config;
const home = config.layout.pages.find((page) => page.target === 'HOME')!;

function cardOf(page: typeof home, id: string) {
  return page.sections.flatMap((section) => section.cards).find((card) => card.id === id) as Record<string, unknown>;
}

describe('cards priced from the catalogue', () => {
  it('give a visitor the full limit, and a player what is left of it', () => {
    const visitor = overlayPage(home, config.catalogue, 'USD', null);
    expect(cardOf(visitor, 'gems-vault')).toMatchObject({
      price: { kind: 'real', amount: 1999, currency: 'USD' },
      limit: { limit: 1, remaining: 1 },
    });
    const bought = overlayPage(home, config.catalogue, 'USD', new Map([['gems-vault', 1]]));
    expect(cardOf(bought, 'gems-vault')).toMatchObject({ limit: { limit: 1, remaining: 0 } });
    // An item without a per-player limit shows none, whatever the card's preview said.
    expect(cardOf(visitor, 'gems-pouch').limit).toBeUndefined();
  });

  it('keep a virtual "was" price from the preview only while it is above the price', () => {
    expect(cardOf(overlayPage(home, config.catalogue, 'USD', null), 'gold-sack').price).toEqual({
      kind: 'virtual',
      amount: 120,
      currencyId: 'ember-gems',
      original: 150,
    });
    const cheaper = {
      ...home,
      sections: home.sections.map((section) => ({
        ...section,
        cards: section.cards.map((card) =>
          card.id === 'gold-sack'
            ? { ...card, price: { kind: 'virtual', amount: 90, currencyId: 'ember-gems', original: 100 } }
            : card,
        ),
      })),
    } as typeof home;
    expect(cardOf(overlayPage(cheaper, config.catalogue, 'USD', null), 'gold-sack').price).toEqual({
      kind: 'virtual',
      amount: 120,
      currencyId: 'ember-gems',
    });
  });

  it('keep their preview price in a currency the catalogue does not price, offer-chain links included', () => {
    const inPounds = overlayPage(home, config.catalogue, 'GBP', null);
    expect(cardOf(inPounds, 'gems-pouch').price).toEqual(cardOf(home, 'gems-pouch').price);
    const links = cardOf(inPounds, 'dragonhoard-chain').links as Array<{ itemId: string; price: unknown }>;
    expect(links.map((link) => link.price)).toEqual([
      { kind: 'free' },
      { kind: 'real', amount: 199, currency: 'USD' },
      { kind: 'real', amount: 499, currency: 'USD' },
    ]);
    const inYen = cardOf(overlayPage(home, config.catalogue, 'JPY', null), 'dragonhoard-chain').links as Array<{
      price: unknown;
    }>;
    expect(inYen[1]!.price).toEqual({ kind: 'real', amount: 300, currency: 'JPY' });
  });

  it('are left as they are when the catalogue lost their item, or has no items at all', () => {
    const withoutPouch = {
      ...config.catalogue,
      items: config.catalogue.items.filter((item) => item.id !== 'gems-pouch'),
    };
    expect(cardOf(overlayPage(home, withoutPouch, 'JPY', null), 'gems-pouch')).toEqual(cardOf(home, 'gems-pouch'));
    expect(overlayPage(home, { ...config.catalogue, items: [] }, 'JPY', null)).toBe(home);
  });
});
