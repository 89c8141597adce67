import type { AppLoadContext } from '@remix-run/node';
import type { Catalogue } from '../../../schemas/catalogue';
import type { LayoutPage } from '../../../schemas/layout';
import { cardItemRefs } from '../../../schemas/shop-config';
import { identifyPageRequest } from '~/server/players/sessions.server';
import type { PublishedShop } from '~/server/shops.server';
import { overlayPage } from '~/lib/card-prices';
import { purchasedCounts } from './purchase-limits.server';

// Cards that sell a catalogue item (`itemId`) show the catalogue's price in the page's currency and, for the
// signed-in player, what their purchase limit leaves (the overlay itself is pure, ~/lib/card-prices, shared with the
// studio's live canvas); the card's own `price` and `limit` are only the preview's.

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
  if (purchased) return overlayPage(page, catalogue, catalogue.defaultCurrency, purchased);
  // A visitor's prices (full limits) follow from the published page and catalogue alone, which are objects kept per
  // config version: worked out once per version, not per page view. Nothing downstream changes a page it is given.
  const remembered = anonymousPages.get(page);
  if (remembered?.catalogue === catalogue) return remembered.page;
  const overlaid = overlayPage(page, catalogue, catalogue.defaultCurrency, null);
  anonymousPages.set(page, { catalogue, page: overlaid });
  return overlaid;
}

const anonymousPages = new WeakMap<LayoutPage, { catalogue: Catalogue; page: LayoutPage }>();
