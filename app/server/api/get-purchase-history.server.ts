import { getPurchaseHistory as getPurchaseHistoryContract } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { getPurchaseHistory } from '~/server/commerce/purchase-history.server';

// The signed-in player's orders in this shop, newest first, a page at a time.
export const getPurchaseHistoryCall = apiRoute(getPurchaseHistoryContract, ({ context, viewer, query }) =>
  getPurchaseHistory(context.db, viewer, query),
);
