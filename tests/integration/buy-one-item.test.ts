import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema';
import { getCartCall as getCartRoute } from '../../app/server/api/get-cart.server';
import type { Cart, PaymentIntent } from '../../schemas/commerce';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { complete, createIntent, fillCart, SHOP } from '../helpers/checkout-flow';

// A card's Buy button pays for that one item alone (its `itemId` in the payment call): the cart stays as it was.

const suite = integrationSuite();
let players = 0;

async function player() {
  players += 1;
  return (await signedInBrowser(suite.context, SHOP, `buyer${players}@example.com`)).headers;
}

async function cartOf(headers: Record<string, string>): Promise<Cart> {
  const answer = await callRoute(getCartRoute, suite.context, {
    method: 'POST',
    path: `/api/cart/get?shop=${SHOP}`,
    headers,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Cart;
}

const successCard = { type: 'scheme', scenario: 'card_success' };

describe('buying one item from its card while the cart holds others', () => {
  it('charges that item alone and leaves the cart, its lines and version, as they were', async () => {
    const headers = await player();
    const before = await fillCart(suite.context, headers, [
      ['phoenix-warden', 1],
      ['gems-pouch', 2],
    ]);

    const answer = await createIntent(suite.context, headers, {
      cartVersion: 0,
      itemId: 'gems-handful',
      method: successCard,
    });
    expect(answer.status).toBe(200);
    const intent = (await answer.json()) as PaymentIntent;
    expect(intent).toMatchObject({ amount: 99, currency: 'USD', outcome: 'SUCCEEDED' });
    expect(await (await complete(suite.context, headers, intent.paymentIntentId)).json()).toMatchObject({
      orderStatus: 'paid',
    });

    const lines = await suite.db
      .select({ itemId: orderLines.itemId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, intent.orderId));
    expect(lines).toEqual([{ itemId: 'gems-handful', quantity: 1 }]);
    const after = await cartOf(headers);
    expect(after.version).toBe(before.version);
    expect(after.lines.map((line) => [line.itemId, line.quantity])).toEqual(
      before.lines.map((line) => [line.itemId, line.quantity]),
    );
    expect(after.itemCount).toBe(3);
  });

  it('leaves the cart alone when the bought item is also in it', async () => {
    const headers = await player();
    const before = await fillCart(suite.context, headers, [['gems-handful', 3]]);
    const answer = await createIntent(suite.context, headers, {
      cartVersion: 0,
      itemId: 'gems-handful',
      method: successCard,
    });
    expect(answer.status).toBe(200);
    const intent = (await answer.json()) as PaymentIntent;
    expect(intent.amount).toBe(99);
    await complete(suite.context, headers, intent.paymentIntentId);
    const after = await cartOf(headers);
    expect(after.lines.map((line) => [line.itemId, line.quantity])).toEqual([['gems-handful', 3]]);
    expect(after.version).toBe(before.version);
  });

  it('refuses an item the shop does not sell for money, naming the field', async () => {
    const headers = await player();
    const answer = await createIntent(suite.context, headers, {
      cartVersion: 0,
      itemId: 'no-such-item',
      method: successCard,
    });
    expect(answer.status).toBe(404);
    const body = (await answer.json()) as { error: { fields?: Array<{ path: string }> } };
    expect(body.error.fields?.[0]?.path).toBe('itemId');
  });
});
