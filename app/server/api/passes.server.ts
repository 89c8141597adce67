import { claimPassReward, listPasses, PassTrack } from '../../../schemas/api/passes';
import { apiRoute } from '~/server/api-route.server';
import { claimPassReward as claim, passesFor } from '~/server/engagement/passes.server';
import { requirePublishedShop } from '~/server/shops.server';

// Our pass calls (docs/decisions/051-passes-hub-and-badges.md): the session's own shop and player only (apiRoute
// answers 401 to an anonymous caller and to another shop's session).

/** GET /api/shops/{shop}/passes: every pass of the shop with the player's XP, level and rewards. */
export const listPassesCall = apiRoute(listPasses, async ({ context, viewer }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return { passes: await passesFor(context.db, context.clock, shop, viewer.playerId) };
});

/** POST /api/shops/{shop}/passes/{id}/levels/{level}/{track}/claim: one level's reward, granted once. */
export const claimPassRewardCall = apiRoute(claimPassReward, async ({ context, viewer, params }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return claim(context.db, context.clock, shop, viewer.playerId, {
    passId: params.id,
    level: Number(params.level),
    track: PassTrack.parse(params.track),
  });
});
