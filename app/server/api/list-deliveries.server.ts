import { z } from 'zod';
import { deliveryListQuerySchema, deliveryListSchema } from '../../../schemas/delivery';
import { serverApiShopParamsSchema } from '../../../schemas/game-server-api';
import { listDeliveries } from '~/server/delivery/deliveries.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// The game backend watches its deliveries, and finds the dead ones to replay.
export const listDeliveriesCall = serverApiRoute(
  {
    name: 'listDeliveries',
    method: 'GET',
    params: serverApiShopParamsSchema,
    query: deliveryListQuerySchema,
    body: z.undefined(),
    response: deliveryListSchema,
  },
  ({ query, caller, context }) => listDeliveries(context.db, caller.shop.id, query),
);
