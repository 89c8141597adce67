import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { Card } from '../../../schemas/cards';
import { unsellableCardCopy } from '../../../app/shop/cart/unsellable-card';

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;
const cards = emberfall.config.layout.pages.flatMap((page) => page.sections.flatMap((section) => section.cards));
const card = (id: string): Card => cards.find((candidate) => candidate.id === id)!;

describe('a card priced in money that sells no catalogue item', () => {
  it('says it is priced only in euros and that the dollar cart cannot take it, never that the cart is not available', () => {
    const copy = unsellableCardCopy({ kind: 'add_to_cart', card: card('forge-bundle') }, 'USD');
    expect(copy?.title).toBe('Forgemaster Bundle is not for sale here yet');
    expect(copy?.description).toContain('priced only in EUR (€19.99), and this shop sells in USD');
    expect(copy?.description).not.toMatch(/not available yet/);
  });

  it("says the shop does not sell it when the player's cart currency is not known (a visitor)", () => {
    expect(unsellableCardCopy({ kind: 'buy', card: card('forge-bundle') }, null)?.description).toContain(
      'priced only in EUR (€19.99) and this shop does not sell it yet',
    );
  });

  it('leaves other actions and unpriced cards to their own answers', () => {
    expect(unsellableCardCopy({ kind: 'open_link', card: card('forge-bundle') }, 'USD')).toBeNull();
    expect(unsellableCardCopy({ kind: 'claim', card: card('forge-bundle') }, 'USD')).toBeNull();
  });
});
