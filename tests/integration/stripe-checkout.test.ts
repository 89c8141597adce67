import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orders, payments } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { shopPaymentWebhookCall as webhookRoute } from '../../app/server/api/payment-webhook.server';
import type { PaymentIntent } from '../../schemas/commerce';
import { FakeStripe, type FakeStripeEvent } from '../helpers/fake-stripe/fake-stripe';
import { complete, createIntent, fillCart, intentOf, SHOP } from '../helpers/checkout-flow';
import { integrationSuite } from '../helpers/integration-suite';
import { signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';

// A Stripe shop's checkout through our routes, the real Stripe SDK and the local fake of Stripe's API, on a real
// database: success, declines, 3-D Secure, PayPal and Klarna redirects, a pending debit then its webhook, duplicate,
// out-of-order and forged webhooks.

const fake = new FakeStripe({ now: () => suite.clock.now() });
let apiUrl = '';
beforeAll(async () => {
  apiUrl = await fake.start();
});
afterAll(() => fake.stop());

const suite = integrationSuite({
  seeds: demoShops.map((shop) =>
    shop.handle === SHOP ? { ...shop, config: { ...shop.config, payments: { provider: 'stripe' } } } : shop,
  ),
  env: () => ({
    STRIPE_SECRET_KEY_EMBERFALL: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY_EMBERFALL: 'pk_test_fakestripe0000000000',
    STRIPE_WEBHOOK_SECRET_EMBERFALL: fake.webhookSecret,
    STRIPE_API_URL: apiUrl,
  }),
});

let players = 0;
async function player() {
  players += 1;
  return (await signedInBrowser(suite.context, SHOP, `stripe${players}@example.com`)).headers;
}

const stripeMethod = (paymentMethodId: string, type = 'scheme') => ({ type, providerData: { paymentMethodId } });

async function payWith(headers: Record<string, string>, method: Record<string, unknown>) {
  const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
  const answer = await createIntent(suite.context, headers, { cartVersion: cart.version, method });
  expect(answer.status).toBe(200);
  return (await answer.json()) as PaymentIntent;
}

async function paymentRow(paymentIntentId: string) {
  const [row] = await suite.db.select().from(payments).where(eq(payments.id, paymentIntentId));
  return row!;
}

/** Posts a signed event to the shop's Stripe webhook URL, as Stripe does. */
function deliver(event: FakeStripeEvent, options: { secret?: string } = {}) {
  const { rawBody, headers } = fake.signed(event, options);
  const request = new Request(`${TEST_ORIGIN}/webhooks/payments/stripe/${SHOP}`, {
    method: 'POST',
    headers,
    body: rawBody,
  });
  return webhookRoute({ request, params: { provider: 'stripe', shop: SHOP }, context: suite.context });
}

function eventOf(ref: string, type: string): FakeStripeEvent {
  const event = fake.eventsFor(ref).findLast((candidate) => candidate.type === type);
  if (!event) throw new Error(`No ${type} event for ${ref}`);
  return event;
}

async function deliveriesOf(orderId: string) {
  const [row] = await suite.db.select({ n: count() }).from(deliveries).where(eq(deliveries.orderId, orderId));
  return row!.n;
}

async function orderStatusOf(orderId: string) {
  const [row] = await suite.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

describe('given a shop that takes payments with Stripe', () => {
  it('pays with a card: the order is paid at once, the intent carries our payment id, test mode is said', async () => {
    const headers = await player();
    const intent = await payWith(headers, stripeMethod('pm_card_visa'));
    expect(intent).toMatchObject({
      provider: 'stripe',
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      orderStatus: 'paid',
      testMode: true,
      action: null,
    });
    const row = await paymentRow(intent.paymentIntentId);
    expect(row).toMatchObject({ provider: 'stripe', cardBrand: 'VISA', cardLast4: '4242' });
    expect(fake.paymentIntents.get(row.providerRef!)!.metadata).toEqual({
      paymentId: intent.paymentIntentId,
      shop: SHOP,
    });
    expect(await deliveriesOf(intent.orderId)).toBeGreaterThan(0);
  });

  it('a declined card fails the order with the spec’s error fields and a reason the player understands', async () => {
    const headers = await player();
    const intent = await payWith(headers, stripeMethod('pm_card_chargeDeclinedInsufficientFunds'));
    expect(intent).toMatchObject({ resultCode: 'Refused', outcome: 'CANCELED', orderStatus: 'failed' });
    expect(intent.refusalReason).toBe('Your card has insufficient funds. Try another card or payment method.');
    const row = await paymentRow(intent.paymentIntentId);
    expect(row.providerError).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      doc_url: expect.stringContaining('docs.stripe.com'),
      payment_intent: row.providerRef,
      charge: expect.stringMatching(/^ch_/),
      payment_method: expect.stringMatching(/^pm_/),
    });
    expect(await deliveriesOf(intent.orderId)).toBe(0);
  });

  it('a method that is not Stripe’s PaymentMethod is a 422 on its field, and nothing is charged', async () => {
    const headers = await player();
    const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
    const answer = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: { type: 'scheme', providerData: { cardNumber: '4242424242424242' } },
    });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { error: { fields: Array<{ path: string }> } };
    expect(body.error.fields.map((field) => field.path)).toContain('method.providerData.paymentMethodId');
  });

  it('3-D Secure: the player is sent to the bank’s page, passes, and the return reads the payment as paid', async () => {
    const headers = await player();
    const intent = await payWith(headers, stripeMethod('pm_card_threeDSecure2Required'));
    expect(intent).toMatchObject({ resultCode: 'ChallengeShopper', outcome: 'UNKNOWN', orderStatus: 'pending' });
    expect(intent.action).toEqual({ type: 'challenge', url: expect.stringContaining(fake.url) });
    const page = await fetch(intent.action!.type === 'challenge' ? intent.action!.url : '', { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    expect(back.searchParams.get('paymentIntentId')).toBe(intent.paymentIntentId);
    // Back on the result page: the player's completion asks Stripe, which already has the payment as succeeded.
    expect((await intentOf(suite.context, headers, intent.paymentIntentId)).orderStatus).toBe('pending');
    const completed = await complete(suite.context, headers, intent.paymentIntentId);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ resultCode: 'Authorised', orderStatus: 'paid' });
  });

  it.each([
    ['paypal', 'pm_paypal'],
    ['klarna', 'pm_klarna'],
  ])('%s: a redirect, approved, then Stripe’s webhook (sent twice) settles the order once', async (type, pm) => {
    const headers = await player();
    const intent = await payWith(headers, stripeMethod(pm, type));
    expect(intent).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect' } });
    const ref = (await paymentRow(intent.paymentIntentId)).providerRef!;
    fake.completeAction(ref, true);
    const succeeded = eventOf(ref, 'payment_intent.succeeded');
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await deliver(succeeded)).status).toBe(200);
    expect(await orderStatusOf(intent.orderId)).toBe('paid');
    const once = await deliveriesOf(intent.orderId);
    expect(once).toBeGreaterThan(0);
    expect((await deliver(succeeded)).status).toBe(200);
    expect(await deliveriesOf(intent.orderId)).toBe(once);
  });

  it('a debit waits as Pending; a late "processing" event after "succeeded" changes nothing', async () => {
    const headers = await player();
    const intent = await payWith(headers, stripeMethod('pm_usBankAccount'));
    expect(intent).toMatchObject({ resultCode: 'Pending', outcome: 'UNKNOWN', orderStatus: 'pending' });
    const ref = (await paymentRow(intent.paymentIntentId)).providerRef!;
    const processing = eventOf(ref, 'payment_intent.processing');
    fake.settle(ref, 'succeeded');
    expect((await deliver(eventOf(ref, 'payment_intent.succeeded'))).status).toBe(200);
    expect((await deliver(processing)).status).toBe(200);
    expect(await orderStatusOf(intent.orderId)).toBe('paid');
    expect(await paymentRow(intent.paymentIntentId)).toMatchObject({ outcome: 'SUCCEEDED', resultCode: 'Authorised' });
  });

  it('a failed 3-D Secure, told by webhook, fails the order with the authentication reason', async () => {
    const headers = await player();
    const intent = await payWith(headers, stripeMethod('pm_card_authenticationRequired'));
    const ref = (await paymentRow(intent.paymentIntentId)).providerRef!;
    fake.completeAction(ref, false);
    expect((await deliver(eventOf(ref, 'payment_intent.payment_failed'))).status).toBe(200);
    expect(await orderStatusOf(intent.orderId)).toBe('failed');
    expect((await paymentRow(intent.paymentIntentId)).refusalReason).toContain('3-D Secure failed');
  });

  it('refuses a forged webhook (another secret) with a 400, and the payment stays as it was', async () => {
    const headers = await player();
    const intent = await payWith(headers, stripeMethod('pm_paypal', 'paypal'));
    const ref = (await paymentRow(intent.paymentIntentId)).providerRef!;
    const forged: FakeStripeEvent = {
      ...eventOf(ref, 'payment_intent.requires_action'),
      type: 'payment_intent.succeeded',
    };
    forged.data.object = { ...forged.data.object, status: 'succeeded', next_action: null };
    const answer = await deliver(forged, { secret: 'whsec_notthisshops0000000' });
    expect(answer.status).toBe(400);
    expect(await orderStatusOf(intent.orderId)).toBe('pending');
    const [row] = await suite.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.id, intent.paymentIntentId), eq(payments.outcome, 'UNKNOWN')));
    expect(row!.n).toBe(1);
  });
});
