import { getExternalItem } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { getExternalItem as readExternalItem } from '~/server/commerce/external-items.server';
import { requirePublishedShop } from '~/server/shops.server';

export const getExternalItemCall = apiRoute(getExternalItem, async ({ context, viewer, params, query }) => {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  return readExternalItem(context.db, context.clock, shop, viewer.playerId, params.item, query.currency);
});
