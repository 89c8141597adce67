import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orderLines, orders, payments, sandboxPayments } from '../../db/schema';
import { providerFactories, type ProviderFactories } from '../../app/server/payments/payment-providers.server';
import { PROVIDER_CALL_GRACE_MS, PROVIDER_CALL_TIMEOUT_MS } from '../../app/server/payments/provider-call.server';
import type { CreatePaymentInput, PaymentProvider } from '../../app/server/payments/provider';
import { NEVER_REACHED, reconcileOpenPayments } from '../../app/server/payments/reconciliation.server';
import { SandboxProvider } from '../../app/server/payments/sandbox/sandbox-provider.server';
import type { Cart, PaymentIntent } from '../../schemas/commerce';
import { callRoute, createTestContext, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { createIntent, eventually, fillCart, SHOP } from '../helpers/checkout-flow';
import { loader as webhookRoute } from '../../app/routes/webhooks.$';
import { getCartCall } from '../../app/server/api/get-cart.server';
import { mutateCartCall } from '../../app/server/api/mutate-cart.server';

// The provider is called outside our database transactions (docs/decisions/053): a provider that hangs holds no
// lock, and a crash between its answer and our record ends, through reconciliation, in one charge and one settle.

const suite = integrationSuite();
const { clock } = suite;
let players = 0;
const ROUND = { afterMs: 60_000, abandonAfterMs: 3_600_000 };
const card = (scenario: string) => ({ type: 'scheme', scenario });

async function player() {
  players += 1;
  return signedInBrowser(suite.context, SHOP, `provider-call${players}@example.com`);
}

/** The registry's sandbox with its `createPayment` replaced: the same factory mechanism a real provider uses. */
function sandboxWith(
  createPayment: (real: PaymentProvider, input: CreatePaymentInput) => ReturnType<PaymentProvider['createPayment']>,
): ProviderFactories {
  return {
    sandbox: (none, deps) => {
      const real = providerFactories.sandbox!(none, deps);
      return new Proxy(real, {
        get(target, property) {
          if (property === 'createPayment') return (input: CreatePaymentInput) => createPayment(target, input);
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
    },
  };
}

/** A context (another server, same database) whose sandbox waits before charging until the test releases it. */
function heldProviderContext() {
  let release!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const called = new Promise<void>((resolve) => (entered = resolve));
  const context = createTestContext({
    database: suite.database,
    clock,
    paymentProviders: sandboxWith(async (real, input) => {
      entered();
      await gate;
      return real.createPayment(input);
    }),
  });
  return { context, called, release };
}

/** Settles within the time, or fails: a call that waits on a lock the held checkout keeps would never answer. */
function within<T>(promise: Promise<T>, ms = 10_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);
}

async function orderOf(orderId: string) {
  const [order] = await suite.db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

async function paymentOfPlayer(playerId: string) {
  const [row] = await suite.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.playerId, playerId));
  return row!.payment;
}

async function chargesFor(paymentId: string) {
  return suite.db
    .select({ status: sandboxPayments.status })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentId, paymentId));
}

async function deliveredLines(orderId: string) {
  const lines = await suite.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const delivered = await suite.db
    .select({ lineId: deliveries.orderLineId })
    .from(deliveries)
    .where(eq(deliveries.orderId, orderId));
  return { lines: lines.map((line) => line.id).sort(), delivered: delivered.map((row) => row.lineId).sort() };
}

describe('a provider that hangs', () => {
  it("holds no lock: the player's cart changes, another player pays, and the checkout finishes when it answers", async () => {
    const held = heldProviderContext();
    const { headers, player: payer } = await player();
    const cart = await fillCart(held.context, headers, [['phoenix-warden', 1]]);
    const checkout = createIntent(held.context, headers, { cartVersion: cart.version, method: card('card_success') });
    await within(held.called);

    // The same player's cart, locked by the reservation a moment ago, answers at once.
    const mutated = await within(
      callRoute(mutateCartCall, suite.context, {
        path: '/api/cart/mutate',
        body: { shop: SHOP, mutation: { intent: 'add', itemId: 'gems-pouch', quantity: 1 } },
        headers,
      }),
    );
    expect(mutated.status).toBe(200);
    // A second checkout of the same player is told the first is still being processed: one open payment at a time.
    const again = await within(
      createIntent(suite.context, headers, {
        cartVersion: ((await mutated.json()) as Cart).version,
        method: card('card_success'),
      }),
    );
    expect(again.status).toBe(409);
    // Another player's checkout goes through meanwhile.
    const other = await player();
    const otherCart = await fillCart(suite.context, other.headers, [['phoenix-warden', 1]]);
    const paid = await within(
      createIntent(suite.context, other.headers, { cartVersion: otherCart.version, method: card('card_success') }),
    );
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as PaymentIntent).orderStatus).toBe('paid');

    held.release();
    const answer = await within(checkout);
    expect(answer.status).toBe(200);
    const intent = (await answer.json()) as PaymentIntent;
    expect(intent).toMatchObject({ outcome: 'SUCCEEDED', orderStatus: 'paid' });
    expect((await paymentOfPlayer(payer.id)).providerRef).not.toBeNull();
    expect(await chargesFor(intent.paymentIntentId)).toEqual([{ status: 'succeeded' }]);
    // What was paid left the cart; what was added while the provider hung is still there.
    const { lines } = await fetchCart(headers);
    expect(lines.map((line) => line.itemId)).toEqual(['gems-pouch']);
    await held.context.jobs.drain();
  });
});

