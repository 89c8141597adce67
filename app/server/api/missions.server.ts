import { getMissions } from '../../../schemas/api/shop';
import { claimMission as claimMissionContract } from '../../../schemas/api/missions';
import { apiRoute } from '~/server/api-route.server';
import { claimMission, missionsFor } from '~/server/engagement/missions.server';
import { requirePublishedShop } from '~/server/shops.server';

/** GET /api/shops/{shop}/missions: the player's missions in their current periods (docs/decisions/049). */
export const getMissionsCall = apiRoute(getMissions, async ({ context, viewer }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return missionsFor(context.db, context.clock, shop, viewer.playerId);
});

/** POST /api/shops/{shop}/missions/{id}/claim: a completed mission's rewards, granted once per period. */
export const claimMissionCall = apiRoute(claimMissionContract, async ({ context, viewer, params }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return claimMission(context.db, context.clock, shop, viewer.playerId, params.id);
});
