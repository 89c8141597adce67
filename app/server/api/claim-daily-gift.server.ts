import { claimDailyGift } from '../../../schemas/api/daily-gifts';
import { apiRoute } from '~/server/api-route.server';
import { claimDailyGift as claim } from '~/server/engagement/daily-gifts.server';
import { requirePublishedShop } from '~/server/shops.server';

/** POST /api/shops/{shop}/daily_gifts/{id}/claim: today's gift, granted once (docs/decisions/050). */
export const claimDailyGiftCall = apiRoute(claimDailyGift, async ({ context, viewer, params }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return context.db.transaction((tx) => claim(tx, context.clock, shop, viewer.playerId, params.id));
});
