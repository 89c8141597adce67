import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deliveries,
  loyaltyLedger,
  orderLines,
  orders,
  paymentEvents,
  payments,
  walletLedger,
  wallets,
} from '../../db/schema';
import { deletePaymentMethodCall } from '../../app/server/api/delete-payment-method.server';
import { listPaymentMethodsCall } from '../../app/server/api/list-payment-methods.server';
import { refundOrderCall } from '../../app/server/api/refund-order.server';
import { saveCartPaymentCall } from '../../app/server/api/save-cart-payment.server';
import { debitWallet } from '../../app/server/commerce/wallets.server';
import { SandboxProvider, sandboxWebhook } from '../../app/server/payments/sandbox/sandbox-provider.server';
import { sandboxWebhookSecret } from '../../app/server/payments/sandbox/sandbox-webhooks.server';
import { refundOfferChainDuplicates } from '../../app/server/payments/refund-order.server';
import type { PaymentIntent } from '../../schemas/commerce';
import type { SavedPaymentMethod } from '../../schemas/saved-methods';
import { deliveryPayloadSchema } from '../../schemas/delivery';
import { orderRefundStateSchema } from '../../schemas/refunds';
import { complete, createIntent, deliverWebhook, eventually, fillCart, pay, SHOP } from '../helpers/checkout-flow';
import { integrationSuite } from '../helpers/integration-suite';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { usingRealPostgres } from '../helpers/test-database';

// Saved payment methods and refunds on the sandbox, through the real routes (docs/decisions/056).
const KEY = 'seed-key-for-refund-tests-0123456789abcdef';
const suite = integrationSuite({ apiKey: KEY, env: { SEED_API_KEY: KEY } });
const { clock } = suite;

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

async function savedMethods(browser: Browser, shop = SHOP) {
  const answer = await callRoute(listPaymentMethodsCall, suite.context, {
    path: `/api/user/me/${shop}/all_payment_methods`,
    params: { shop },
    headers: browser.headers,
  });
  return { status: answer.status, body: (await answer.json()) as { methods: SavedPaymentMethod[] } };
}

function deleteMethod(browser: Browser, id: string, shop = SHOP) {
  return callRoute(deletePaymentMethodCall, suite.context, {
    method: 'DELETE',
    path: `/api/user/me/${shop}/payment_method/${id}`,
    params: { shop, id },
    headers: browser.headers,
  });
}

function sandbox() {
  return new SandboxProvider({
    db: suite.db,
    clock,
    webhookSecret: sandboxWebhookSecret(suite.context.authSecret),
  });
}

function refundByGameServer(orderId: string, body: unknown = {}, headers: Record<string, string> = {}) {
  return callRoute(refundOrderCall, suite.context, {
    path: `/server-api/v1/shops/${SHOP}/orders/${orderId}/refund`,
    params: { shop: SHOP, orderId },
    body,
    headers: { Authorization: `Bearer ${KEY}`, ...headers },
  });
}

const refOf = async (paymentId: string) =>
  (await suite.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.id, paymentId)))[0]!.ref!;

async function balance(playerId: string) {
  const [row] = await suite.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.playerId, playerId), eq(wallets.currencyId, 'ember-gems')));
  return row?.balance ?? 0;
}

async function revokesOf(orderId: string) {
  const rows = await suite.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.kind, 'revoke')));
  return rows.map((row) => ({ ...row, payload: deliveryPayloadSchema.parse(row.payload) }));
}

