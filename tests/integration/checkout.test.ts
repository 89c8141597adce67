import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orderLines, orders, paymentEvents, shops, wallets } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { publishShopConfig } from '../../app/server/shops.server';
import { submitAdyenPaymentCall as adyenPaymentRoute } from '../../app/server/api/submit-adyen-payment.server';
import { submitAdyenPaymentDetailsCall as adyenDetailsRoute } from '../../app/server/api/submit-adyen-payment-details.server';
import { action as challengeAction, loader as challengeLoader } from '../../app/routes/sandbox-pay.challenge.$ref';
import { action as redirectAction } from '../../app/routes/sandbox-pay.redirect.$ref';
import { getCartCall as getCartRoute } from '../../app/server/api/get-cart.server';
import { sandboxWebhook } from '../../app/server/payments/sandbox/sandbox-provider.server';
import { sandboxWebhookSecret } from '../../app/server/payments/sandbox/sandbox-webhooks.server';
import type { Cart, PaymentIntent } from '../../schemas/commerce';
import { callRoute, signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import {
  complete,
  createIntent,
  deliverWebhook,
  eventually,
  fillCart,
  intentOf,
  pay,
  SHOP,
} from '../helpers/checkout-flow';

const suite = integrationSuite();
const { clock } = suite;
let players = 0;

async function signedInPlayer() {
  players += 1;
  return signedInBrowser(suite.context, SHOP, `payer${players}@example.com`);
}

async function player() {
  return (await signedInPlayer()).headers;
}

const card = (scenario: string) => ({ type: 'scheme', scenario });

async function deliveriesOf(orderId: string) {
  return suite.db.select({ lineId: deliveries.orderLineId }).from(deliveries).where(eq(deliveries.orderId, orderId));
}

async function errorOf(response: Response) {
  return (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Array<{ path: string; message: string }> };
    }
  ).error;
}

