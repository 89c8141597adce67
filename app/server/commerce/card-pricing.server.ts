import type { AppLoadContext } from '@remix-run/node';
import { itemPricing, type Catalogue, type CatalogueItem } from '../../../schemas/catalogue';
import type { Card, Price } from '../../../schemas/cards';
import type { LayoutPage } from '../../../schemas/layout';
import { cardItemRefs } from '../../../schemas/shop-config';
import { identifyPageRequest } from '~/server/players/sessions.server';
import type { PublishedShop } from '~/server/shops.server';
import { remainingForPlayer } from './pricing.server';
import { purchasedCounts } from './purchase-limits.server';

// Cards that sell a catalogue item (`itemId`) show the catalogue's price in the page's currency and, for the
// signed-in player, what their purchase limit leaves; the card's own `price` and `limit` are only the preview's.

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

/**
 * The storefront page with catalogue prices in the catalogue's default currency. Only when a card sells an item
 * with a per-player limit does it look up the signed-in player (from the page's session cookie) and their orders.
 */
export async function withCataloguePrices(
  context: Pick<AppLoadContext, 'db' | 'clock'>,
  shop: PublishedShop,
  page: LayoutPage | null,
  request: Request | undefined,
): Promise<LayoutPage | null> {
  if (!page) return null;
  const { catalogue } = shop.config;
  const limited = new Set(catalogue.items.filter((item) => item.limitPerPlayer !== undefined).map((item) => item.id));
  const limitedOnPage = page.sections
    .flatMap((section) => section.cards.flatMap((card) => cardItemRefs(card).map(([itemId]) => itemId)))
    .filter((id) => limited.has(id));
  let purchased: Map<string, number> | null = null;
  if (limitedOnPage.length > 0 && request) {
    const viewer = await identifyPageRequest(context.db, context.clock, request, shop.handle);
    if (viewer) purchased = await purchasedCounts(context.db, shop.id, viewer.playerId, limitedOnPage);
  }
  return overlayPage(page, catalogue, catalogue.defaultCurrency, purchased);
}
