import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { Card } from '../../../schemas/cards';
import { cardPurchase } from '../../../app/shop/cart/card-purchase';

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;
const cards = emberfall.config.layout.pages.flatMap((page) => page.sections.flatMap((section) => section.cards));
const card = (id: string): Card => cards.find((candidate) => candidate.id === id)!;

describe('what a card action buys', () => {
  it('names the catalogue item and the price of a card that sells one', () => {
    expect(cardPurchase({ kind: 'add_to_cart', card: card('gems-pouch') })).toEqual({
      itemId: 'gems-pouch',
      price: { kind: 'real', amount: 499, currency: 'USD' },
    });
    expect(cardPurchase({ kind: 'buy', card: card('gold-sack') })?.price.kind).toBe('virtual');
  });

  it("uses the offer chain link's own item and price", () => {
    const chain = card('dragonhoard-chain');
    expect(cardPurchase({ kind: 'claim', card: chain, linkId: 'step-1' })).toEqual({
      itemId: 'hoard-gems-gift',
      price: { kind: 'free' },
    });
    expect(cardPurchase({ kind: 'buy', card: chain, linkId: 'step-2' })?.itemId).toBe('hoard-gold');
    expect(cardPurchase({ kind: 'buy', card: chain, linkId: 'no-such-link' })).toBeNull();
  });

  it('leaves cards without an item, and actions that buy nothing, to the "not available yet" answer', () => {
    expect(cardPurchase({ kind: 'buy', card: card('forge-bundle') })).toBeNull();
    expect(cardPurchase({ kind: 'open_link', card: card('gems-pouch') })).toBeNull();
    expect(cardPurchase({ kind: 'sign_in', card: card('gems-pouch') })).toBeNull();
  });
});
