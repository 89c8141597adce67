import { deletePaymentMethod } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { deleteSavedMethod } from '~/server/payments/saved-methods.server';

// Forgets one of the player's saved methods at the shop's provider; another player's id is a 404.
export const deletePaymentMethodCall = apiRoute(deletePaymentMethod, async ({ params, context, viewer }) => {
  await deleteSavedMethod(context, viewer, params.shop, params.id);
  return undefined;
});