async function fetchCart(headers: Record<string, string>): Promise<Cart> {
  const answer = await callRoute(getCartCall, suite.context, {
    method: 'POST',
    path: `/api/cart/get?shop=${SHOP}`,
    headers,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Cart;
}

describe('a crash between the provider call and our record', () => {
  it('the provider charged: reconciliation finds the payment by our id and settles it, one charge, one settle', async () => {
    // The process "dies" right after the provider answered: the answer is never recorded.
    const crashing = createTestContext({
      database: suite.database,
      clock,
      paymentProviders: sandboxWith(async (real, input) => {
        await real.createPayment(input);
        throw new Error('the process died before recording the answer');
      }),
    });
    const { headers, player: payer } = await player();
    const cart = await fillCart(crashing, headers, [
      ['phoenix-warden', 1],
      ['gems-pouch', 1],
    ]);
    const answer = await createIntent(crashing, headers, { cartVersion: cart.version, method: card('card_success') });
    expect(answer.status).toBe(500);
    const payment = await paymentOfPlayer(payer.id);
    expect(payment).toMatchObject({ providerRef: null, outcome: 'UNKNOWN' });
    expect(payment.providerCalledAt).not.toBeNull();
    expect(await chargesFor(payment.id)).toEqual([{ status: 'succeeded' }]);

    // The sandbox's webhook knows only its own ref, which we never recorded: the order waits for reconciliation.
    await crashing.jobs.drain();
    expect((await orderOf(payment.orderId)).status).toBe('pending');
    clock.advance(ROUND.afterMs + 1);
    const [first, second] = await Promise.all([
      reconcileOpenPayments(suite.context, ROUND),
      reconcileOpenPayments(suite.context, ROUND),
    ]);
    expect(first.settled + second.settled).toBeGreaterThanOrEqual(1);
    expect((await orderOf(payment.orderId)).status).toBe('paid');
    const { lines, delivered } = await deliveredLines(payment.orderId);
    expect(delivered).toEqual(lines);
    expect(await chargesFor(payment.id)).toEqual([{ status: 'succeeded' }]);
    expect((await paymentOfPlayer(payer.id)).providerRef).not.toBeNull();
    // Another round finds nothing left to do.
    clock.advance(ROUND.afterMs + 1);
    await reconcileOpenPayments(suite.context, ROUND);
    expect((await deliveredLines(payment.orderId)).delivered).toEqual(lines);
  });

  it("the player's next checkout settles the charged one and charges nothing again", async () => {
    const crashing = createTestContext({
      database: suite.database,
      clock,
      paymentProviders: sandboxWith(async (real, input) => {
        await real.createPayment(input);
        throw new Error('the process died before recording the answer');
      }),
    });
    const { headers, player: payer } = await player();
    const cart = await fillCart(crashing, headers, [['phoenix-warden', 1]]);
    expect(
      (await createIntent(crashing, headers, { cartVersion: cart.version, method: card('card_success') })).status,
    ).toBe(500);
    // At once, the first call may still be under way: nothing is decided, the player is asked to wait.
    const early = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: card('card_success'),
    });
    expect(early.status).toBe(409);
    expect((await orderOf((await paymentOfPlayer(payer.id)).orderId)).status).toBe('pending');
    // Once the call must be over, the next checkout finds the charge by our payment id and settles it.
    clock.advance(PROVIDER_CALL_TIMEOUT_MS + 1);
    const retry = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: card('card_success'),
    });
    expect(retry.status).toBe(409);
    const payment = await paymentOfPlayer(payer.id);
    expect((await orderOf(payment.orderId)).status).toBe('paid');
    expect(await chargesFor(payment.id)).toHaveLength(1);
  });

  it('the provider never saw it: the payment stays open through the grace period, then fails, nothing charged', async () => {
    const lost = createTestContext({
      database: suite.database,
      clock,
      paymentProviders: sandboxWith(() => Promise.reject(new Error('the connection broke before the request left'))),
    });
    const { headers, player: payer } = await player();
    const cart = await fillCart(lost, headers, [['phoenix-warden', 1]]);
    expect(
      (await createIntent(lost, headers, { cartVersion: cart.version, method: card('card_success') })).status,
    ).toBe(500);
    const payment = await paymentOfPlayer(payer.id);

    // Past the sandbox's call timeout but within its grace period (twice that), the provider's books may still be
    // catching up: nothing is decided.
    const sandboxCall = new SandboxProvider({ db: suite.db, clock, webhookSecret: 'unused' }).callTimeoutMs;
    clock.advance(sandboxCall + 1);
    expect(await reconcileOpenPayments(suite.context, { ...ROUND, afterMs: sandboxCall })).toMatchObject({
      open: 1,
      failed: 0,
    });
    expect((await orderOf(payment.orderId)).status).toBe('pending');

    clock.advance(PROVIDER_CALL_GRACE_MS);
    expect(await reconcileOpenPayments(suite.context, ROUND)).toMatchObject({ failed: 1 });
    expect((await orderOf(payment.orderId)).status).toBe('failed');
    const [after] = await suite.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ outcome: 'CANCELED', refusalReason: NEVER_REACHED });
    expect(await chargesFor(payment.id)).toEqual([]);

    // The player pays again, normally.
    const again = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: card('card_success'),
    });
    expect(again.status).toBe(200);
    await eventually(async () => {
      const [paid] = await suite.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.playerId, payer.id), eq(orders.status, 'paid')));
      return paid !== undefined;
    });
  });
});

