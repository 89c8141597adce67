import { getShopMetaTrackingId } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { requirePublishedShop } from '~/server/shops.server';

export const getShopMetaTrackingIdCall = apiRoute(getShopMetaTrackingId, async ({ params, context }) => {
  const { config } = await requirePublishedShop(context.db, params.shop);
  return { metaTrackingId: config.tracking.metaPixelId ?? null };
});
