import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orders, payments } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { shopPaymentWebhookCall as webhookRoute } from '../../app/server/api/payment-webhook.server';
import { submitAdyenPaymentCall } from '../../app/server/api/submit-adyen-payment.server';
import { submitAdyenPaymentDetailsCall } from '../../app/server/api/submit-adyen-payment-details.server';
import { loader as adyenReturnRoute } from '../../app/routes/adyen-return.$shop.$paymentId';
import type { PaymentIntent } from '../../schemas/commerce';
import { startFakeAdyen, type FakeAdyen, type FakeNotification } from '../helpers/fake-adyen/fake-adyen';
import { createIntent, fillCart, SHOP } from '../helpers/checkout-flow';
import { integrationSuite } from '../helpers/integration-suite';
import { callRoute, signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';

// An Adyen shop's checkout through our routes, @adyen/api-library and the local fake of Adyen's Checkout API, on a
// real database: the Drop-in's data in one step or two (/api/adyen/payment/{a}/{b}), refusals, 3-D Secure and
// PayPal/Klarna through the return route and /details, a pending payment then its notification, duplicate,
// out-of-order and forged notifications, refunds and chargebacks.

const credentials = {
  apiKey: 'AQE1hmfxKo3NaxZDw0m/n3Q5qf3VaY9UCJ14XWZE03G2k',
  merchantAccount: 'EmberfallECOM',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};
let fake: FakeAdyen;
beforeAll(async () => {
  fake = await startFakeAdyen(credentials);
});
afterAll(() => fake.close());

const suite = integrationSuite({
  seeds: demoShops.map((shop) =>
    shop.handle === SHOP ? { ...shop, config: { ...shop.config, payments: { provider: 'adyen' } } } : shop,
  ),
  env: () => ({
    ADYEN_API_KEY_EMBERFALL: credentials.apiKey,
    ADYEN_CLIENT_KEY_EMBERFALL: 'test_EMBERFALLCLIENTKEY00',
    ADYEN_MERCHANT_ACCOUNT_EMBERFALL: credentials.merchantAccount,
    ADYEN_HMAC_KEY_EMBERFALL: credentials.hmacKey,
    ADYEN_API_URL: fake.url,
  }),
});

let players = 0;
async function player() {
  players += 1;
  return (await signedInBrowser(suite.context, SHOP, `adyen${players}@example.com`)).headers;
}

function card(number: string, holderName = 'Checkout Shopper') {
  return {
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName,
  };
}

/** The Drop-in's two steps: the intent without payment data, then its `paymentMethod` to /api/adyen/payment/{a}/{b}. */
async function payWith(headers: Record<string, string>, paymentMethod: Record<string, unknown>) {
  const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
  const created = await createIntent(suite.context, headers, { cartVersion: cart.version, method: { type: 'scheme' } });
  expect(created.status).toBe(200);
  const waiting = (await created.json()) as PaymentIntent;
  expect(waiting).toMatchObject({ provider: 'adyen', outcome: 'UNKNOWN', orderStatus: 'pending', action: null });
  const answer = await callRoute(submitAdyenPaymentCall, suite.context, {
    path: `/api/adyen/payment/${SHOP}/${waiting.paymentIntentId}`,
    params: { a: SHOP, b: waiting.paymentIntentId },
    body: { paymentMethod, returnPath: `/${SHOP}/checkout/result` },
    headers,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as PaymentIntent;
}

async function submitDetails(
  headers: Record<string, string>,
  paymentIntentId: string,
  details: Record<string, string>,
) {
  const answer = await callRoute(submitAdyenPaymentDetailsCall, suite.context, {
    path: `/api/adyen/payment/${SHOP}/${paymentIntentId}/details`,
    params: { a: SHOP, b: paymentIntentId },
    body: { details },
    headers,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as PaymentIntent;
}

async function paymentRow(paymentIntentId: string) {
  const [row] = await suite.db.select().from(payments).where(eq(payments.id, paymentIntentId));
  return row!;
}

async function orderOf(orderId: string) {
  const [row] = await suite.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function deliveriesOf(orderId: string) {
  const [row] = await suite.db.select({ n: count() }).from(deliveries).where(eq(deliveries.orderId, orderId));
  return row!.n;
}

/** Posts a notification batch to the shop's Adyen webhook URL, as Adyen does. */
function deliver(notification: FakeNotification | string) {
  const request = new Request(`${TEST_ORIGIN}/webhooks/payments/adyen/${SHOP}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof notification === 'string' ? notification : notification.rawBody,
  });
  return webhookRoute({ request, params: { provider: 'adyen', shop: SHOP }, context: suite.context });
}

async function accepted(notification: FakeNotification) {
  const answer = await deliver(notification);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('[accepted]');
}

describe('given a shop that takes payments with Adyen', () => {
  it('pays with a card through the Drop-in’s two steps: paid at once, our payment id is Adyen’s reference', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4111111111111111'));
    expect(intent).toMatchObject({
      provider: 'adyen',
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      orderStatus: 'paid',
      testMode: true,
      action: null,
    });
    const row = await paymentRow(intent.paymentIntentId);
    expect(row).toMatchObject({ provider: 'adyen', cardBrand: 'VISA', cardLast4: '1111' });
    expect(fake.payment(row.providerRef!).reference).toBe(intent.paymentIntentId);
    expect(await deliveriesOf(intent.orderId)).toBeGreaterThan(0);
    // Adyen's own notification for it comes later and changes nothing.
    const delivered = await deliveriesOf(intent.orderId);
    await accepted(fake.notificationsOf(row.providerRef!, 'AUTHORISATION')[0]!);
    expect(await deliveriesOf(intent.orderId)).toBe(delivered);
  });

  it('pays in one step when the intent carries the Drop-in’s data', async () => {
    const headers = await player();
    const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
    const answer = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: { type: 'scheme', providerData: card('5555341244441115') },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'SUCCEEDED', orderStatus: 'paid' });
  });

  it('a refused card fails the order with the spec’s error fields and a reason the player understands', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4111111111111111', 'NOT_ENOUGH_BALANCE'));
    expect(intent).toMatchObject({
      resultCode: 'Refused',
      outcome: 'CANCELED',
      orderStatus: 'failed',
      refusalReason: 'The card has not enough funds for this purchase. Use another card.',
    });
    const row = await paymentRow(intent.paymentIntentId);
    expect(row.providerError).toMatchObject({
      type: 'card_error',
      code: 'refusal_12',
      decline_code: 'not_enough_balance',
      message: 'Not enough balance',
      payment_intent: row.providerRef,
    });
    expect(await deliveriesOf(intent.orderId)).toBe(0);
  });

  it('a card number sent in the clear is a 422 on its field, and never reaches Adyen', async () => {
    const headers = await player();
    const before = fake.requests.length;
    const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
    const answer = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: { type: 'scheme', providerData: { type: 'scheme', number: '4111111111111111', cvc: '737' } },
    });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { error: { fields: Array<{ path: string }> } };
    expect(body.error.fields.map((field) => field.path)).toContain('method.providerData');
    expect(fake.requests.length).toBe(before);
  });

  it('3-D Secure: the bank’s page sends the player back through our return route, which pays the order', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4212345678910006'));
    expect(intent).toMatchObject({ resultCode: 'RedirectShopper', outcome: 'UNKNOWN', orderStatus: 'pending' });
    expect(intent.action).toMatchObject({ type: 'challenge', url: expect.stringContaining(fake.url) });
    // The player answers the bank's page; it sends them to our return URL with Adyen's redirectResult.
    const page = await fetch(intent.action!.type === 'challenge' ? intent.action!.url : '', {
      method: 'POST',
      body: new URLSearchParams({ password: 'password' }),
      redirect: 'manual',
    });
    const back = new URL(page.headers.get('location')!);
    expect(back.pathname).toBe(`/adyen-return/${SHOP}/${intent.paymentIntentId}`);
    const returned = await adyenReturnRoute({
      request: new Request(`${TEST_ORIGIN}${back.pathname}${back.search}`, { headers }),
      params: { shop: SHOP, paymentId: intent.paymentIntentId },
      context: suite.context,
    });
    expect(returned.status).toBe(302);
    expect(returned.headers.get('location')).toBe(`/${SHOP}/checkout/result?paymentIntentId=${intent.paymentIntentId}`);
    expect((await orderOf(intent.orderId)).status).toBe('paid');
  });

  it.each([
    ['paypal', true, 'paid'],
    ['klarna_paynow', true, 'paid'],
    ['paypal', false, 'failed'],
  ])('%s: approved %s at the redirect, the details answer the order %s', async (type, approved, status) => {
    const headers = await player();
    const intent = await payWith(headers, { type });
    expect(intent.action).toMatchObject({ type: 'redirect' });
    const row = await paymentRow(intent.paymentIntentId);
    const done = await submitDetails(headers, intent.paymentIntentId, {
      redirectResult: fake.completeRedirect(row.providerRef!, approved),
    });
    expect(done.orderStatus).toBe(status);
    if (!approved) expect(done.refusalReason).toBe('You cancelled the payment. No money was taken.');
  });

  it('details of another payment never move this one', async () => {
    const headers = await player();
    const mine = await payWith(headers, { type: 'paypal' });
    const other = await payWith(await player(), { type: 'paypal' });
    const otherRow = await paymentRow(other.paymentIntentId);
    const answer = await submitDetails(headers, mine.paymentIntentId, {
      redirectResult: fake.completeRedirect(otherRow.providerRef!, true),
    });
    expect(answer).toMatchObject({ outcome: 'UNKNOWN', orderStatus: 'pending' });
  });

  it('a pending payment waits, then its notification pays it once, however often it comes', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4111111111111111', 'PENDING'));
    expect(intent).toMatchObject({ resultCode: 'Pending', outcome: 'UNKNOWN', orderStatus: 'pending', action: null });
    const row = await paymentRow(intent.paymentIntentId);
    const notification = fake.settlePending(row.providerRef!, true);
    await accepted(notification);
    expect((await orderOf(intent.orderId)).status).toBe('paid');
    const delivered = await deliveriesOf(intent.orderId);
    await accepted(notification);
    await accepted(notification);
    expect(await deliveriesOf(intent.orderId)).toBe(delivered);
  });

  it('a pending payment Adyen refuses later fails the order', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4111111111111111', 'PENDING'));
    const row = await paymentRow(intent.paymentIntentId);
    await accepted(fake.settlePending(row.providerRef!, false));
    expect(await orderOf(intent.orderId)).toMatchObject({ status: 'failed' });
    expect((await paymentRow(intent.paymentIntentId)).refusalReason).toBe(
      'Your bank declined the payment. Try another card or contact your bank.',
    );
  });

  it('a partial authorisation fails the order and is reversed at Adyen', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4111111111111111', 'PARTIAL'));
    expect(intent).toMatchObject({ resultCode: 'PartiallyAuthorised', outcome: 'CANCELED', orderStatus: 'failed' });
    expect(fake.payment((await paymentRow(intent.paymentIntentId)).providerRef!).status).toBe('cancelled');
  });

  it('a forged notification is refused with a 400 and changes nothing', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4111111111111111', 'PENDING'));
    const row = await paymentRow(intent.paymentIntentId);
    const real = fake.settlePending(row.providerRef!, true);
    const forged = real.rawBody.replace(/"hmacSignature":"[^"]+"/, '"hmacSignature":"bm90IEFkeWVu"');
    const answer = await deliver(forged);
    expect(answer.status).toBe(400);
    expect((await orderOf(intent.orderId)).status).toBe('pending');
    await accepted(real);
    expect((await orderOf(intent.orderId)).status).toBe('paid');
  });

  it('a refund from the Customer Area reaches the order by notification, once, even before a late authorisation', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4111111111111111'));
    const row = await paymentRow(intent.paymentIntentId);
    const response = await fetch(`${fake.url}/v72/payments/${row.providerRef}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': credentials.apiKey },
      body: JSON.stringify({
        merchantAccount: credentials.merchantAccount,
        amount: { value: row.amount, currency: row.currency },
      }),
    });
    expect(response.status).toBe(201);
    const [refund] = fake.notificationsOf(row.providerRef!, 'REFUND');
    await accepted(refund!);
    await accepted(refund!);
    // Out of order: the payment's own AUTHORISATION arrives after its refund and undoes nothing.
    await accepted(fake.notificationsOf(row.providerRef!, 'AUTHORISATION')[0]!);
    const order = await orderOf(intent.orderId);
    expect(order.status).toBe('refunded');
  });

  it('a chargeback refunds the order as a dispute', async () => {
    const headers = await player();
    const intent = await payWith(headers, card('4111111111111111'));
    const row = await paymentRow(intent.paymentIntentId);
    await accepted(fake.chargeback(row.providerRef!));
    expect((await orderOf(intent.orderId)).status).toBe('refunded');
  });
});