describe('a provider that answers after we gave up on it', () => {
  it('a charge that lands after its payment was failed is refunded at once: the order stays failed, no money kept', async () => {
    const held = heldProviderContext();
    const { headers, player: payer } = await player();
    const cart = await fillCart(held.context, headers, [['phoenix-warden', 1]]);
    const checkout = createIntent(held.context, headers, { cartVersion: cart.version, method: card('card_success') });
    await within(held.called);
    // Past the grace period the provider has no payment for our id: reconciliation fails it.
    clock.advance(PROVIDER_CALL_GRACE_MS + 1);
    expect(await reconcileOpenPayments(suite.context, ROUND)).toMatchObject({ failed: 1 });
    held.release();
    const answer = await within(checkout);
    expect(answer.status).toBe(200);
    expect((await answer.json()) as PaymentIntent).toMatchObject({ outcome: 'CANCELED', orderStatus: 'failed' });
    const payment = await paymentOfPlayer(payer.id);
    const [books] = await suite.db
      .select({ status: sandboxPayments.status, amount: sandboxPayments.amount, refunded: sandboxPayments.refunded })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, payment.id));
    expect(books).toMatchObject({ status: 'succeeded' });
    expect(books!.refunded).toBe(books!.amount);
    expect((await orderOf(payment.orderId)).status).toBe('failed');
    expect((await deliveredLines(payment.orderId)).delivered).toEqual([]);
    await held.context.jobs.drain();
  });
});

describe("a provider's webhook address", () => {
  function post(path: string, body = '{}') {
    return webhookRoute({
      request: new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      }),
      params: { '*': path.replace('/webhooks/', '') },
      context: suite.context,
    });
  }

  it("names the shop for Stripe and Adyen; a shop without the provider's keys has no webhook there", async () => {
    for (const path of ['/webhooks/payments/stripe/emberfall', '/webhooks/payments/adyen/emberfall']) {
      const answer = await post(path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        received: false,
        message: `No payment provider webhook at ${path.replace('/webhooks/payments/', '')}`,
      });
    }
    // Stripe without a shop, or the sandbox with one, is no provider's address.
    expect((await post('/webhooks/payments/stripe')).status).toBe(404);
    expect((await post('/webhooks/payments/sandbox/emberfall')).status).toBe(404);
  });

  it("keeps the sandbox's at /webhooks/payments/sandbox, where an unsigned event is refused (400)", async () => {
    const answer = await post('/webhooks/payments/sandbox');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ received: false });
  });
});
