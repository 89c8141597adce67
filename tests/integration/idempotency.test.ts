import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { createCartPaymentIntentCall as createIntentRoute } from '../../app/server/api/create-cart-payment-intent.server';
import { usingRealPostgres } from '../helpers/test-database';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { complete, fillCart, SHOP } from '../helpers/checkout-flow';

// Every purchase POST takes an Idempotency-Key: a retry gets the first answer, never a second order.
const COPIES = usingRealPostgres ? 200 : 20;

const suite = integrationSuite();

function createWithKey(headers: Record<string, string>, key: string, body: Record<string, unknown>) {
  return callRoute(createIntentRoute, suite.context, {
    path: '/api/cart_payment_v3/create_payment_intent_with_cart',
    body: { shop: SHOP, ...body },
    headers: { ...headers, 'Idempotency-Key': key },
  });
}

async function errorOf(response: Response) {
  return (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Array<{ path: string; message: string }> };
    }
  ).error;
}

describe('Idempotency-Key on create_payment_intent_with_cart', () => {
  it(`the same Idempotency-Key sent ${COPIES} times concurrently: one order, identical replies`, async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'twitchy@example.com');
    const cart = await fillCart(suite.context, browser.headers, [['phoenix-warden', 1]]);
    const body = { cartVersion: cart.version, method: { type: 'scheme', scenario: 'card_success' } };
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () => createWithKey(browser.headers, 'order-attempt-7f3a', body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const texts = await Promise.all(answers.map((answer) => answer.json()));
    for (const text of texts) expect(text).toEqual(texts[0]);
    const [made] = await suite.db.select({ n: count() }).from(orders).where(eq(orders.playerId, browser.player.id));
    expect(made?.n).toBe(1);
    const [paid] = await suite.db
      .select({ n: count() })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.playerId, browser.player.id));
    expect(paid?.n).toBe(1);
  }, 60_000);

  it('the same key with a different body is a 422 idempotency_key_reused', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'reuser@example.com');
    const cart = await fillCart(suite.context, browser.headers, [['phoenix-warden', 1]]);
    const first = await createWithKey(browser.headers, 'k-1', {
      cartVersion: cart.version,
      method: { type: 'scheme', scenario: 'card_3ds_required' },
    });
    expect(first.status).toBe(200);
    const other = await createWithKey(browser.headers, 'k-1', {
      cartVersion: cart.version,
      method: { type: 'scheme', scenario: 'card_success' },
    });
    expect(other.status).toBe(422);
    expect(await errorOf(other)).toMatchObject({
      code: 'idempotency_key_reused',
      fields: [{ path: 'headers.Idempotency-Key' }],
    });
  });

  it('replays a refusal too: a stale cart is the same 409 each time, without a second try', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'stale@example.com');
    const cart = await fillCart(suite.context, browser.headers, [['phoenix-warden', 1]]);
    const body = { cartVersion: cart.version + 5, method: { type: 'scheme', scenario: 'card_success' } };
    const first = await createWithKey(browser.headers, 'stale-1', body);
    expect(first.status).toBe(409);
    const again = await createWithKey(browser.headers, 'stale-1', body);
    expect(again.status).toBe(409);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('keys are per player: the same key from another player is their own request', async () => {
    const a = await signedInBrowser(suite.context, SHOP, 'key-a@example.com');
    const b = await signedInBrowser(suite.context, SHOP, 'key-b@example.com');
    for (const browser of [a, b]) {
      const cart = await fillCart(suite.context, browser.headers, [['phoenix-warden', 1]]);
      const answer = await createWithKey(browser.headers, 'shared-key', {
        cartVersion: cart.version,
        method: { type: 'scheme', scenario: 'card_success' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Idempotent-Replayed')).toBeNull();
    }
  });

  it('refuses a key that is empty, too long or not visible ASCII, naming the header', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'badkey@example.com');
    for (const key of ['x'.repeat(201), 'has space', 'tab\there', 'café']) {
      const answer = await createWithKey(browser.headers, key, {
        cartVersion: 0,
        method: { type: 'scheme', scenario: 'card_success' },
      });
      expect(answer.status).toBe(400);
      expect((await errorOf(answer)).fields).toEqual([
        { path: 'headers.Idempotency-Key', message: 'Expected 1 to 200 visible ASCII characters' },
      ]);
    }
  });

  it('complete_purchase replays its first answer for the same key', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'completer@example.com');
    const cart = await fillCart(suite.context, browser.headers, [['phoenix-warden', 1]]);
    const intent = (await (
      await createWithKey(browser.headers, 'c-create', {
        cartVersion: cart.version,
        method: { type: 'scheme', scenario: 'card_success' },
      })
    ).json()) as { paymentIntentId: string };
    const first = await complete(suite.context, browser.headers, intent.paymentIntentId, {
      'Idempotency-Key': 'c-complete',
    });
    const again = await complete(suite.context, browser.headers, intent.paymentIntentId, {
      'Idempotency-Key': 'c-complete',
    });
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
  });
});
