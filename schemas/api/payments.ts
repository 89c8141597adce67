import { defineContract, pathParams, pendingBody, pendingQuery } from './contract';

// Spec section 7, "Payments". All pending: request and response fields are not shown yet.
const tag = 'Payments';

export const submitAdyenPayment = defineContract({
  name: 'submitAdyenPayment',
  method: 'POST',
  path: '/api/adyen/payment/{a}/{b}',
  secure: true,
  tag,
  status: 'pending',
  summary: 'Submits the payment data collected by the Adyen drop-in',
  params: pathParams('/api/adyen/payment/{a}/{b}'),
  body: pendingBody,
});

export const submitAdyenPaymentDetails = defineContract({
  name: 'submitAdyenPaymentDetails',
  method: 'POST',
  path: '/api/adyen/payment/{a}/{b}/details',
  secure: true,
  tag,
  status: 'pending',
  summary: 'Submits additional payment details (3-D Secure, redirects) for an Adyen payment',
  params: pathParams('/api/adyen/payment/{a}/{b}/details'),
  body: pendingBody,
});

export const getCart = defineContract({
  name: 'getCart',
  method: 'POST',
  path: '/api/cart/get',
  secure: true,
  tag,
  status: 'pending',
  summary: "Reads the player's cart",
  query: pendingQuery,
  body: pendingBody,
});

export const mutateCart = defineContract({
  name: 'mutateCart',
  method: 'POST',
  path: '/api/cart/mutate',
  secure: true,
  tag,
  status: 'pending',
  summary: "Adds, removes or changes the quantity of items in the player's cart",
  body: pendingBody,
});

export const setCartCoupon = defineContract({
  name: 'setCartCoupon',
  method: 'POST',
  path: '/api/cart/set_coupon',
  secure: true,
  tag,
  status: 'pending',
  summary: "Applies or removes a coupon on the player's cart",
  body: pendingBody,
});

export const getCartPaymentIntent = defineContract({
  name: 'getCartPaymentIntent',
  method: 'GET',
  path: '/api/cart_payment/payment_intent/get',
  secure: true,
  tag,
  status: 'pending',
  summary: "Reads the payment intent of the player's cart",
  query: pendingQuery,
});

export const completeCartPurchase = defineContract({
  name: 'completeCartPurchase',
  method: 'POST',
  path: '/api/cart_payment_v3/complete_purchase',
  secure: true,
  tag,
  status: 'pending',
  summary: 'Completes the purchase of the cart once its payment succeeded',
  body: pendingBody,
});

export const createCartPaymentIntent = defineContract({
  name: 'createCartPaymentIntent',
  method: 'POST',
  path: '/api/cart_payment_v3/create_payment_intent_with_cart',
  secure: true,
  tag,
  status: 'pending',
  summary: "Creates a payment intent for the player's cart",
  body: pendingBody,
});

export const saveCartPayment = defineContract({
  name: 'saveCartPayment',
  method: 'POST',
  path: '/api/cart_payment_v3/save_payment',
  secure: true,
  tag,
  status: 'pending',
  summary: 'Saves the payment method used for the cart for later purchases',
  body: pendingBody,
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
