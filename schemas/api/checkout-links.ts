import { defineContract, pathParams, pendingBody } from './contract';

// Spec section 7, "Checkout links": a publisher sends a player a link to pay for one order. All pending.
const tag = 'Checkout links';

export const completeCheckoutLinkPurchase = defineContract({
  name: 'completeCheckoutLinkPurchase',
  method: 'POST',
  path: '/api/checkout_links/complete_purchase/{id}',
  secure: false,
  tag,
  status: 'pending',
  summary: 'Completes the purchase of a checkout-link order once its payment succeeded',
  params: pathParams('/api/checkout_links/complete_purchase/{id}'),
  body: pendingBody,
});

export const createCheckoutLinkPaymentIntent = defineContract({
  name: 'createCheckoutLinkPaymentIntent',
  method: 'POST',
  path: '/api/checkout_links/order/{id}/create_payment_intent_v2',
  secure: true,
  tag,
  status: 'pending',
  summary: 'Creates a payment intent for a checkout-link order',
  params: pathParams('/api/checkout_links/order/{id}/create_payment_intent_v2'),
  body: pendingBody,
});

export const getCheckoutLinkOrder = defineContract({
  name: 'getCheckoutLinkOrder',
  method: 'GET',
  path: '/api/checkout_links/order/{id}/get',
  secure: true,
  tag,
  status: 'pending',
  summary: 'Reads a checkout-link order',
  params: pathParams('/api/checkout_links/order/{id}/get'),
});

export const getCheckoutLinkOrderResultByPaymentIntent = defineContract({
  name: 'getCheckoutLinkOrderResultByPaymentIntent',
  method: 'GET',
  path: '/api/checkout_links/order_result/shop/{shop}/id/{paymentIntentId}',
  secure: false,
  tag,
  status: 'pending',
  summary: "Reads a checkout-link order's result by the shop and the payment intent id",
  params: pathParams('/api/checkout_links/order_result/shop/{shop}/id/{paymentIntentId}'),
});

export const getCheckoutLinkOrderResult = defineContract({
  name: 'getCheckoutLinkOrderResult',
  method: 'GET',
  path: '/api/checkout_links/order_result/{id}',
  secure: false,
  tag,
  status: 'pending',
  summary: "Reads a checkout-link order's result",
  params: pathParams('/api/checkout_links/order_result/{id}'),
});

export const checkoutLinkContracts = [
  completeCheckoutLinkPurchase,
  createCheckoutLinkPaymentIntent,
  getCheckoutLinkOrder,
  getCheckoutLinkOrderResultByPaymentIntent,
  getCheckoutLinkOrderResult,
] as const;