/** Answers the sandbox page's form as a browser would (a plain form post from the page itself). */
function answerPage(
  route: typeof challengeAction,
  kind: string,
  ref: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const request = new Request(`${TEST_ORIGIN}/sandbox-pay/${kind}/${ref}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: TEST_ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return route({ request, params: { ref }, context: suite.context });
}

function refOf(intent: PaymentIntent): string {
  const url = intent.action && 'url' in intent.action ? intent.action.url : '';
  return url.split('/').pop()!;
}

describe('paying with the success test card', () => {
  it('completes the purchase: the order is paid, one delivery per line, gems credited, the cart emptied', async () => {
    const headers = await player();
    const intent = await pay(
      suite.context,
      headers,
      [
        ['phoenix-warden', 1],
        ['gems-pouch', 2],
      ],
      card('card_success'),
    );
    expect(intent).toMatchObject({
      provider: 'sandbox',
      testMode: true,
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      currency: 'USD',
      amount: 1499 + 2 * 499,
      action: null,
      refusalReason: null,
    });
    expect(intent.orderNumber).toMatch(/^GF-\d{6,}$/);

    const answer = await complete(suite.context, headers, intent.paymentIntentId);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ orderStatus: 'paid', outcome: 'SUCCEEDED' });

    const lines = await suite.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, intent.orderId));
    expect((await deliveriesOf(intent.orderId)).map((row) => row.lineId).sort()).toEqual(
      lines.map((line) => line.id).sort(),
    );
    const [order] = await suite.db.select().from(orders).where(eq(orders.id, intent.orderId));
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, order!.playerId), eq(wallets.currencyId, 'ember-gems')));
    expect(wallet?.balance).toBe(1000);
    const cart = (await (
      await callRoute(getCartRoute, suite.context, { method: 'POST', path: `/api/cart/get?shop=${SHOP}`, headers })
    ).json()) as Cart;
    expect(cart.itemCount).toBe(0);

    // Completing again changes nothing.
    await complete(suite.context, headers, intent.paymentIntentId);
    expect(await deliveriesOf(intent.orderId)).toHaveLength(2);
  });

  it("is settled by the sandbox's own webhook even when the player never comes back", async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_success'));
    await eventually(
      async () => (await intentOf(suite.context, headers, intent.paymentIntentId)).orderStatus === 'paid',
    );
    expect(await deliveriesOf(intent.orderId)).toHaveLength(1);
  });

  it('refuses a cart that changed since the player saw it (409), and a scenario of another method (422)', async () => {
    const { headers, player: payer } = await signedInPlayer();
    const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
    const stale = await createIntent(suite.context, headers, {
      cartVersion: cart.version - 1,
      method: card('card_success'),
    });
    expect(stale.status).toBe(409);
    const wrong = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: { type: 'paypal', scenario: 'card_success' },
    });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields).toEqual([
      { path: 'method.scenario', message: expect.stringContaining('paid with scheme') },
    ]);
    // Nothing was left behind by the refused attempts.
    const [left] = await suite.db.select({ n: count() }).from(orders).where(eq(orders.playerId, payer.id));
    expect(left?.n).toBe(0);
  });
});

describe('starting checkout again', () => {
  it('cancels the open payment of the previous attempt, so one cart is never paid twice', async () => {
    const headers = await player();
    const first = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_3ds_required'));
    const cart = (await (
      await callRoute(getCartRoute, suite.context, { method: 'POST', path: `/api/cart/get?shop=${SHOP}`, headers })
    ).json()) as Cart;
    const second = (await (
      await createIntent(suite.context, headers, { cartVersion: cart.version, method: card('card_success') })
    ).json()) as PaymentIntent;
    expect(await intentOf(suite.context, headers, first.paymentIntentId)).toMatchObject({
      orderStatus: 'failed',
      resultCode: 'Cancelled',
      outcome: 'CANCELED',
    });
    // Passing the old challenge now changes nothing.
    await answerPage(challengeAction, 'challenge', refOf(first), { password: 'password' });
    expect((await intentOf(suite.context, headers, first.paymentIntentId)).orderStatus).toBe('failed');
    expect(await (await complete(suite.context, headers, second.paymentIntentId)).json()).toMatchObject({
      orderStatus: 'paid',
    });
  });
});

describe('declined cards', () => {
  it.each([
    ['card_generic_decline', 'Refused', 'Your card was declined. Try another card or payment method.'],
    ['card_insufficient_funds', 'Refused', 'Your card has insufficient funds. Try another card or payment method.'],
    ['card_expired', 'Refused', 'Your card has expired. Check the expiry date or use another card.'],
    ['card_incorrect_cvc', 'Refused', 'Your card’s security code is incorrect. Check it and try again.'],
    [
      'card_processing_error',
      'Error',
      'An error occurred while processing your card. No money was taken; try again in a little while.',
    ],
  ])(
    '%s: the order fails with the reason "%s / %s", nothing is delivered, the cart stays',
    async (scenario, resultCode, reason) => {
      const headers = await player();
      const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card(scenario));
      expect(intent).toMatchObject({ resultCode, outcome: 'CANCELED', orderStatus: 'failed', refusalReason: reason });
      const completed = (await (
        await complete(suite.context, headers, intent.paymentIntentId)
      ).json()) as PaymentIntent;
      expect(completed).toMatchObject({ orderStatus: 'failed', refusalReason: reason });
      expect(await deliveriesOf(intent.orderId)).toHaveLength(0);
      const cart = (await (
        await callRoute(getCartRoute, suite.context, { method: 'POST', path: `/api/cart/get?shop=${SHOP}`, headers })
      ).json()) as Cart;
      expect(cart.itemCount).toBe(1);
    },
  );

  it("gives the coupon's use back, so the last use of ONCE is still there for someone else", async () => {
    const declined = await pay(
      suite.context,
      await player(),
      [['phoenix-warden', 1]],
      card('card_generic_decline'),
      'ONCE',
    );
    expect(declined.orderStatus).toBe('failed');
    const paid = await pay(suite.context, await player(), [['phoenix-warden', 1]], card('card_success'), 'ONCE');
    expect(paid.outcome).toBe('SUCCEEDED');
    expect(paid.amount).toBeLessThan(1499);
  });
});

describe('3-D Secure', () => {
  it('shows a local challenge page; "password" passes and the player returns to complete the purchase', async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_3ds_required'));
    expect(intent).toMatchObject({
      resultCode: 'ChallengeShopper',
      outcome: 'UNKNOWN',
      orderStatus: 'pending',
      action: { type: 'challenge' },
    });
    const ref = refOf(intent);
    expect(intent.action).toEqual({ type: 'challenge', url: `/sandbox-pay/challenge/${ref}` });

    const page = await challengeLoader({
      request: new Request(`${TEST_ORIGIN}/sandbox-pay/challenge/${ref}`),
      params: { ref },
      context: suite.context,
    });
    expect(page).toMatchObject({ amount: 1499, currency: 'USD', waiting: true });

    const back = await answerPage(challengeAction, 'challenge', ref, { password: 'password' });
    expect(back.status).toBe(302);
    expect(back.headers.get('Location')).toBe(`/${SHOP}/checkout?paymentIntentId=${intent.paymentIntentId}`);
    const completed = (await (await complete(suite.context, headers, intent.paymentIntentId)).json()) as PaymentIntent;
    expect(completed).toMatchObject({
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      orderStatus: 'paid',
      action: null,
    });
  });

  it('a wrong password fails the payment with a reason the player understands', async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_3ds_required'));
    await answerPage(challengeAction, 'challenge', refOf(intent), { password: 'letmein' });
    const completed = (await (await complete(suite.context, headers, intent.paymentIntentId)).json()) as PaymentIntent;
    expect(completed).toMatchObject({ resultCode: 'Refused', outcome: 'CANCELED', orderStatus: 'failed' });
    expect(completed.refusalReason).toContain('3-D Secure failed');
  });

  it("refuses an answer posted from another site, and a page for a payment that doesn't exist", async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_3ds_required'));
    await expect(
      answerPage(
        challengeAction,
        'challenge',
        refOf(intent),
        { password: 'password' },
        { 'Sec-Fetch-Site': 'cross-site' },
      ),
    ).rejects.toMatchObject({ status: 403 });
    await expect(answerPage(challengeAction, 'challenge', 'sb_nope', { password: 'password' })).rejects.toMatchObject({
      status: 404,
    });
    expect((await intentOf(suite.context, headers, intent.paymentIntentId)).orderStatus).toBe('pending');
  });
});

describe('PayPal and Klarna', () => {
  it('PayPal: the player approves on the redirect page and comes back paid', async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], {
      type: 'paypal',
      scenario: 'paypal_success',
    });
    expect(intent).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect' } });
    const back = await answerPage(redirectAction, 'redirect', refOf(intent), { intent: 'approve' });
    expect(back.headers.get('Location')).toBe(`/${SHOP}/checkout?paymentIntentId=${intent.paymentIntentId}`);
    expect(await (await complete(suite.context, headers, intent.paymentIntentId)).json()).toMatchObject({
      orderStatus: 'paid',
      resultCode: 'Authorised',
    });
  });

  it('PayPal: canceling there cancels the order', async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], {
      type: 'paypal',
      scenario: 'paypal_success',
    });
    await answerPage(redirectAction, 'redirect', refOf(intent), { intent: 'cancel' });
    expect(await (await complete(suite.context, headers, intent.paymentIntentId)).json()).toMatchObject({
      orderStatus: 'failed',
      resultCode: 'Cancelled',
      refusalReason: 'The payment was canceled. No money was taken.',
    });
  });

  it('Klarna: a refusal after approval fails the order with its reason', async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], {
      type: 'klarna',
      scenario: 'klarna_refused',
    });
    await answerPage(redirectAction, 'redirect', refOf(intent), { intent: 'approve' });
    expect(await (await complete(suite.context, headers, intent.paymentIntentId)).json()).toMatchObject({
      orderStatus: 'failed',
      refusalReason: expect.stringContaining('Klarna'),
    });
  });
});

describe('Adyen: POST /api/adyen/payment/{shop}/{paymentIntentId} and /details', () => {
  async function intentWithoutData(headers: Record<string, string>) {
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], { type: 'scheme' });
    expect(intent).toMatchObject({ resultCode: 'Unknown', outcome: 'UNKNOWN', orderStatus: 'pending', action: null });
    return intent;
  }

  function submit(
    headers: Record<string, string>,
    intent: PaymentIntent,
    paymentMethod: Record<string, unknown>,
    shop = SHOP,
  ) {
    return callRoute(adyenPaymentRoute, suite.context, {
      path: `/api/adyen/payment/${shop}/${intent.paymentIntentId}`,
      params: { a: shop, b: intent.paymentIntentId },
      body: { paymentMethod },
      headers,
    });
  }

  it.each([
    ['adyen_pending', 'Pending', 'UNKNOWN', 'pending'],
    ['adyen_error', 'Error', 'CANCELED', 'failed'],
    ['adyen_cancelled', 'Cancelled', 'CANCELED', 'failed'],
    ['adyen_present_to_shopper', 'PresentToShopper', 'UNKNOWN', 'pending'],
    ['adyen_partially_authorised', 'PartiallyAuthorised', 'CANCELED', 'failed'],
    // A success the provider answers at once is settled in the same transaction: nothing waits on a webhook.
    ['card_success', 'Authorised', 'SUCCEEDED', 'paid'],
  ])('%s answers %s (%s), the order %s', async (scenario, resultCode, outcome, orderStatus) => {
    const headers = await player();
    const answer = await submit(headers, await intentWithoutData(headers), { type: 'scheme', scenario });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ resultCode, outcome, orderStatus });
  });

  it('IdentifyShopper: the challenge, then /details with the redirect result, pays', async () => {
    const headers = await player();
    const intent = await intentWithoutData(headers);
    const identified = (await (
      await submit(headers, intent, { type: 'scheme', scenario: 'adyen_identify_shopper' })
    ).json()) as PaymentIntent;
    expect(identified).toMatchObject({ resultCode: 'IdentifyShopper', action: { type: 'challenge' } });
    await answerPage(challengeAction, 'challenge', refOf(identified), { password: 'password' });
    const details = await callRoute(adyenDetailsRoute, suite.context, {
      path: `/api/adyen/payment/${SHOP}/${intent.paymentIntentId}/details`,
      params: { a: SHOP, b: intent.paymentIntentId },
      body: { details: { redirectResult: 'from-the-challenge-page' } },
      headers,
    });
    expect(await details.json()).toMatchObject({ resultCode: 'Authorised', outcome: 'SUCCEEDED', orderStatus: 'paid' });
  });

  it('refuses payment data twice (409), another shop in the path (404) and a method it does not know (422)', async () => {
    const headers = await player();
    const intent = await intentWithoutData(headers);
    expect((await submit(headers, intent, { type: 'bitcoin' })).status).toBe(422);
    expect((await submit(headers, intent, { type: 'scheme', scenario: 'card_success' }, 'frostmark')).status).toBe(404);
    expect((await submit(headers, intent, { type: 'scheme', scenario: 'adyen_pending' })).status).toBe(200);
    expect((await submit(headers, intent, { type: 'scheme', scenario: 'card_success' })).status).toBe(409);
  });

  it("another player's payment intent is a 404", async () => {
    const intent = await intentWithoutData(await player());
    expect((await submit(await player(), intent, { type: 'scheme', scenario: 'card_success' })).status).toBe(404);
  });
});

describe('provider webhooks', () => {
  const secret = () => sandboxWebhookSecret(suite.context.authSecret);
  const eventsOf = async (ref: string) =>
    suite.db.select({ id: paymentEvents.eventId }).from(paymentEvents).where(eq(paymentEvents.providerRef, ref));

  it('a wrong signature is refused (400) and stores nothing', async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_3ds_required'));
    const forged = sandboxWebhook(
      sandboxWebhookSecret('not-our-secret-not-our-secret-0123'),
      { ref: refOf(intent), resultCode: 'Authorised', outcome: 'SUCCEEDED', refusalReason: null, error: null },
      clock.now(),
    );
    const answer = await deliverWebhook(suite.context, forged);
    expect(answer.status).toBe(400);
    const unsigned = await deliverWebhook(suite.context, { rawBody: forged.rawBody, headers: {} });
    expect(unsigned.status).toBe(400);
    expect((await intentOf(suite.context, headers, intent.paymentIntentId)).orderStatus).toBe('pending');
    expect((await eventsOf(refOf(intent))).map((event) => event.id)).not.toContain(JSON.parse(forged.rawBody).id);
    expect((await deliverWebhook(suite.context, forged, 'stripe')).status).toBe(404);
    expect(
      (await deliverWebhook(suite.context, { rawBody: 'x'.repeat(70 * 1024), headers: forged.headers })).status,
    ).toBe(413);
  });

  it('a success event settles; its duplicate, a late "pending" and a late refusal change nothing', async () => {
    const headers = await player();
    const intent = await pay(
      suite.context,
      headers,
      [
        ['phoenix-warden', 1],
        ['gems-pouch', 1],
      ],
      card('card_3ds_required'),
    );
    const ref = refOf(intent);
    const success = sandboxWebhook(
      secret(),
      { ref, resultCode: 'Authorised', outcome: 'SUCCEEDED', refusalReason: null, error: null },
      clock.now(),
      'evt_success',
    );
    expect((await deliverWebhook(suite.context, success)).status).toBe(200);
    expect(await intentOf(suite.context, headers, intent.paymentIntentId)).toMatchObject({
      orderStatus: 'paid',
      resultCode: 'Authorised',
    });

    // The sandbox's own webhooks for this payment leave its outbox after the commit: count once they are all in.
    await suite.context.jobs.drain();
    const stored = (await eventsOf(ref)).length;
    expect((await deliverWebhook(suite.context, success)).status).toBe(200);
    expect(await eventsOf(ref)).toHaveLength(stored);
    const late = sandboxWebhook(
      secret(),
      { ref, resultCode: 'ChallengeShopper', outcome: 'UNKNOWN', refusalReason: null, error: null },
      clock.now(),
      'evt_late_pending',
    );
    const refused = sandboxWebhook(
      secret(),
      { ref, resultCode: 'Refused', outcome: 'CANCELED', refusalReason: 'nope', error: null },
      clock.now(),
      'evt_late_refused',
    );
    expect((await deliverWebhook(suite.context, late)).status).toBe(200);
    expect((await deliverWebhook(suite.context, refused)).status).toBe(200);

    expect(await intentOf(suite.context, headers, intent.paymentIntentId)).toMatchObject({
      orderStatus: 'paid',
      resultCode: 'Authorised',
      outcome: 'SUCCEEDED',
      refusalReason: null,
    });
    expect(await deliveriesOf(intent.orderId)).toHaveLength(2);
    const [order] = await suite.db.select().from(orders).where(eq(orders.id, intent.orderId));
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, order!.playerId), eq(wallets.currencyId, 'ember-gems')));
    expect(wallet?.balance).toBe(500);
  });

  it('credits a currency pack with what the order recorded, even if the publisher changes the pack before it is paid', async () => {
    const headers = await player();
    const intent = await pay(suite.context, headers, [['gems-pouch', 1]], card('card_3ds_required'));
    const emberfall = demoShops.find((shop) => shop.handle === SHOP)!;
    const [shop] = await suite.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, SHOP));
    const shopId = shop!.id;
    const richer = structuredClone(emberfall.config) as {
      catalogue: { items: Array<{ id: string; credits?: { amount: number } }> };
    };
    richer.catalogue.items.find((item) => item.id === 'gems-pouch')!.credits!.amount = 9_999;
    await publishShopConfig(suite.db, { shopId, config: richer, createdBy: 'test' });
    try {
      const success = sandboxWebhook(
        secret(),
        { ref: refOf(intent), resultCode: 'Authorised', outcome: 'SUCCEEDED', refusalReason: null, error: null },
        clock.now(),
        'evt_pack_snapshot',
      );
      expect((await deliverWebhook(suite.context, success)).status).toBe(200);
      const [order] = await suite.db.select().from(orders).where(eq(orders.id, intent.orderId));
      const [wallet] = await suite.db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(and(eq(wallets.playerId, order!.playerId), eq(wallets.currencyId, 'ember-gems')));
      expect(order?.status).toBe('paid');
      expect(wallet?.balance).toBe(500);
    } finally {
      await publishShopConfig(suite.db, { shopId, config: emberfall.config, createdBy: 'test' });
    }
  });

  it('pays a cart that a coupon brings to zero without asking any provider, and delivers it', async () => {
    const emberfall = demoShops.find((shop) => shop.handle === SHOP)!;
    const [shop] = await suite.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, SHOP));
    const shopId = shop!.id;
    const withGift = structuredClone(emberfall.config) as { catalogue: { coupons: Array<Record<string, unknown>> } };
    withGift.catalogue.coupons.push({ code: 'ALLFREE', kind: 'percentage', percent: 100 });
    await publishShopConfig(suite.db, { shopId, config: withGift, createdBy: 'test' });
    try {
      const headers = await player();
      const intent = await pay(
        suite.context,
        headers,
        [['phoenix-warden', 1]],
        card('card_generic_decline'),
        'ALLFREE',
      );
      // A declining card does not matter: nobody is charged for nothing.
      expect(intent).toMatchObject({ amount: 0, provider: 'none', orderStatus: 'paid', outcome: 'SUCCEEDED' });
      expect(await deliveriesOf(intent.orderId)).toHaveLength(1);
    } finally {
      await publishShopConfig(suite.db, { shopId, config: emberfall.config, createdBy: 'test' });
    }
  });
});
