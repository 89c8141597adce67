import { claimOfferChainLink } from '../../../schemas/api/offer-chains';
import { apiRoute } from '~/server/api-route.server';
import { claimOfferChainLink as claim } from '~/server/engagement/offer-chains.server';
import { requirePublishedShop } from '~/server/shops.server';

/** POST /api/shops/{shop}/offer_chains/{id}/links/{linkId}/claim: a free link, advanced and granted once (docs/decisions/050). */
export const claimOfferChainLinkCall = apiRoute(claimOfferChainLink, async ({ context, viewer, params }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return context.db.transaction((tx) => claim(tx, context.clock, shop, viewer.playerId, params.id, params.linkId));
});
