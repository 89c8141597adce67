import { deliverySchema, noBodySchema, replayDeliveryParamsSchema } from '../../../schemas/delivery';
import { replayDelivery } from '~/server/delivery/deliveries.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// A dead delivery goes back in the queue, with the same idempotency key.
export const replayDeliveryCall = serverApiRoute(
  {
    name: 'replayDelivery',
    params: replayDeliveryParamsSchema,
    body: noBodySchema,
    response: deliverySchema,
  },
  ({ params, caller, context }) => replayDelivery(context.db, context.clock, caller.shop.id, params.id),
);
