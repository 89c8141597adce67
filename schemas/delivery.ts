import { z } from 'zod';
import { RewardClaimKind } from './engagement/rewards';
import { gameAccountIdSchema, serverApiShopParamsSchema, type GameServerOperation } from './game-server-api';

// Delivery to the game (issue 6, docs/decisions/016-commerce.md "Delivery"): what Gamefront POSTs to the shop's
// delivery endpoint for every paid order line, and the /server-api/v1 calls the game backend uses to set that
// endpoint, watch and replay deliveries and read what a player owns.

export const DELIVERY_URL_MESSAGE =
  'Expected an https:// URL (http:// only for localhost or 127.0.0.1 outside production)';

export const deliveryStatuses = ['pending', 'delivered', 'dead'] as const;
export const DeliveryStatus = z.enum(deliveryStatuses, { error: 'Expected a status: pending, delivered or dead' });

/** What one unit of an item gives the player ("500 Gems"). */
export const deliveryContentSchema = z.object({ name: z.string(), amount: z.number().int() });

/** The JSON body of a delivery POST. The same bytes are signed (see Gamefront-Signature). */
export const deliveryPayloadSchema = z.object({
  /** Also sent as Gamefront-Delivery-Id. */
  deliveryId: z.uuid(),
  /** Also sent as Idempotency-Key; equal on every retry and replay of this delivery: apply it once. */
  idempotencyKey: z.string(),
  /** The shop's handle. */
  shop: z.string(),
  /**
   * `grant`: give the item to the player. `revoke`: the order line was refunded (or disputed): take back what its
   * grant (`revokes.deliveryId`) gave, as far as the game can. Each line is revoked at most once.
   */
  kind: z.enum(['grant', 'revoke']).default('grant'),
  /** For a revoke: the grant it undoes, why, and when the money went back; null for a grant. */
  revokes: z
    .object({
      deliveryId: z.uuid(),
      reason: z.enum(['refund', 'dispute', 'offer_chain_duplicate']),
      refundedAt: z.iso.datetime({ offset: true }),
    })
    .nullable()
    .default(null),
  /** The paid order this delivers; null when it delivers a reward the player claimed (`reward`). */
  order: z.object({ id: z.uuid(), receiptNumber: z.string(), paidAt: z.iso.datetime({ offset: true }) }).nullable(),
  /**
   * The engagement reward this delivers (a loyalty milestone, a mission, a daily gift, an offer chain link, a pass
   * level); null for an order. Its `item` is then the reward: id `{kind}:{subject}`, quantity 1.
   */
  reward: z
    .object({
      claimId: z.uuid(),
      kind: RewardClaimKind,
      subject: z.string(),
      claimedAt: z.iso.datetime({ offset: true }),
    })
    .nullable()
    .default(null),
  player: z.object({
    id: z.uuid(),
    /** The player's linked game accounts in this shop (provider GAME). */
    gameAccounts: z.array(z.object({ externalId: z.string(), displayName: z.string().nullable() })),
  }),
  item: z.object({
    /** The catalogue item id. */
    id: z.string(),
    /** The game's own id for the item, when the catalogue names one. */
    externalId: z.string().nullable(),
    name: z.string(),
    quantity: z.number().int().positive(),
    /** What ONE unit delivers: multiply by quantity. */
    contents: z.array(deliveryContentSchema),
  }),
});
export type DeliveryPayload = z.infer<typeof deliveryPayloadSchema>;

export const deliveryEndpointBodySchema = z.strictObject({
  url: z
    .string({ error: DELIVERY_URL_MESSAGE })
    .trim()
    .max(2048, { error: 'Expected a URL of at most 2048 characters' })
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: DELIVERY_URL_MESSAGE,
    }),
});