describe('saved payment methods (sandbox)', () => {
  it('keeps a card only with the player’s consent, lists it without its number, pays with it in one step, and removes it', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'saver@example.com');
    await pay(suite.context, browser.headers, [['gems-pouch', 1]], { type: 'scheme', scenario: 'card_success' });
    expect((await savedMethods(browser)).body.methods).toEqual([]);

    const cart = await fillCart(suite.context, browser.headers, [['gems-pouch', 1]]);
    const saved = await createIntent(suite.context, browser.headers, {
      cartVersion: cart.version,
      method: { type: 'scheme', scenario: 'card_success' },
      saveMethod: true,
    });
    expect(((await saved.json()) as PaymentIntent).orderStatus).toBe('paid');
    const listed = await savedMethods(browser);
    expect(listed.status).toBe(200);
    const now = clock.now();
    expect(listed.body.methods).toEqual([
      {
        id: expect.stringMatching(/^sbpm_/),
        type: 'scheme',
        brand: 'VISA',
        last4: '4242',
        expiryMonth: now.getUTCMonth() + 1,
        expiryYear: now.getUTCFullYear() + 3,
        walletType: null,
        expired: false,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('4242424242424242');

    const card = listed.body.methods[0]!;
    const again = await fillCart(suite.context, browser.headers, [['phoenix-warden', 1]]);
    const oneStep = await createIntent(suite.context, browser.headers, {
      cartVersion: again.version,
      method: { type: 'scheme', storedMethodId: card.id },
    });
    expect(oneStep.status).toBe(200);
    expect(await oneStep.json()).toMatchObject({ resultCode: 'Authorised', orderStatus: 'paid' });

    const removed = await deleteMethod(browser, card.id);
    expect(removed.status).toBeLessThan(300);
    expect((await savedMethods(browser)).body.methods).toEqual([]);
    expect((await deleteMethod(browser, card.id)).status).toBe(404);
  });

  it('answers 404 for another player’s method and for another shop, and refuses a saved card that is not theirs', async () => {
    const owner = await signedInBrowser(suite.context, SHOP, 'owner@example.com');
    const other = await signedInBrowser(suite.context, SHOP, 'other@example.com');
    const cart = await fillCart(suite.context, owner.headers, [['gems-pouch', 1]]);
    await createIntent(suite.context, owner.headers, {
      cartVersion: cart.version,
      method: { type: 'scheme', scenario: 'card_success' },
      saveMethod: true,
    });
    const [card] = (await savedMethods(owner)).body.methods;
    expect(card).toBeDefined();

    const stolen = await deleteMethod(other, card!.id);
    expect(stolen.status).toBe(404);
    // The same person signed in to another shop is another player there: the card is not theirs.
    const elsewhere = await signedInBrowser(suite.context, 'frostmark', 'owner@example.com');
    expect((await deleteMethod(elsewhere, card!.id, 'frostmark')).status).toBe(404);
    expect((await savedMethods(elsewhere, 'frostmark')).body.methods).toEqual([]);

    const otherCart = await fillCart(suite.context, other.headers, [['gems-pouch', 1]]);
    const paid = await createIntent(suite.context, other.headers, {
      cartVersion: otherCart.version,
      method: { type: 'scheme', storedMethodId: card!.id },
    });
    expect(paid.status).toBe(422);
    expect(JSON.stringify(await paid.json())).toContain('method.storedMethodId');
    expect((await savedMethods(owner)).body.methods).toHaveLength(1);
  });

  it('saves a 3-D Secure card once the challenge passes, asks for 3-D Secure again when it pays, and flags it expired after its month', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'secure-saver@example.com');
    const cart = await fillCart(suite.context, browser.headers, [['gems-pouch', 1]]);
    const answer = await createIntent(suite.context, browser.headers, {
      cartVersion: cart.version,
      method: { type: 'scheme', scenario: 'card_3ds_required' },
      saveMethod: true,
    });
    const intent = (await answer.json()) as PaymentIntent;
    expect(intent.resultCode).toBe('ChallengeShopper');
    expect((await savedMethods(browser)).body.methods).toEqual([]);
    await sandbox().answerChallenge(await refOf(intent.paymentIntentId), 'password');
    const [card] = (await savedMethods(browser)).body.methods;
    expect(card).toMatchObject({ last4: '3184', expired: false });
    await complete(suite.context, browser.headers, intent.paymentIntentId);

    const again = await fillCart(suite.context, browser.headers, [['phoenix-warden', 1]]);
    const second = await createIntent(suite.context, browser.headers, {
      cartVersion: again.version,
      method: { type: 'scheme', storedMethodId: card!.id },
    });
    expect(await second.json()).toMatchObject({ resultCode: 'ChallengeShopper', orderStatus: 'pending' });

    const saved = clock.now();
    clock.set(new Date(Date.UTC(saved.getUTCFullYear() + 3, saved.getUTCMonth() + 1, 1)));
    try {
      const later = await signedInBrowser(suite.context, SHOP, 'secure-saver@example.com');
      expect((await savedMethods(later)).body.methods[0]).toMatchObject({ id: card!.id, expired: true });
    } finally {
      clock.set(saved);
    }
  });

  it('save_payment records consent for an intent not sent yet, and refuses to change it once sent', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'later-saver@example.com');
    const cart = await fillCart(suite.context, browser.headers, [['gems-pouch', 1]]);
    const paid = (await (
      await createIntent(suite.context, browser.headers, {
        cartVersion: cart.version,
        method: { type: 'scheme', scenario: 'card_success' },
      })
    ).json()) as PaymentIntent;
    const save = (paymentIntentId: string, value: boolean) =>
      callRoute(saveCartPaymentCall, suite.context, {
        path: '/api/cart_payment_v3/save_payment',
        body: { paymentIntentId, save: value },
        headers: browser.headers,
      });
    expect((await save(paid.paymentIntentId, true)).status).toBe(409);
    expect((await save(paid.paymentIntentId, false)).status).toBe(200);
    const other = await signedInBrowser(suite.context, SHOP, 'not-the-payer@example.com');
    const foreign = await callRoute(saveCartPaymentCall, suite.context, {
      path: '/api/cart_payment_v3/save_payment',
      body: { paymentIntentId: paid.paymentIntentId, save: true },
      headers: other.headers,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('refunds', () => {
  it('the game server refunds an order: refunded, currency taken back, loyalty reversed, one revoke per line, once', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'refunded@example.com');
    const intent = await pay(
      suite.context,
      browser.headers,
      [
        ['gems-pouch', 1],
        ['phoenix-warden', 1],
      ],
      { type: 'scheme', scenario: 'card_success' },
    );
    expect(await balance(browser.player.id)).toBe(500);
    const answer = await refundByGameServer(intent.orderId, {}, { 'Idempotency-Key': 'refund-1' });
    expect(answer.status).toBe(200);
    const state = orderRefundStateSchema.parse(await answer.json());
    expect(state).toMatchObject({ status: 'refunded', refundedAmount: intent.amount, total: intent.amount });
    expect(state.refunds).toEqual([
      expect.objectContaining({ amount: intent.amount, source: 'game_server', reason: 'refund', unrecovered: {} }),
    ]);
    expect(await balance(browser.player.id)).toBe(0);
    const ledger = await suite.db
      .select({ delta: walletLedger.delta, reason: walletLedger.reason })
      .from(walletLedger)
      .where(eq(walletLedger.orderId, intent.orderId));
    expect(ledger).toContainEqual({ delta: -500, reason: 'refund' });
    const revokes = await revokesOf(intent.orderId);
    expect(revokes).toHaveLength(2);
    expect(revokes.every((row) => row.payload.kind === 'revoke' && row.payload.revokes?.reason === 'refund')).toBe(
      true,
    );
    expect(state.revokeDeliveryIds.sort()).toEqual(revokes.map((row) => row.id).sort());

    // The sandbox's own refund webhook arrives too, carrying the same refund id: it adds nothing.
    await eventually(async () => {
      const events = await suite.db
        .select({ type: paymentEvents.type })
        .from(paymentEvents)
        .where(eq(paymentEvents.providerRef, await refOf(intent.paymentIntentId)));
      return events.some((event) => event.type === 'refund.succeeded');
    });
    const [order] = await suite.db.select().from(orders).where(eq(orders.id, intent.orderId));
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: intent.amount });
    expect(await revokesOf(intent.orderId)).toHaveLength(2);

    // Retried with the same key after the refund: nothing is left to refund, and no money moves again.
    const retried = await refundByGameServer(intent.orderId, {}, { 'Idempotency-Key': 'refund-1' });
    expect(retried.status).toBe(409);
  });

  it('takes back only what is left of spent currency and reports the rest as unrecovered', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'spender@example.com');
    const intent = await pay(suite.context, browser.headers, [['gems-pouch', 1]], {
      type: 'scheme',
      scenario: 'card_success',
    });
    await suite.db.transaction((tx) =>
      debitWallet(tx, clock, {
        shopId: browser.player.shopId,
        playerId: browser.player.id,
        currencyId: 'ember-gems',
        amount: 300,
        reason: 'purchase',
      }),
    );
    const state = orderRefundStateSchema.parse(await (await refundByGameServer(intent.orderId)).json());
    expect(state.refunds[0]!.unrecovered).toEqual({ 'ember-gems': 300 });
    expect(await balance(browser.player.id)).toBe(0);
  });

  it('a partial refund is recorded and takes nothing back; refunding the rest refunds the order', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'partial@example.com');
    const intent = await pay(suite.context, browser.headers, [['gems-pouch', 1]], {
      type: 'scheme',
      scenario: 'card_success',
    });
    const part = orderRefundStateSchema.parse(await (await refundByGameServer(intent.orderId, { amount: 1 })).json());
    expect(part).toMatchObject({ status: 'paid', refundedAmount: 1, revokeDeliveryIds: [] });
    expect(await balance(browser.player.id)).toBe(500);
    const tooMuch = await refundByGameServer(intent.orderId, { amount: intent.amount });
    expect(tooMuch.status).toBe(422);
    expect(JSON.stringify(await tooMuch.json())).toContain('amount');
    const rest = orderRefundStateSchema.parse(await (await refundByGameServer(intent.orderId)).json());
    expect(rest).toMatchObject({ status: 'refunded', refundedAmount: intent.amount });
    expect(rest.revokeDeliveryIds).toHaveLength(1);
  });

  it('refuses bad input with field paths, another shop’s key, and unknown orders', async () => {
    const intentless = '8b7e6c1a-0000-4000-8000-000000000000';
    const bad = await refundByGameServer(intentless, { amount: -5 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('amount');
    const unknown = await refundByGameServer('8b7e6c1a-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const noKey = await callRoute(refundOrderCall, suite.context, {
      path: `/server-api/v1/shops/${SHOP}/orders/${intentless}/refund`,
      params: { shop: SHOP, orderId: intentless },
      body: {},
    });
    expect(noKey.status).toBe(401);
  });

  it('a lost dispute from the provider refunds the order through the webhook', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'disputed@example.com');
    const intent = await pay(suite.context, browser.headers, [['gems-pouch', 1]], {
      type: 'scheme',
      scenario: 'card_success',
    });
    // The service's sandbox starts its webhook sender after its commit, as for every change it makes.
    const provider = suite.context.payments.sandbox();
    expect(provider).toBeInstanceOf(SandboxProvider);
    await (provider as SandboxProvider).dispute(await refOf(intent.paymentIntentId), intent.amount);
    await eventually(async () => {
      const [order] = await suite.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, intent.orderId));
      return order?.status === 'refunded';
    });
    const revokes = await revokesOf(intent.orderId);
    expect(revokes.map((row) => row.payload.revokes?.reason)).toEqual(['dispute']);
  });

  const ROUNDS = usingRealPostgres ? 20 : 3;
  it(`a refund webhook delivered twice racing the game server's refund, ${ROUNDS} times: one reversal, one revoke per line`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const browser = await signedInBrowser(suite.context, SHOP, `refund-racer${round}@example.com`);
      const intent = await pay(
        suite.context,
        browser.headers,
        [
          ['gems-pouch', 1],
          ['phoenix-warden', 1],
        ],
        { type: 'scheme', scenario: 'card_success' },
      );
      const ref = await refOf(intent.paymentIntentId);
      const key = `race-${round}`;
      // The provider refunds first (as when the game server's call reached it), then its answer and webhook race.
      const refund = await sandbox().refund(ref, intent.amount, key);
      const event = sandboxWebhook(
        sandboxWebhookSecret(suite.context.authSecret),
        { ref, resultCode: 'Authorised', outcome: 'SUCCEEDED', refusalReason: null, error: null },
        clock.now(),
        `evt_race_${round}`,
        { id: refund.refundRef, amount: refund.refunded, reason: 'refund' },
      );
      const [byServer, hook1, hook2] = await Promise.all([
        refundByGameServer(intent.orderId, {}, { 'Idempotency-Key': key }),
        deliverWebhook(suite.context, event),
        deliverWebhook(suite.context, event),
      ]);
      expect([200, 409]).toContain(byServer.status);
      expect(hook1.status).toBe(200);
      expect(hook2.status).toBe(200);
      const [order] = await suite.db.select().from(orders).where(eq(orders.id, intent.orderId));
      expect(order).toMatchObject({ status: 'refunded', refundedAmount: intent.amount });
      expect(await balance(browser.player.id)).toBe(0);
      const reversals = await suite.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.orderId, intent.orderId), eq(walletLedger.reason, 'refund')));
      expect(reversals).toHaveLength(1);
      const loyalty = await suite.db
        .select({ source: loyaltyLedger.source })
        .from(loyaltyLedger)
        .where(eq(loyaltyLedger.sourceId, intent.orderId));
      expect(loyalty.filter((row) => row.source === 'refund').length).toBe(
        loyalty.filter((row) => row.source === 'order').length,
      );
      expect(await revokesOf(intent.orderId)).toHaveLength(2);
    }
  }, 120_000);

  it('an offer chain step paid twice is refunded for its line and the line revoked', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'chain-twice@example.com');
    const intent = await pay(
      suite.context,
      browser.headers,
      [
        ['gems-pouch', 1],
        ['phoenix-warden', 1],
      ],
      { type: 'scheme', scenario: 'card_success' },
    );
    const [order] = await suite.db.select().from(orders).where(eq(orders.id, intent.orderId));
    const lines = await suite.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const pouch = lines.find((line) => line.itemId === 'gems-pouch')!;
    // What settleOrder records for a chain step paid twice (decision 050).
    await suite.db.insert(paymentEvents).values({
      provider: 'sandbox',
      eventId: `offer-chain-refund-due:${pouch.id}`,
      shopId: order!.shopId,
      providerRef: await refOf(intent.paymentIntentId),
      type: 'offer_chain_refund_due',
      payload: { orderId: order!.id, orderLineId: pouch.id, amount: pouch.amount, currency: order!.currency },
      receivedAt: clock.now(),
    });
    expect(await refundOfferChainDuplicates(suite.context)).toBe(1);
    expect(await refundOfferChainDuplicates(suite.context)).toBe(0);
    const [after] = await suite.db.select().from(orders).where(eq(orders.id, intent.orderId));
    expect(after).toMatchObject({ status: 'paid', refundedAmount: pouch.amount });
    const revokes = await revokesOf(intent.orderId);
    expect(revokes.map((row) => [row.orderLineId, row.payload.revokes?.reason])).toEqual([
      [pouch.id, 'offer_chain_duplicate'],
    ]);
    expect(await balance(browser.player.id)).toBe(0);
  });
});
