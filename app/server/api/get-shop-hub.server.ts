import { getShopHub } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { hubFor } from '~/server/engagement/hub.server';
import { requirePublishedShop } from '~/server/shops.server';

/** GET /api/shops/{shop}/hub: the player's hub (docs/decisions/051); 401 anonymous or another shop's session. */
export const getShopHubCall = apiRoute(getShopHub, async ({ context, viewer }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return hubFor(context.db, context.clock, shop, viewer.playerId);
});