export const deliveryEndpointSchema = z.object({
  url: z.string(),
  /** Signs every delivery (whsec_...). Keep it on the game backend only. */
  secret: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export const noBodySchema = z.strictObject({}).optional();

export const deliveryListQuerySchema = z.object({
  status: DeliveryStatus.optional(),
  page: z.coerce
    .number({ error: 'Expected a page number' })
    .int()
    .min(1, { error: 'Expected a page number of 1 or more' })
    .default(1),
});

export const deliverySchema = z.object({
  id: z.uuid(),
  /** The order and line it delivers, or null for a claimed reward (`claimId`). */
  orderId: z.uuid().nullable(),
  orderLineId: z.uuid().nullable(),
  claimId: z.uuid().nullable(),
  playerId: z.uuid(),
  idempotencyKey: z.string(),
  status: DeliveryStatus,
  attempts: z.number().int().nonnegative(),
  /** When the next attempt is due (pending only). */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  payload: deliveryPayloadSchema,
});
export type Delivery = z.infer<typeof deliverySchema>;

export const DELIVERY_PAGE_SIZE = 50;

export const deliveryListSchema = z.object({
  deliveries: z.array(deliverySchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalCount: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
});

export const replayDeliveryParamsSchema = serverApiShopParamsSchema.extend({
  id: z.uuid({ error: 'Expected a delivery id' }),
});

export const entitlementsQuerySchema = z
  .object({
    player: z.uuid({ error: 'Expected a player id' }).optional(),
    gameAccount: gameAccountIdSchema.optional(),
  })
  .refine((query) => (query.player === undefined) !== (query.gameAccount === undefined), {
    error: 'Expected exactly one of player or gameAccount',
    path: ['player'],
  });

export const entitlementSchema = z.object({
  orderId: z.uuid(),
  orderLineId: z.uuid(),
  receiptNumber: z.string(),
  itemId: z.string(),
  externalId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int().positive(),
  contents: z.array(deliveryContentSchema),
  paidAt: z.iso.datetime({ offset: true }),
  deliveryStatus: DeliveryStatus.nullable(),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

export const entitlementsSchema = z.object({
  /** The player asked about; null when the game account is linked to no player of the shop (owns nothing). */
  playerId: z.uuid().nullable(),
  entitlements: z.array(entitlementSchema),
});

// ---- For the OpenAPI document: the same schemas the routes use, with examples.

const exampleOrder = {
  id: '9d1c7b2a-4e5f-4a6b-8c7d-1e2f3a4b5c6d',
  receiptNumber: 'GF-000123',
  paidAt: '2027-03-01T12:00:03.000Z',
};

const examplePayload: DeliveryPayload = {
  deliveryId: '3b9f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  idempotencyKey: '3b9f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  shop: 'emberfall',
  kind: 'grant',
  revokes: null,
  order: exampleOrder,
  reward: null,
  player: {
    id: '7c0e6f1e-2b7a-4d8e-9b1c-3f7f4d9a2e10',
    gameAccounts: [{ externalId: 'acct-48213', displayName: 'Kestrel' }],
  },
  item: {
    id: 'gem-pack-500',
    externalId: 'gems_500',
    name: '500 Gems',
    quantity: 2,
    contents: [{ name: 'Gems', amount: 500 }],
  },
};

const exampleEndpoint = {
  url: 'https://game.example.com/gamefront/deliveries',
  secret: 'whsec_3q2+7w5y8Zk1mN0pQrStUvWxYz0123456789abcdefg=',
  updatedAt: '2027-03-01T12:00:00.000Z',
};

const signatureDoc =
  'Every delivery is a POST of JSON (the `DeliveryPayload` schema) with the headers `Gamefront-Signature: ' +
  't=<unix seconds>,v1=<hex HMAC-SHA256>`, `Idempotency-Key` and `Gamefront-Delivery-Id`. To verify: take `t` ' +
  'and `v1` from the header, compute HMAC-SHA256 with the endpoint secret (the whole `whsec_...` string as the ' +
  'key) over `${t}.${rawBody}` (the exact bytes received), compare in constant time with `v1`, and refuse a `t` ' +
  'more than 5 minutes away from your clock. Answer any 2xx once the delivery is applied (or was applied already: ' +
  'the same Idempotency-Key comes back on every retry); anything else, or no answer within 10 s, is retried with ' +
  'exponential backoff (1 min doubling, at most 6 h apart) and given up after 10 attempts (status dead, replayable).\n\n' +
  'Node.js: `const [t, v1] = header.split(",").map((p) => p.split("=")[1]); const expected = crypto.createHmac(' +
  '"sha256", secret).update(`${t}.${rawBody}`).digest("hex"); crypto.timingSafeEqual(Buffer.from(expected, "hex"), ' +
  'Buffer.from(v1, "hex"))`.\n\nExample body:\n\n```json\n' +
  JSON.stringify(examplePayload, null, 2) +
  '\n```';

const exampleDelivery = {
  id: examplePayload.deliveryId,
  orderId: exampleOrder.id,
  orderLineId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  claimId: null,
  playerId: examplePayload.player.id,
  idempotencyKey: examplePayload.idempotencyKey,
  status: 'dead',
  attempts: 10,
  nextAttemptAt: null,
  lastError: 'HTTP 503: Service Unavailable',
  createdAt: '2027-03-01T12:00:03.000Z',
  deliveredAt: null,
  payload: examplePayload,
};

export const deliveryServerOperations: GameServerOperation[] = [
  {
    name: 'setDeliveryEndpoint',
    method: 'PUT',
    path: '/server-api/v1/shops/{shop}/delivery-endpoint',
    summary: 'Sets the URL where the game receives signed deliveries of paid items',
    description:
      'An https URL (http only for localhost or 127.0.0.1 outside production). The signing secret is made the ' +
      'first time and kept when the URL changes; read it with GET, replace it with rotate-secret. Deliveries wait ' +
      'while a shop has no endpoint.\n\n' +
      signatureDoc,
    params: serverApiShopParamsSchema,
    body: deliveryEndpointBodySchema,
    response: deliveryEndpointSchema,
    requestExample: { url: exampleEndpoint.url },
    responseExample: exampleEndpoint,
    errors: { '422': 'The URL is not https (or is http to another host than localhost, or in production)' },
  },
  {
    name: 'getDeliveryEndpoint',
    method: 'GET',
    path: '/server-api/v1/shops/{shop}/delivery-endpoint',
    summary: 'Reads the delivery URL and its signing secret',
    description: signatureDoc,
    params: serverApiShopParamsSchema,
    response: deliveryEndpointSchema,
    responseExample: exampleEndpoint,
    errors: { '404': 'The shop has no delivery endpoint yet (not_found)' },
  },
  {
    name: 'rotateDeliverySecret',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/delivery-endpoint/rotate-secret',
    summary: 'Replaces the signing secret of the delivery endpoint',
    description:
      'Deliveries sent from now on are signed with the new secret; the old one stops working at once, so ' +
      'install the new one on the game backend straight away (a delivery refused meanwhile is retried).',
    params: serverApiShopParamsSchema,
    body: noBodySchema,
    response: deliveryEndpointSchema,
    requestExample: {},
    responseExample: exampleEndpoint,
    errors: { '404': 'The shop has no delivery endpoint yet (not_found)' },
  },
  {
    name: 'listDeliveries',
    method: 'GET',
    path: '/server-api/v1/shops/{shop}/deliveries',
    summary: "Lists the shop's deliveries, newest first, 50 a page",
    description: 'Filter by status to find the dead ones (given up after 10 attempts) and replay them.',
    params: serverApiShopParamsSchema,
    query: deliveryListQuerySchema,
    response: deliveryListSchema,
    responseExample: {
      deliveries: [exampleDelivery],
      page: 1,
      pageSize: DELIVERY_PAGE_SIZE,
      totalCount: 1,
      pageCount: 1,
    },
  },
  {
    name: 'replayDelivery',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/deliveries/{id}/replay',
    summary: 'Sends a dead delivery again',
    description:
      'Puts a dead delivery back in the queue with its attempts reset; it keeps its Idempotency-Key, so a game ' +
      'that applied it already can answer 2xx without applying it twice.',
    params: replayDeliveryParamsSchema,
    body: noBodySchema,
    response: deliverySchema,
    requestExample: {},
    responseExample: {
      ...exampleDelivery,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: '2027-03-02T09:00:00.000Z',
      lastError: null,
    },
    errors: {
      '404': 'No such delivery in this shop (not_found)',
      '409': 'The delivery is not dead: it is still pending or was delivered (conflict)',
    },
  },
  {
    name: 'listEntitlements',
    method: 'GET',
    path: '/server-api/v1/shops/{shop}/entitlements',
    summary: 'Lists what a player owns: the lines of their paid orders',
    description:
      "Ask by the shop's player id (`player`) or by a linked game account id (`gameAccount`), exactly one. Use it " +
      'to reconcile: a line whose delivery is dead or pending is owned but may not be in the game yet.',
    params: serverApiShopParamsSchema,
    query: entitlementsQuerySchema,
    response: entitlementsSchema,
    responseExample: {
      playerId: examplePayload.player.id,
      entitlements: [
        {
          orderId: exampleOrder.id,
          orderLineId: exampleDelivery.orderLineId,
          receiptNumber: 'GF-000123',
          itemId: 'gem-pack-500',
          externalId: 'gems_500',
          name: '500 Gems',
          quantity: 2,
          contents: [{ name: 'Gems', amount: 500 }],
          paidAt: '2027-03-01T12:00:03.000Z',
          deliveryStatus: 'delivered',
        },
      ],
    },
    errors: { '404': 'No player with this id in the shop (not_found)' },
  },
];
