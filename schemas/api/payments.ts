import { z } from 'zod';
import {
  adyenDetailsBodySchema,
  adyenPaymentBodySchema,
  cartSchema,
  completePurchaseBodySchema,
  createPaymentIntentBodySchema,
  getCartQuerySchema,
  getPaymentIntentQuerySchema,
  mutateCartBodySchema,
  paymentIntentSchema,
  savePaymentBodySchema,
  setCouponBodySchema,
} from '../commerce';
import { shopHandleSchema } from '../shop-handle';
import { defineContract, pathParams } from './contract';

// Spec section 7, "Payments": the cart and its checkout (issue 6, docs/decisions/016-commerce.md).
const tag = 'Payments';

/** `{b}` of the Adyen calls: our payment intent id. */
const paymentIntentIdParam = z.uuid({ error: 'Expected a payment intent id' });

export const submitAdyenPayment = defineContract({
  name: 'submitAdyenPayment',
  method: 'POST',
  path: '/api/adyen/payment/{a}/{b}',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    'Submits the payment data collected by the Adyen drop-in for a payment intent created without it. Path: a = the shop handle, b = our payment intent id (paymentIntentId). Accepts an Idempotency-Key header.',
  params: pathParams('/api/adyen/payment/{a}/{b}', { a: shopHandleSchema, b: paymentIntentIdParam }),
  body: adyenPaymentBodySchema,
  response: paymentIntentSchema,
  // The drop-in's encrypted card fields, risk data and 3-D Secure results run to ~10 kB.
  maxBodyBytes: 32 * 1024,
});

export const submitAdyenPaymentDetails = defineContract({
  name: 'submitAdyenPaymentDetails',
  method: 'POST',
  path: '/api/adyen/payment/{a}/{b}/details',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    'Submits additional payment details (3-D Secure, redirects) for an Adyen payment. Path: a = the shop handle, b = our payment intent id (paymentIntentId). Accepts an Idempotency-Key header.',
  params: pathParams('/api/adyen/payment/{a}/{b}/details', { a: shopHandleSchema, b: paymentIntentIdParam }),
  body: adyenDetailsBodySchema,
  response: paymentIntentSchema,
  // The drop-in's encrypted card fields, risk data and 3-D Secure results run to ~10 kB.
  maxBodyBytes: 32 * 1024,
});

export const getCart = defineContract({
  name: 'getCart',
  method: 'POST',
  path: '/api/cart/get',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Reads the player's cart, priced on the server from the shop's catalogue",
  query: getCartQuerySchema,
  response: cartSchema,
});

export const mutateCart = defineContract({
  name: 'mutateCart',
  method: 'POST',
  path: '/api/cart/mutate',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Adds, removes or changes the quantity of items in the player's cart",
  body: mutateCartBodySchema,
  response: cartSchema,
});

export const setCartCoupon = defineContract({
  name: 'setCartCoupon',
  method: 'POST',
  path: '/api/cart/set_coupon',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Applies or removes a coupon on the player's cart",
  body: setCouponBodySchema,
  response: cartSchema,
});

export const getCartPaymentIntent = defineContract({
  name: 'getCartPaymentIntent',
  method: 'GET',
  path: '/api/cart_payment/payment_intent/get',
  secure: true,
  tag,
  status: 'implemented',
  summary: "Reads the payment intent of the player's cart",
  query: getPaymentIntentQuerySchema,
  response: paymentIntentSchema,
});

export const completeCartPurchase = defineContract({
  name: 'completeCartPurchase',
  method: 'POST',
  path: '/api/cart_payment_v3/complete_purchase',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    'Completes the purchase of the cart once its payment succeeded (asks the provider; a success settles the order). Accepts an Idempotency-Key header.',
  body: completePurchaseBodySchema,
  response: paymentIntentSchema,
});

export const createCartPaymentIntent = defineContract({
  name: 'createCartPaymentIntent',
  method: 'POST',
  path: '/api/cart_payment_v3/create_payment_intent_with_cart',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    "Creates a payment intent for the player's cart: snapshots it as a pending order and asks the payment provider. Accepts an Idempotency-Key header.",
  body: createPaymentIntentBodySchema,
  response: paymentIntentSchema,
});

export const saveCartPayment = defineContract({
  name: 'saveCartPayment',
  method: 'POST',
  path: '/api/cart_payment_v3/save_payment',
  secure: true,
  tag,
  status: 'implemented',
  summary:
    'Records the player\'s answer to "save this card for next time" for a payment intent not sent to the provider yet (made without payment data); the provider keeps the method once it is paid. Checkout\'s `saveMethod` does the same in one step. Accepts an Idempotency-Key header.',
  body: savePaymentBodySchema,
  response: paymentIntentSchema,
});

export const paymentContracts = [
  submitAdyenPayment,
  submitAdyenPaymentDetails,
  getCart,
  mutateCart,
  setCartCoupon,
  getCartPaymentIntent,
  completeCartPurchase,
  createCartPaymentIntent,
  saveCartPayment,
] as const;
