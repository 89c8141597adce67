import { getShopGaId } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { requirePublishedShop } from '~/server/shops.server';

export const getShopGaIdCall = apiRoute(getShopGaId, async ({ params, context }) => {
  const { config } = await requirePublishedShop(context.db, params.shop);
  return { gaId: config.tracking.gaId ?? null };
});
