import { z } from 'zod';
import { currencyCodeSchema } from './cards';
import { nonNegativeIntSchema, slugSchema } from './common';
import { gameAccountIdSchema, gameDisplayNameSchema, serverApiShopParamsSchema } from './game-server-api';
import type { GameServerOperation } from './game-server-api';

// Checkout links (issue 16, docs/decisions/057-checkout-links.md): the game backend creates a link for one of its
// players to pay for one order; the player opens it in the shop. Shared by the routes, the pages, OpenAPI and tests.

/**
 * created: waiting for the player; processing: a payment is in flight; paid: the order is paid, its deliveries on
 * their way; fulfilled: the game accepted every delivery; expired and canceled: it can no longer be paid.
 */
export const checkoutLinkStatusSchema = z.enum(['created', 'processing', 'paid', 'fulfilled', 'expired', 'canceled']);
export type CheckoutLinkStatus = z.infer<typeof checkoutLinkStatusSchema>;

/** How the result page hands the player back to the game: at once, after a short countdown, or on a button press. */
export const checkoutLinkReturnModeSchema = z.enum(['immediate', 'countdown', 'button']);
export type CheckoutLinkReturnMode = z.infer<typeof checkoutLinkReturnModeSchema>;

/** Seconds the result page counts down before returning to the game (`countdown`). */
export const CHECKOUT_LINK_COUNTDOWN_SECONDS = 5;
export const CHECKOUT_LINK_MAX_TTL_SECONDS = 24 * 3600;

const RETURN_URL_MESSAGE = "Expected an https URL or one of the game's own URL scheme (mygame://...)";
/** Schemes a browser runs or reads locally: never a place to send a player back to. */
const UNSAFE_SCHEMES = new Set(['http', 'javascript', 'data', 'file', 'blob', 'vbscript', 'about', 'filesystem']);

/** https, or the game's own scheme (`mygame://store/done`): where the result page returns the player. */
export function isCheckoutReturnUrl(value: string): boolean {
  const match = /^([a-z][a-z0-9+.-]{1,31}):\/\/[^\s]+$/i.exec(value);
  if (!match) return false;
  const scheme = match[1]!.toLowerCase();
  if (UNSAFE_SCHEMES.has(scheme)) return false;
  if (scheme !== 'https') return true;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export const checkoutReturnUrlSchema = z
  .string({ error: RETURN_URL_MESSAGE })
  .max(2048, { error: 'Expected a URL of at most 2048 characters' })
  .refine(isCheckoutReturnUrl, { error: RETURN_URL_MESSAGE });

const TRANSACTION_ID_MESSAGE = "Expected the game's transaction id: 1-128 letters, digits and . _ : @ -";
export const gameTransactionIdSchema = z
  .string({ error: TRANSACTION_ID_MESSAGE })
  .regex(/^[A-Za-z0-9._:@-]{1,128}$/, { error: TRANSACTION_ID_MESSAGE });

export const checkoutLinkItemSchema = z.strictObject({
  itemId: slugSchema,
  quantity: z
    .number({ error: 'Expected a quantity' })
    .int({ error: 'Expected a whole quantity' })
    .min(1, { error: 'Expected at least 1' })
    .max(999, { error: 'Expected at most 999' }),
  /**
   * The publisher's price for one unit, in minor units of `currency`, instead of the catalogue's. Only the game
   * server, holding the shop's key, can set it: the key is the publisher's signature on it.
   */
  unitAmountOverride: nonNegativeIntSchema.optional(),
});

export const createCheckoutLinkBodySchema = z
  .strictObject({
    gameAccountId: gameAccountIdSchema,
    /** The player's name in the game, shown on the link page ("Paying as Kestrel"). */
    displayName: gameDisplayNameSchema.optional(),
    /** The game's own id of this purchase: posting it again answers the same link; another body with it is a 422. */
    transactionId: gameTransactionIdSchema,
    items: z
      .array(checkoutLinkItemSchema)
      .min(1, { error: 'Expected at least one item' })
      .max(20, { error: 'Expected at most 20 items' }),
    currency: currencyCodeSchema,
    /** How long the link can be paid; at most 24 hours, one hour unless said. */
    expiresInSeconds: z
      .number({ error: 'Expected a number of seconds' })
      .int({ error: 'Expected a whole number of seconds' })
      .min(60, { error: 'Expected at least 60 seconds' })
      .max(CHECKOUT_LINK_MAX_TTL_SECONDS, { error: 'Expected at most 86400 seconds (24 hours)' })
      .default(3600),
    returnUrl: checkoutReturnUrlSchema,
    returnMode: checkoutLinkReturnModeSchema.default('countdown'),
    /**
     * Put a single-use sign-in token for this game account in the link (valid 15 minutes at most), so the player
     * pays without signing in. Off: the player signs in at the shop as usual.
     */
    signIn: z.boolean({ error: 'Expected true or false' }).default(true),
  })
  .superRefine((body, issue) => {
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      if (seen.has(item.itemId))
        issue.addIssue({
          code: 'custom',
          path: ['items', index, 'itemId'],
          message: 'Expected each item once (set its quantity instead)',
        });
      seen.add(item.itemId);
    });
  });
export type CreateCheckoutLinkBody = z.output<typeof createCheckoutLinkBodySchema>;

export const checkoutLinkParamsSchema = serverApiShopParamsSchema.extend({
  linkId: z.uuid({ error: 'Expected a checkout link id' }),
});

/** Nothing to say: an empty object, or no body at all. */
export const cancelCheckoutLinkBodySchema = z.strictObject({}).optional();

