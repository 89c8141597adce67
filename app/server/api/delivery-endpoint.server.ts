import { z } from 'zod';
import { deliveryEndpointBodySchema, deliveryEndpointSchema } from '../../../schemas/delivery';
import { serverApiShopParamsSchema } from '../../../schemas/game-server-api';
import {
  requireDeliveryEndpoint,
  setDeliveryEndpoint,
  toDeliveryEndpointJson,
} from '~/server/delivery/endpoints.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// The game backend says where it receives deliveries (PUT) and reads the URL with its signing secret (GET).
export const getDeliveryEndpointCall = serverApiRoute(
  {
    name: 'getDeliveryEndpoint',
    method: 'GET',
    params: serverApiShopParamsSchema,
    body: z.undefined(),
    response: deliveryEndpointSchema,
  },
  async ({ caller, context }) => toDeliveryEndpointJson(await requireDeliveryEndpoint(context.db, caller.shop.id)),
);

export const setDeliveryEndpointCall = serverApiRoute(
  {
    name: 'setDeliveryEndpoint',
    method: 'PUT',
    params: serverApiShopParamsSchema,
    body: deliveryEndpointBodySchema,
    response: deliveryEndpointSchema,
  },
  async ({ body, caller, context }) =>
    toDeliveryEndpointJson(
      await setDeliveryEndpoint(context.db, context.clock, {
        shopId: caller.shop.id,
        url: body.url,
        production: context.env.NODE_ENV === 'production' && !context.env.DELIVERY_HTTP_LOOPBACK,
      }),
    ),
);
