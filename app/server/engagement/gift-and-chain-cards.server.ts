import type { AppLoadContext } from '@remix-run/node';
import type { Card, CardOf } from '../../../schemas/cards';
import type { LayoutPage } from '../../../schemas/layout';
import type { PublishedShop } from '~/server/shops.server';
import type { Clock } from '~/server/context.server';
import { dailyGiftsFor, dailyGiftsPreview, type DailyGiftState } from './daily-gifts.server';
import { offerChainsFor, offerChainsPreview, type OfferChainState } from './offer-chains.server';

// The daily gift, calendar and offer chain cards of a page, drawn with the signed-in player's state
// (docs/decisions/050-daily-gifts-and-offer-chains.md): the card's own rewards, days and statuses are only the
// preview's; a card naming a `giftId` or `chainId` shows the rules' rewards and the player's claims instead (for a
// visitor, what a new player would see today, computed without a read).

function dailyGiftCard(card: CardOf<'daily_gift'>, state: DailyGiftState): Card {
  const { nextAt: _preview, ...rest } = card;
  const reward = state.rewards[0] ?? card.reward;
  return state.claimable || state.nextClaimAt === null
    ? { ...rest, reward }
    : { ...rest, reward, nextAt: state.nextClaimAt };
}

function calendarCard(card: CardOf<'calendar'>, state: DailyGiftState): Card {
  if (!state.calendar) return card;
  const { nextAt: _preview, ...rest } = card;
  const days = state.calendar.days.map((day) => ({
    day: day.day,
    reward: day.rewards[0]!,
    state: day.state,
  }));
  return state.nextClaimAt === null ? { ...rest, days } : { ...rest, days, nextAt: state.nextClaimAt };
}

function offerChainCard(card: CardOf<'offer_chain'>, state: OfferChainState): Card {
  return {
    ...card,
    links: state.links.map((link) => ({
      id: link.id,
      status: link.status,
      reward: link.rewards[0]!,
      price: link.price,
      ...(link.itemId ? { itemId: link.itemId } : {}),
    })),
  };
}

/** The gifts and chains the page's cards name. */
function namedOnPage(page: LayoutPage) {
  const giftIds = new Set<string>();
  const chainIds = new Set<string>();
  for (const card of page.sections.flatMap((section) => section.cards)) {
    if ((card.type === 'daily_gift' || card.type === 'calendar') && card.giftId) giftIds.add(card.giftId);
    if (card.type === 'offer_chain' && card.chainId) chainIds.add(card.chainId);
  }
  return { giftIds, chainIds };
}

function overlayPage(page: LayoutPage, gifts: DailyGiftState[], chains: OfferChainState[]): LayoutPage {
  const giftById = new Map(gifts.map((gift) => [gift.giftId, gift]));
  const chainById = new Map(chains.map((chain) => [chain.chainId, chain]));
  const overlay = (card: Card): Card => {
    if (card.type === 'daily_gift' && card.giftId) {
      const state = giftById.get(card.giftId);
      return state ? dailyGiftCard(card, state) : card;
    }
    if (card.type === 'calendar' && card.giftId) {
      const state = giftById.get(card.giftId);
      return state ? calendarCard(card, state) : card;
    }
    if (card.type === 'offer_chain' && card.chainId) {
      const state = chainById.get(card.chainId);
      return state ? offerChainCard(card, state) : card;
    }
    return card;
  };
  return { ...page, sections: page.sections.map((section) => ({ ...section, cards: section.cards.map(overlay) })) };
}

/** For a visitor: the cards show the rules' rewards as a new player would see them today; no database read. */
export function withGiftAndChainPreview(clock: Clock, shop: PublishedShop, page: LayoutPage | null): LayoutPage | null {
  if (!page) return page;
  const { giftIds, chainIds } = namedOnPage(page);
  if (giftIds.size === 0 && chainIds.size === 0) return page;
  return overlayPage(page, dailyGiftsPreview(clock, shop, giftIds), offerChainsPreview(shop, chainIds));
}

/** The page with its gift, calendar and chain cards showing the player's state (one small read per gift or chain). */
export async function withGiftAndChainState(
  context: Pick<AppLoadContext, 'db' | 'clock'>,
  shop: PublishedShop,
  page: LayoutPage | null,
  playerId: string,
): Promise<LayoutPage | null> {
  if (!page) return page;
  const { giftIds, chainIds } = namedOnPage(page);
  if (giftIds.size === 0 && chainIds.size === 0) return page;
  const [gifts, chains] = await Promise.all([
    giftIds.size > 0 ? dailyGiftsFor(context.db, context.clock, shop, playerId, giftIds) : [],
    chainIds.size > 0 ? offerChainsFor(context.db, context.clock, shop, playerId, chainIds) : [],
  ]);
  return overlayPage(page, gifts, chains);
}
