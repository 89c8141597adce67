import { z } from 'zod';
import { currencyCodeSchema, imageSchema } from './cards';
import { nonNegativeIntSchema, positiveIntSchema, slugSchema, storableText } from './common';
import { CardBrand, PaymentOutcome, PaymentResultCode, PaymentUiElement, WalletType } from './enums';
import { shopHandleSchema } from './shop-handle';

// What the commerce calls send and answer (issue 6, docs/decisions/016-commerce.md). Every amount is an integer in
// the minor units of `currency`; every total is computed on the server from the published catalogue.

// ---------------------------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------------------------

/** Why a line cannot be bought as it is; the cart shows the message and checkout refuses until it is fixed. */
export const cartProblemCodes = [
  'unavailable',
  'not_started',
  'ended',
  'limit_reached',
  'no_price_in_currency',
  'not_for_money',
] as const;
export const CartProblemCode = z.enum(cartProblemCodes);

export const cartLineSchema = z.object({
  itemId: slugSchema,
  name: z.string(),
  image: imageSchema.nullable(),
  quantity: positiveIntSchema,
  /** The most this line may hold now: min(cart maximum, what the player's purchase limit leaves). */
  maxQuantity: nonNegativeIntSchema,
  unitAmount: nonNegativeIntSchema,
  originalUnitAmount: nonNegativeIntSchema.nullable(),
  /** The coupon's share of this line. */
  discount: nonNegativeIntSchema,
  amount: nonNegativeIntSchema,
  problem: z.object({ code: CartProblemCode, message: z.string() }).nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  shop: shopHandleSchema,
  currency: currencyCodeSchema,
  lines: z.array(cartLineSchema),
  itemCount: nonNegativeIntSchema,
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  subtotal: nonNegativeIntSchema,
  discount: nonNegativeIntSchema,
  /** Tax included in the total (already part of it), when the shop declares one. */
  includedTax: nonNegativeIntSchema,
  total: nonNegativeIntSchema,
  /** Changes with every mutation; checkout names the version it pays for. */
  version: nonNegativeIntSchema,
  /** True when every line can be bought and there is at least one. */
  canCheckout: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

export const getCartQuerySchema = z.object({ shop: shopHandleSchema, currency: currencyCodeSchema.optional() });

const quantitySchema = positiveIntSchema.max(99, { error: 'Expected at most 99' });

/** Intent-based: the client says what the player did, never a price or a total. */
export const cartMutationSchema = z.discriminatedUnion(
  'intent',
  [
    z.strictObject({ intent: z.literal('add'), itemId: slugSchema, quantity: quantitySchema.default(1) }),
    z.strictObject({ intent: z.literal('remove'), itemId: slugSchema }),
    z.strictObject({
      intent: z.literal('set_quantity'),
      itemId: slugSchema,
      quantity: nonNegativeIntSchema.max(99, { error: 'Expected at most 99' }),
    }),
    z.strictObject({ intent: z.literal('set_currency'), currency: currencyCodeSchema }),
    z.strictObject({ intent: z.literal('clear') }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? 'Expected an intent: add, remove, set_quantity, set_currency, clear' : undefined,
  },
);
export type CartMutation = z.infer<typeof cartMutationSchema>;

export const mutateCartBodySchema = z.strictObject({ shop: shopHandleSchema, mutation: cartMutationSchema });

export const setCouponBodySchema = z.strictObject({
  shop: shopHandleSchema,
  /** Null removes the coupon. Matched case-insensitively. */
  code: z
    .string({ error: 'Expected a coupon code' })
    .trim()
    .min(1, { error: 'Enter a coupon code' })
    .max(32, { error: 'Expected at most 32 characters' })
    .transform((code) => code.toUpperCase())
    .nullable(),
});

/** Each refusal of a coupon, with its own message (UnprocessableError, field `body.code`). */
export const couponRefusals = {
  unknown: 'This coupon code does not exist',
  expired: 'This coupon has expired',
  used_up: 'This coupon has been used up',
  already_used: 'You have already used this coupon',
  minimum_spend: 'Your cart is below this coupon’s minimum spend',
  no_eligible_items: 'This coupon does not apply to anything in your cart',
  wrong_currency: 'This coupon does not apply to this currency',
} as const;
export type CouponRefusal = keyof typeof couponRefusals;

// ---------------------------------------------------------------------------------------------------------------
// Checkout (PAYMENT_FLOW_CART) and payments
// ---------------------------------------------------------------------------------------------------------------

/** What the sandbox's card form sends: a scenario id, never a card number (app/server/payments/sandbox). */
export const sandboxScenarios = [
  'card_success',
  'card_generic_decline',
  'card_insufficient_funds',
  'card_expired',
  'card_incorrect_cvc',
  'card_processing_error',
  'card_3ds_required',
  'wallet_success',
  'paypal_success',
  'paypal_cancel',
  'klarna_success',
  'klarna_refused',
  'adyen_pending',
  'adyen_error',
  'adyen_cancelled',
  'adyen_identify_shopper',
  'adyen_present_to_shopper',
  'adyen_partially_authorised',
] as const;
export const SandboxScenario = z.enum(sandboxScenarios, { error: 'Expected a sandbox test scenario' });
export type SandboxScenario = z.infer<typeof SandboxScenario>;

/** The sandbox's own states for a payment (its books, `sandbox_payments.status`). */
export const sandboxStatuses = [
  'succeeded',
  'refused',
  'error',
  'canceled',
  'pending',
  'requires_action',
  'awaiting_shopper',
  'partially_authorised',
  'authentication_failed',
] as const;
export const SandboxStatus = z.enum(sandboxStatuses);
export type SandboxStatus = z.infer<typeof SandboxStatus>;

export const paymentMethodSchema = z.strictObject({
  type: PaymentUiElement,
  /** For wallets paid through `scheme` (Link, Samsung Pay...). */
  walletType: WalletType.optional(),
  /** Sandbox only. */
  scenario: SandboxScenario.optional(),
  /**
   * Stripe and Adyen: the provider's own tokenised data from its browser component (Stripe's
   * `{ paymentMethodId: 'pm_...' }`, Adyen's Drop-in `paymentMethod`); each adapter checks its own shape. Never a
   * card number.
   */
  providerData: z.record(z.string(), z.unknown()).optional(),
  /** Pays with one of the player's saved methods (its id from GET all_payment_methods), in one step. */
  storedMethodId: z.string().trim().min(1).max(128, { error: 'Expected a saved payment method id' }).optional(),
});

export const createPaymentIntentBodySchema = z.strictObject({
  shop: shopHandleSchema,
  /** The cart version the player saw; a changed cart is a 409 so nobody pays for what they did not see. */
  cartVersion: nonNegativeIntSchema,
  method: paymentMethodSchema,
  /** The player ticked "Save this card for next time": the provider keeps the method once it is paid (consent). */
  saveMethod: z.boolean().optional(),
  /** Where the player lands after a redirect (3-D Secure, PayPal, Klarna); a path of this site. */
  returnPath: z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/, { error: 'Expected a path of this site' })
    .max(512)
    .optional(),
  /**
   * Buy this one item alone (a card's Buy button): the order holds one of it, without the cart's coupon, the cart is
   * left as it was and `cartVersion` is not checked.
   */
  itemId: slugSchema.optional(),
  /** With `itemId`: the offer chain step this purchase is (a chain card's Buy); it advances the chain once paid. */
  offerChainLink: z.strictObject({ chainId: slugSchema, linkId: slugSchema }).optional(),
});

/** What the player must do next, when the payment is not final yet. */
export const paymentActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('challenge'), url: z.string() }),
  z.object({ type: z.literal('present'), reference: z.string(), instructions: z.string() }),
]);
/** What the player must do next for a payment (3-D Secure challenge, redirect, pay at a store). */
export type PaymentAction = z.infer<typeof paymentActionSchema>;

