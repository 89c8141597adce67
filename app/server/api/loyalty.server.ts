import { acknowledgeLoyaltyPoints, claimLoyaltyMilestone, getLoyaltyDetails } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import {
  acknowledgeLoyaltyPoints as acknowledge,
  claimLoyaltyMilestone as claim,
  loyaltyDetailsFor,
  requireLoyaltyCampaign,
} from '~/server/engagement/loyalty.server';
import { requirePublishedShop } from '~/server/shops.server';

// The spec's three loyalty calls (docs/decisions/048-loyalty-and-reward-buffs.md). A shop without a campaign answers
// 404 to each; the session's own shop and player only (apiRoute answers 401 to another shop's session).

export const getLoyaltyDetailsCall = apiRoute(getLoyaltyDetails, async ({ context, viewer }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return loyaltyDetailsFor(context.db, requireLoyaltyCampaign(shop), viewer);
});

export const acknowledgeLoyaltyPointsCall = apiRoute(acknowledgeLoyaltyPoints, async ({ context, viewer, body }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  requireLoyaltyCampaign(shop);
  return acknowledge(context.db, context.clock, viewer, body.points);
});

export const claimLoyaltyMilestoneCall = apiRoute(claimLoyaltyMilestone, async ({ context, viewer, params }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return claim(context.db, context.clock, requireLoyaltyCampaign(shop), viewer, params.id);
});
