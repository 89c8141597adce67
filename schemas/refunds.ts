import { z } from 'zod';
import { serverApiShopParamsSchema, type GameServerOperation } from './game-server-api';

// Refunds (issue 15, docs/decisions/056-saved-methods-and-refunds.md): the game server's refund call and what an
// order's refunds look like. Money in the order's minor units.

export const refundOrderParamsSchema = serverApiShopParamsSchema.extend({
  orderId: z.uuid({ error: 'Expected an order id' }),
});

export const refundOrderBodySchema = z
  .strictObject({
    /** Minor units to give back; the whole rest of the order when left out. */
    amount: z
      .number({ error: 'Expected an amount in minor units' })
      .int({ error: 'Expected an amount in minor units' })
      .positive({ error: 'Expected a positive amount in minor units' })
      .optional(),
  })
  .optional()
  .default({});

export const orderRefundSchema = z.object({
  id: z.uuid(),
  /** The provider's id for the refund (or the dispute). */
  refundRef: z.string(),
  amount: z.number().int().nonnegative(),
  reason: z.enum(['refund', 'dispute', 'offer_chain_duplicate']),
  source: z.enum(['provider', 'game_server', 'offer_chain']),
  /** The one line it was for (an offer chain's step paid twice), or null for money on the whole order. */
  orderLineId: z.uuid().nullable(),
  /** Virtual currency the player had spent already, so it could not be taken back, by currency id. */
  unrecovered: z.record(z.string(), z.number().int()),
  createdAt: z.iso.datetime({ offset: true }),
});

export const orderRefundStateSchema = z.object({
  orderId: z.uuid(),
  /** `refunded` once the refunds reach the total; a partial refund leaves it `paid`. */
  status: z.enum(['pending', 'paid', 'failed', 'canceled', 'refunded']),
  paidWith: z.string(),
  total: z.number().int().nonnegative(),
  currency: z.string(),
  refundedAmount: z.number().int().nonnegative(),
  refunds: z.array(orderRefundSchema),
  /** The revoke deliveries queued for the game, one per line taken back. */
  revokeDeliveryIds: z.array(z.uuid()),
});
export type OrderRefundState = z.infer<typeof orderRefundStateSchema>;

export const refundServerOperations: GameServerOperation[] = [
  {
    name: 'refundOrder',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/orders/{orderId}/refund',
    summary: 'Refunds an order paid with money',
    description:
      'Gives the money back at the payment provider (all that is left of the order, or `amount` minor units) and ' +
      'records it. A refund of the whole order marks it refunded, takes back the virtual currency it credited (as ' +
      'much as the player still holds; the rest is reported as `unrecovered`), reverses its loyalty points and sends ' +
      'the game one signed revoke delivery per line (`kind: "revoke"`). Send an Idempotency-Key header: a retry with ' +
      "the same key refunds once. The provider's own refund webhook records the same refund once, never twice.",
    params: refundOrderParamsSchema,
    body: refundOrderBodySchema,
    response: orderRefundStateSchema,
    requestExample: { amount: 499 },
    responseExample: {
      orderId: '9d1c7b2a-4e5f-4a6b-8c7d-1e2f3a4b5c6d',
      status: 'refunded',
      paidWith: 'money',
      total: 499,
      currency: 'USD',
      refundedAmount: 499,
      refunds: [
        {
          id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
          refundRef: 're_3Nq8x2',
          amount: 499,
          reason: 'refund',
          source: 'game_server',
          orderLineId: null,
          unrecovered: {},
          createdAt: '2027-03-02T09:00:00.000Z',
        },
      ],
      revokeDeliveryIds: ['3b9f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5c'],
    },
    errors: {
      '404': 'No such order in this shop (not_found)',
      '409': 'The order was not paid with money, is not paid (or refunded already), or the provider refused (conflict)',
      '422': 'The amount is more than is left to refund (unprocessable)',
    },
  },
];
