import type { AppLoadContext } from '@remix-run/node';
import { expect } from 'vitest';
import { mutateCartCall as mutateCartRoute } from '../../app/server/api/mutate-cart.server';
import { setCartCouponCall as setCouponRoute } from '../../app/server/api/set-cart-coupon.server';
import { createCartPaymentIntentCall as createIntentRoute } from '../../app/server/api/create-cart-payment-intent.server';
import { completeCartPurchaseCall as completeRoute } from '../../app/server/api/complete-cart-purchase.server';
import { getCartPaymentIntentCall as getIntentRoute } from '../../app/server/api/get-cart-payment-intent.server';
import { paymentWebhookCall as webhookRoute } from '../../app/server/api/payment-webhook.server';
import type { SandboxWebhook } from '../../app/server/payments/sandbox/sandbox-provider.server';
import type { Cart, PaymentIntent } from '../../schemas/commerce';
import { callRoute, TEST_ORIGIN } from './test-context';

// A player's way through checkout, through the real routes: fill the cart, pay, complete; and the provider's webhook.

export const SHOP = 'emberfall';

export async function fillCart(
  context: AppLoadContext,
  headers: Record<string, string>,
  items: Array<[string, number]>,
  coupon?: string,
): Promise<Cart> {
  let cart: Cart | null = null;
  for (const [itemId, quantity] of items) {
    const answer = await callRoute(mutateCartRoute, context, {
      path: '/api/cart/mutate',
      body: { shop: SHOP, mutation: { intent: 'add', itemId, quantity } },
      headers,
    });
    expect(answer.status).toBe(200);
    cart = (await answer.json()) as Cart;
  }
  if (coupon) {
    const answer = await callRoute(setCouponRoute, context, {
      path: '/api/cart/set_coupon',
      body: { shop: SHOP, code: coupon },
      headers,
    });
    expect(answer.status).toBe(200);
    cart = (await answer.json()) as Cart;
  }
  return cart!;
}

export function createIntent(context: AppLoadContext, headers: Record<string, string>, body: Record<string, unknown>) {
  return callRoute(createIntentRoute, context, {
    path: '/api/cart_payment_v3/create_payment_intent_with_cart',
    body: { shop: SHOP, returnPath: `/${SHOP}/checkout`, ...body },
    headers,
  });
}

/** Fills the cart and pays with a sandbox scenario; answers the payment intent. */
export async function pay(
  context: AppLoadContext,
  headers: Record<string, string>,
  items: Array<[string, number]>,
  method: Record<string, unknown>,
  coupon?: string,
): Promise<PaymentIntent> {
  const cart = await fillCart(context, headers, items, coupon);
  const answer = await createIntent(context, headers, { cartVersion: cart.version, method });
  expect(answer.status).toBe(200);
  return (await answer.json()) as PaymentIntent;
}

export function complete(
  context: AppLoadContext,
  headers: Record<string, string>,
  paymentIntentId: string,
  extraHeaders: Record<string, string> = {},
) {
  return callRoute(completeRoute, context, {
    path: '/api/cart_payment_v3/complete_purchase',
    body: { paymentIntentId },
    headers: { ...headers, ...extraHeaders },
  });
}

export async function intentOf(
  context: AppLoadContext,
  headers: Record<string, string>,
  paymentIntentId: string,
): Promise<PaymentIntent> {
  const answer = await callRoute(getIntentRoute, context, {
    path: `/api/cart_payment/payment_intent/get?paymentIntentId=${paymentIntentId}`,
    headers,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as PaymentIntent;
}

/** Posts a webhook to our route exactly as the provider would: the raw body and its signature headers. */
export function deliverWebhook(
  context: AppLoadContext,
  webhook: SandboxWebhook,
  provider = 'sandbox',
): Promise<Response> {
  const request = new Request(`${TEST_ORIGIN}/webhooks/payments/${provider}`, {
    method: 'POST',
    headers: webhook.headers,
    body: webhook.rawBody,
  });
  return webhookRoute({ request, params: { provider }, context });
}

/** Waits until `check` holds (the sandbox's own webhooks arrive a moment after the result). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
