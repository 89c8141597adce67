import { itemPricing, type Catalogue, type CatalogueItem } from '../../schemas/catalogue';
import type { Card, Price } from '../../schemas/cards';
import type { LayoutPage } from '../../schemas/layout';

// Catalogue prices and purchase limits laid over the cards that sell catalogue items: pure, so the storefront's
// loader (app/server/commerce/card-pricing.server.ts) and the studio's live canvas draw the same prices.

/** How many more of an item the player may buy: null without a per-player limit. */
export function remainingForPlayer(item: CatalogueItem, purchased: ReadonlyMap<string, number>): number | null {
  if (item.limitPerPlayer === undefined) return null;
  return Math.max(0, item.limitPerPlayer - (purchased.get(item.id) ?? 0));
}

/** Card types with a `limit` field (passes and offer-chain links have none). */
const limitedCardTypes = new Set<Card['type']>([
  'standard_resource',
  'generic_resource',
  'generic_bundle',
  'bundle',
  'standard',
  'currency',
]);

/** The catalogue's price as a card shows it; null keeps the preview (no price in this currency). */
export function cardPrice(item: CatalogueItem, currency: string, preview: Price): Price | null {
  const pricing = itemPricing(item, currency);
  if (pricing === null) return null;
  if (pricing.kind === 'free') return { kind: 'free' };
  if (pricing.kind === 'money') {
    return pricing.original === undefined
      ? { kind: 'real', amount: pricing.amount, currency: pricing.currency }
      : { kind: 'real', amount: pricing.amount, currency: pricing.currency, original: pricing.original };
  }
  // The catalogue has no "was" price in virtual currency: a preview's one stays while it is still above the price.
  const original =
    preview.kind === 'virtual' && preview.original !== undefined && preview.original > pricing.amount
      ? preview.original
      : undefined;
  return original === undefined
    ? { kind: 'virtual', amount: pricing.amount, currencyId: pricing.currencyId }
    : { kind: 'virtual', amount: pricing.amount, currencyId: pricing.currencyId, original };
}

function priced<T extends { itemId?: string | undefined; price: Price }>(
  target: T,
  items: ReadonlyMap<string, CatalogueItem>,
  currency: string,
): T {
  const item = target.itemId ? items.get(target.itemId) : undefined;
  const price = item ? cardPrice(item, currency, target.price) : null;
  return price ? { ...target, price } : target;
}

/** One card with catalogue prices and limits; `purchased` null for an anonymous visitor (full limits). */
export function overlayCard(
  card: Card,
  items: ReadonlyMap<string, CatalogueItem>,
  currency: string,
  purchased: ReadonlyMap<string, number> | null,
): Card {
  if (card.type === 'offer_chain') return { ...card, links: card.links.map((link) => priced(link, items, currency)) };
  if (!('itemId' in card) || !card.itemId) return card;
  const item = items.get(card.itemId);
  if (!item) return card;
  const withPrice = priced(card, items, currency);
  if (!limitedCardTypes.has(card.type)) return withPrice;
  const { limit: _preview, ...withoutLimit } = withPrice as Extract<Card, { type: 'standard' }>;
  if (item.limitPerPlayer === undefined) return withoutLimit as Card;
  const remaining = remainingForPlayer(item, purchased ?? new Map()) ?? item.limitPerPlayer;
  return { ...withoutLimit, limit: { limit: item.limitPerPlayer, remaining } } as Card;
}

/** A layout page with every card priced from the catalogue; `purchased` null for an anonymous visitor. */
export function overlayPage(
  page: LayoutPage,
  catalogue: Catalogue,
  currency: string,
  purchased: ReadonlyMap<string, number> | null,
): LayoutPage {
  const items = new Map(catalogue.items.map((item) => [item.id, item]));
  if (items.size === 0) return page;
  return {
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      cards: section.cards.map((card) => overlayCard(card, items, currency, purchased)),
    })),
  };
}