export const paymentIntentSchema = z.object({
  /** Our payment id: what the client sends back. */
  paymentIntentId: z.string().uuid(),
  orderId: z.string().uuid(),
  orderNumber: z.string(),
  provider: z.string(),
  amount: nonNegativeIntSchema,
  currency: currencyCodeSchema,
  resultCode: PaymentResultCode,
  outcome: PaymentOutcome,
  orderStatus: z.enum(['pending', 'paid', 'failed', 'canceled', 'refunded']),
  action: paymentActionSchema.nullable(),
  /** Why the payment was refused, in words a player understands. */
  refusalReason: z.string().nullable(),
  /** Set for the sandbox provider and provider test keys: pages show "test mode, no real money". */
  testMode: z.boolean(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const getPaymentIntentQuerySchema = z.object({
  paymentIntentId: z.string().uuid({ error: 'Expected a payment intent id' }),
});

export const completePurchaseBodySchema = z.strictObject({
  paymentIntentId: z.string().uuid({ error: 'Expected a payment intent id' }),
});

export const savePaymentBodySchema = z.strictObject({
  paymentIntentId: z.string().uuid({ error: 'Expected a payment intent id' }),
  /** Whether the player agreed to keep the method for later purchases. */
  save: z.boolean(),
});

/** POST /api/adyen/payment/{a}/{b}: a = the shop handle, b = our payment intent id. */
export const adyenPaymentBodySchema = z.looseObject({
  paymentMethod: z.looseObject({ type: storableText(64) }),
});
export const adyenDetailsBodySchema = z.looseObject({
  details: z.record(storableText(64), storableText(16 * 1024)),
});

// ---------------------------------------------------------------------------------------------------------------
// Orders, receipts, history, virtual currency
// ---------------------------------------------------------------------------------------------------------------

export const orderLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  quantity: positiveIntSchema,
  unitAmount: nonNegativeIntSchema,
  discount: nonNegativeIntSchema,
  amount: nonNegativeIntSchema,
});

/**
 * Where a paid order's items stand with the game: `waiting_for_link` (no game account is linked yet: the game cannot
 * tell whose they are), `on_the_way`, `delivered`, `failed` (the game refused them: support has been told), or
 * `not_owed` (the order is not paid).
 */
export const DeliveryStatus = z.enum(['not_owed', 'waiting_for_link', 'on_the_way', 'delivered', 'failed']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const receiptSchema = z.object({
  orderId: z.string().uuid(),
  /** GF-000123 */
  receiptNumber: z.string(),
  shop: z.object({ handle: shopHandleSchema, name: z.string(), legalFooter: z.string() }),
  status: z.enum(['pending', 'paid', 'failed', 'canceled', 'refunded']),
  paidWith: z.enum(['money', 'virtual', 'free']),
  /** ISO 4217, or the virtual currency id when paid with virtual currency. */
  currency: z.string(),
  lines: z.array(orderLineSchema),
  subtotal: nonNegativeIntSchema,
  discount: nonNegativeIntSchema,
  couponCode: z.string().nullable(),
  includedTax: nonNegativeIntSchema,
  total: nonNegativeIntSchema,
  paymentMethod: z
    .object({ type: PaymentUiElement, brand: CardBrand.nullable(), last4: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  delivery: DeliveryStatus.optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptQuerySchema = z.object({ orderId: z.string().uuid({ error: 'Expected an order id' }) });

export const purchaseHistoryQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Expected a page number' })
    .int()
    .min(1, { error: 'Expected a page number of 1 or more' })
    .default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.union([z.literal(10), z.literal(20), z.literal(50)], { error: 'Expected 10, 20 or 50 rows' }))
    .default(10),
  status: z
    .enum(['pending', 'paid', 'failed', 'canceled', 'refunded'], {
      error: 'Expected a status: pending, paid, failed, canceled, refunded',
    })
    .optional(),
  paidWith: z.enum(['money', 'virtual', 'free'], { error: 'Expected money, virtual or free' }).optional(),
});

export const purchaseHistorySchema = z.object({
  orders: z.array(
    z.object({
      orderId: z.string().uuid(),
      receiptNumber: z.string(),
      status: z.enum(['pending', 'paid', 'failed', 'canceled', 'refunded']),
      paidWith: z.enum(['money', 'virtual', 'free']),
      currency: z.string(),
      total: nonNegativeIntSchema,
      itemCount: nonNegativeIntSchema,
      summary: z.string(),
      createdAt: z.string(),
      delivery: DeliveryStatus.optional(),
    }),
  ),
  page: positiveIntSchema,
  pageSize: positiveIntSchema,
  totalCount: nonNegativeIntSchema,
  pageCount: nonNegativeIntSchema,
});

export const walletBalanceSchema = z.object({
  currencyId: z.string(),
  name: z.string(),
  balance: nonNegativeIntSchema,
});

export const acquireItemResultSchema = z.object({
  orderId: z.string().uuid(),
  receiptNumber: z.string(),
  /** The wallet after paying (null for a free item). */
  wallet: walletBalanceSchema.nullable(),
});

export const externalItemSchema = z.object({
  itemId: z.string(),
  externalId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: imageSchema.nullable(),
  price: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('money'), amount: positiveIntSchema, currency: currencyCodeSchema }),
      z.object({ kind: z.literal('virtual'), amount: positiveIntSchema, currencyId: z.string() }),
      z.object({ kind: z.literal('free') }),
    ])
    .nullable(),
  available: z.boolean(),
  remaining: nonNegativeIntSchema.nullable(),
});
