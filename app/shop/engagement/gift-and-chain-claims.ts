import { claimDailyGift } from '../../../schemas/api/daily-gifts';
import { claimOfferChainLink } from '../../../schemas/api/offer-chains';
import type { ApiClient } from '~/lib/api-client';
import type { CardAction } from '~/cards/card-actions';
import { cardTitle } from '~/cards/card-parts';

// The Claim buttons of daily gift, calendar and offer chain cards that name the shop's rules (`giftId`, `chainId`;
// docs/decisions/050-daily-gifts-and-offer-chains.md). A card naming none is a drawing: these answer null.

type Claim = Extract<CardAction, { kind: 'claim' }>;
type FoundClaim = { name: string; run(api: ApiClient, shop: string): Promise<unknown> } | null;

/** Today's gift or calendar day. */
export function dailyGiftClaimOf(action: Claim): FoundClaim {
  const { card } = action;
  if ((card.type !== 'daily_gift' && card.type !== 'calendar') || !card.giftId) return null;
  const id = card.giftId;
  return { name: cardTitle(card), run: (api, shop) => api.call(claimDailyGift, { params: { shop, id } }) };
}

/** A free step of an offer chain (a paid step is a Buy, through the checkout). */
export function offerChainClaimOf(action: Claim): FoundClaim {
  const { card, linkId } = action;
  if (card.type !== 'offer_chain' || !card.chainId || !linkId) return null;
  const id = card.chainId;
  const step = card.links.findIndex((link) => link.id === linkId) + 1;
  return {
    name: step > 0 ? `${card.name}, step ${step}` : card.name,
    run: (api, shop) => api.call(claimOfferChainLink, { params: { shop, id, linkId } }),
  };
}
