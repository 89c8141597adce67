import { getReceipt as getReceiptContract } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { getReceipt } from '~/server/commerce/receipts.server';

// The receipt of one of the signed-in player's orders (the result page, the printable receipt).
export const getReceiptCall = apiRoute(getReceiptContract, ({ context, viewer, query }) =>
  getReceipt(context.db, viewer, query.orderId),
);
