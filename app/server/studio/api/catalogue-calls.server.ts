import { catalogueItemParamsSchema, itemUsageSchema } from '../../../../schemas/studio-catalogue';
import { catalogueItemUsage } from '~/server/studio/catalogue-item-usage.server';
import { studioCall } from './studio-call.server';

// The catalogue editor's one server question (docs/decisions/041): which unpaid orders hold an item it would delete.

export const getItemUsageCall = studioCall(
  {
    name: 'studio.getCatalogueItemUsage',
    method: 'GET',
    path: '/studio/api/shops/{shop}/catalogue/items/{itemId}/usage',
    minimumRole: 'editor',
    params: catalogueItemParamsSchema,
    response: itemUsageSchema,
  },
  ({ member, params, context }) => catalogueItemUsage(context.db, member.shop.id, params.itemId),
);