/** The game server's view of a link. */
export const gameCheckoutLinkSchema = z.object({
  id: z.uuid(),
  transactionId: z.string(),
  gameAccountId: z.string(),
  status: checkoutLinkStatusSchema,
  currency: currencyCodeSchema,
  total: nonNegativeIntSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  /** The order of the payment that went through (or is in flight), once there is one. */
  orderId: z.uuid().nullable(),
  /** Open this in the player's browser or the game's web view. Only on creation (it may carry a sign-in token). */
  url: z.url().optional(),
});
export type GameCheckoutLink = z.infer<typeof gameCheckoutLinkSchema>;

/** A line of the link's order as the player sees it. */
export const checkoutLinkLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  quantity: nonNegativeIntSchema,
  unitAmount: nonNegativeIntSchema,
  amount: nonNegativeIntSchema,
  contents: z.array(z.object({ name: z.string(), amount: z.number() })),
});

/** GET /api/checkout_links/order/{id}/get: the link's order, for its own player. */
export const checkoutLinkOrderSchema = z.object({
  id: z.uuid(),
  shop: z.string(),
  status: checkoutLinkStatusSchema,
  playerName: z.string(),
  lines: z.array(checkoutLinkLineSchema),
  currency: currencyCodeSchema,
  subtotal: nonNegativeIntSchema,
  total: nonNegativeIntSchema,
  includedTax: nonNegativeIntSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  returnUrl: z.string(),
  returnMode: checkoutLinkReturnModeSchema,
  orderId: z.uuid().nullable(),
  paymentIntentId: z.uuid().nullable(),
});
export type CheckoutLinkOrder = z.infer<typeof checkoutLinkOrderSchema>;

/** The `order_result` calls (no sign-in): the status and the order id, never who paid or what. */
export const checkoutLinkOrderResultSchema = z.object({
  id: z.uuid(),
  status: checkoutLinkStatusSchema,
  orderId: z.uuid().nullable(),
});
export type CheckoutLinkOrderResult = z.infer<typeof checkoutLinkOrderResultSchema>;

/** What the result page posts to an in-game web view embedding it (and to the window that opened it). */
export interface CheckoutLinkMessage {
  type: 'gamefront.checkout_link';
  linkId: string;
  status: CheckoutLinkStatus;
  orderId: string | null;
}

const exampleLinkId = '3f2c8a4e-9d1b-4c7e-8a6f-2b5d9e1c7a30';
const exampleOrderId = 'c1a7e2d4-5b6f-4e3a-9c8d-7f1e2a3b4c5d';

export const checkoutLinkOperations: GameServerOperation[] = [
  {
    name: 'createCheckoutLink',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/checkout-links',
    summary: 'Creates a checkout link for a game account to pay for one order',
    description:
      'Prices come from the catalogue unless an item carries unitAmountOverride. The same transactionId answers the ' +
      'same link (with a fresh sign-in token); another body with it is a 422. The link is valid at most 24 hours; ' +
      'the player is returned to returnUrl (https or the game scheme) as returnMode says. Once paid, the items are ' +
      'delivered to the game through its delivery endpoint, exactly once, and the link becomes fulfilled.',
    params: serverApiShopParamsSchema,
    body: createCheckoutLinkBodySchema,
    response: gameCheckoutLinkSchema,
    requestExample: {
      gameAccountId: 'acct-48213',
      displayName: 'Kestrel',
      transactionId: 'txn-2027-03-01-0042',
      items: [{ itemId: 'gem-pack-500', quantity: 1 }],
      currency: 'USD',
      expiresInSeconds: 3600,
      returnUrl: 'emberfall://store/purchase-done',
      returnMode: 'countdown',
    },
    responseExample: {
      id: exampleLinkId,
      transactionId: 'txn-2027-03-01-0042',
      gameAccountId: 'acct-48213',
      status: 'created',
      currency: 'USD',
      total: 499,
      expiresAt: '2027-03-01T13:00:00.000Z',
      orderId: null,
      url: `https://shop.example.com/emberfall/pay/${exampleLinkId}#gf_sign_in=eyJhbGciOi...`,
    },
    errors: {
      '422':
        'The transactionId was used with another body, or an item is not sold here, not in this currency or not now (items[N].itemId)',
    },
  },
  {
    name: 'getCheckoutLink',
    method: 'GET',
    path: '/server-api/v1/shops/{shop}/checkout-links/{linkId}',
    summary: "Reads a checkout link's status",
    description: 'created, processing, paid, fulfilled, expired or canceled, and the order once a payment started.',
    params: checkoutLinkParamsSchema,
    response: gameCheckoutLinkSchema,
    responseExample: {
      id: exampleLinkId,
      transactionId: 'txn-2027-03-01-0042',
      gameAccountId: 'acct-48213',
      status: 'fulfilled',
      currency: 'USD',
      total: 499,
      expiresAt: '2027-03-01T13:00:00.000Z',
      orderId: exampleOrderId,
    },
    errors: { '404': 'No checkout link with this id in this shop' },
  },
  {
    name: 'cancelCheckoutLink',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/checkout-links/{linkId}/cancel',
    summary: 'Cancels a checkout link that was not paid',
    description: 'Canceling twice changes nothing. A link paid, or with a payment in flight, is refused (409).',
    params: checkoutLinkParamsSchema,
    body: cancelCheckoutLinkBodySchema,
    response: gameCheckoutLinkSchema,
    requestExample: {},
    responseExample: {
      id: exampleLinkId,
      transactionId: 'txn-2027-03-01-0042',
      gameAccountId: 'acct-48213',
      status: 'canceled',
      currency: 'USD',
      total: 499,
      expiresAt: '2027-03-01T13:00:00.000Z',
      orderId: null,
    },
    errors: {
      '404': 'No checkout link with this id in this shop',
      '409': 'The link is paid or a payment is in flight',
    },
  },
];
