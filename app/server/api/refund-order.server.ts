import { orderRefundStateSchema, refundOrderBodySchema, refundOrderParamsSchema } from '../../../schemas/refunds';
import { refundOrderForGameServer } from '~/server/payments/refund-order.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// The game server refunds an order: the provider gives the money back, the order is marked and the game is told.
export const refundOrderCall = serverApiRoute(
  {
    name: 'refundOrder',
    params: refundOrderParamsSchema,
    body: refundOrderBodySchema,
    response: orderRefundStateSchema,
  },
  ({ params, body, caller, request, context }) =>
    refundOrderForGameServer(context, caller.shop, params.orderId, body, request.headers.get('Idempotency-Key')),
);
