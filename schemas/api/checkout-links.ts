import { z } from 'zod';
import { checkoutLinkOrderResultSchema, checkoutLinkOrderSchema } from '../checkout-links';
import { paymentIntentSchema, paymentMethodSchema } from '../commerce';
import { shopHandleSchema } from '../shop-handle';
import { defineContract, pathParams } from './contract';

// Spec section 7, "Checkout links": a publisher's game sends a player a link to pay for one order
// (issue 16, docs/decisions/057-checkout-links.md). `{id}` is the checkout link's id everywhere.
const tag = 'Checkout links';

const linkIdParam = z.uuid({ error: 'Expected a checkout link id' });

export const createCheckoutLinkPaymentBodySchema = z.strictObject({
  method: paymentMethodSchema,
  /** Where the player lands after a redirect (3-D Secure, PayPal, Klarna); a path of this site. */
  returnPath: z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/, { error: 'Expected a path of this site' })
    .max(512)
    .optional(),
});

export const completeCheckoutLinkPurchase = defineContract({
  name: 'completeCheckoutLinkPurchase',
  method: 'POST',
  path: '/api/checkout_links/complete_purchase/{id}',
  secure: false,
  tag,
  status: 'implemented',
  summary:
    "Asks the provider where the link's latest payment stands and records it (a success settles the order); answers only the link's status and order id",
  params: pathParams('/api/checkout_links/complete_purchase/{id}', { id: linkIdParam }),
  response: checkoutLinkOrderResultSchema,
});

export const createCheckoutLinkPaymentIntent = defineContract({
  name: 'createCheckoutLinkPaymentIntent',
  method: 'POST',
  path: '/api/checkout_links/order/{id}/create_payment_intent_v2',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    "Pays for a checkout link as its own player, with the shop's provider. A link paid, expired, canceled or with a payment in flight is a 409; another player's a 403. Accepts an Idempotency-Key header.",
  params: pathParams('/api/checkout_links/order/{id}/create_payment_intent_v2', { id: linkIdParam }),
  body: createCheckoutLinkPaymentBodySchema,
  response: paymentIntentSchema,
});

export const getCheckoutLinkOrder = defineContract({
  name: 'getCheckoutLinkOrder',
  method: 'GET',
  path: '/api/checkout_links/order/{id}/get',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    "Reads a checkout link's order (items, total, status, return URL) as its own player; another player's is a 403",
  params: pathParams('/api/checkout_links/order/{id}/get', { id: linkIdParam }),
  response: checkoutLinkOrderSchema,
});

export const getCheckoutLinkOrderResultByPaymentIntent = defineContract({
  name: 'getCheckoutLinkOrderResultByPaymentIntent',
  method: 'GET',
  path: '/api/checkout_links/order_result/shop/{shop}/id/{paymentIntentId}',
  secure: false,
  tag,
  status: 'implemented',
  summary:
    "Reads a checkout link's status and order id by the shop and a payment's id, ours or the provider's (what a redirect returns with); nothing personal",
  params: pathParams('/api/checkout_links/order_result/shop/{shop}/id/{paymentIntentId}', {
    shop: shopHandleSchema,
    // Ours (a UUID), or the provider's own id a redirect brings back (Stripe's `pi_...`, Adyen's PSP reference).
    paymentIntentId: z
      .string({ error: 'Expected a payment intent id' })
      .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'Expected a payment intent id: ours or the provider’s' }),
  }),
  response: checkoutLinkOrderResultSchema,
});

export const getCheckoutLinkOrderResult = defineContract({
  name: 'getCheckoutLinkOrderResult',
  method: 'GET',
  path: '/api/checkout_links/order_result/{id}',
  secure: false,
  tag,
  status: 'implemented',
  summary: "Reads a checkout link's status and order id; nothing personal",
  params: pathParams('/api/checkout_links/order_result/{id}', { id: linkIdParam }),
  response: checkoutLinkOrderResultSchema,
});

export const checkoutLinkContracts = [
  completeCheckoutLinkPurchase,
  createCheckoutLinkPaymentIntent,
  getCheckoutLinkOrder,
  getCheckoutLinkOrderResultByPaymentIntent,
  getCheckoutLinkOrderResult,
] as const;
