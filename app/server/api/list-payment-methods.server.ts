import { listPaymentMethods } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { listSavedMethods } from '~/server/payments/saved-methods.server';

// The player's saved methods in a shop, read from the shop's payment provider.
export const listPaymentMethodsCall = apiRoute(listPaymentMethods, ({ params, context, viewer }) =>
  listSavedMethods(context, viewer, params.shop),
);
