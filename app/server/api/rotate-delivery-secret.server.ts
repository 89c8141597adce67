import { deliveryEndpointSchema, noBodySchema } from '../../../schemas/delivery';
import { serverApiShopParamsSchema } from '../../../schemas/game-server-api';
import { rotateDeliverySecret, toDeliveryEndpointJson } from '~/server/delivery/endpoints.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// A new signing secret for the shop's deliveries; the old one stops working at once.
export const rotateDeliverySecretCall = serverApiRoute(
  {
    name: 'rotateDeliverySecret',
    params: serverApiShopParamsSchema,
    body: noBodySchema,
    response: deliveryEndpointSchema,
  },
  async ({ caller, context }) =>
    toDeliveryEndpointJson(await rotateDeliverySecret(context.db, context.clock, caller.shop.id)),
);
