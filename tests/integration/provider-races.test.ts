import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orderLines, orders, payments } from '../../db/schema';
import { getCartCall } from '../../app/server/api/get-cart.server';
import { mutateCartCall } from '../../app/server/api/mutate-cart.server';
import { providerFactories, type ProviderFactories } from '../../app/server/payments/payment-providers.server';
import type { CreatePaymentInput, PaymentProvider } from '../../app/server/payments/provider';
import { PROVIDER_CALL_TIMEOUT_MS } from '../../app/server/payments/provider-call.server';
import { reconcileOpenPayments } from '../../app/server/payments/reconciliation.server';
import type { PaymentProviderId } from '../../schemas/payment-settings';
import type { Cart, PaymentIntent } from '../../schemas/commerce';
import { createIntent, fillCart, SHOP } from '../helpers/checkout-flow';
import { integrationSuite } from '../helpers/integration-suite';
import { providersUnderTest, shopPayingWith } from '../helpers/providers-under-test';
import { callRoute, createTestContext, signedInBrowser } from '../helpers/test-context';

// The checkout's guarantees, for every provider a shop can pay with (the sandbox, and Stripe and Adyen through their
// SDKs against the local fakes): the provider is called outside our transactions (decision 053), yet one cart is
// charged once, and a crash between the charge and our record ends in one charge and one settle.

const ROUND = { afterMs: 60_000, abandonAfterMs: 3_600_000 };
const CONCURRENT = 8;

/** The registry's factory for `id`, with `createPayment` replaced: how a test provider joins, like a real one. */
function withCreatePayment(
  id: PaymentProviderId,
  createPayment: (real: PaymentProvider, input: CreatePaymentInput) => ReturnType<PaymentProvider['createPayment']>,
): ProviderFactories {
  const factory = providerFactories[id] as (credentials: never, deps: never) => PaymentProvider;
  return {
    [id]: (credentials: never, deps: never) =>
      new Proxy(factory(credentials, deps), {
        get(target, property) {
          if (property === 'createPayment') return (input: CreatePaymentInput) => createPayment(target, input);
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      }),
  };
}

describe.each(providersUnderTest().map((provider) => [provider.id, provider] as const))(
  'paying with %s',
  (id, provider) => {
    let env: Record<string, string> = {};
    beforeAll(async () => {
      env = await provider.start(SHOP);
    });
    afterAll(() => provider.stop());
    const suite = integrationSuite({ seeds: [shopPayingWith(id)], env: () => env });
    let players = 0;

    async function player() {
      players += 1;
      return signedInBrowser(suite.context, SHOP, `${id}-race${players}@example.com`);
    }

    /** How many of the player's payments the provider holds money for, read from the provider's own books. */
    async function chargedAtProvider(playerId: string): Promise<number> {
      const rows = await suite.db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(orders.playerId, playerId));
      let charged = 0;
      for (const row of rows) if (await provider.charged(row.id, suite.db)) charged += 1;
      return charged;
    }

    async function ordersOf(playerId: string) {
      return suite.db.select().from(orders).where(eq(orders.playerId, playerId));
    }

    async function deliveredLines(orderId: string) {
      const lines = await suite.db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      const delivered = await suite.db
        .select({ lineId: deliveries.orderLineId })
        .from(deliveries)
        .where(eq(deliveries.orderId, orderId));
      return { lines: lines.map((line) => line.id).sort(), delivered: delivered.map((row) => row.lineId).sort() };
    }

    it(`${CONCURRENT} checkouts of one cart at once: one is paid and charged once, the others refused uncharged`, async () => {
      const { headers, player: payer } = await player();
      const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          createIntent(suite.context, headers, { cartVersion: cart.version, method: provider.paysAtOnce() }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array.from({ length: CONCURRENT - 1 }, () => 409)]);
      const paid = (await ordersOf(payer.id)).filter((order) => order.status === 'paid');
      expect(paid).toHaveLength(1);
      expect(await chargedAtProvider(payer.id)).toBe(1);
      const { lines, delivered } = await deliveredLines(paid[0]!.id);
      expect(delivered).toEqual(lines);
    });

    it('a provider that hangs holds no lock: the player changes the cart meanwhile, then the checkout is paid', async () => {
      let release!: () => void;
      let entered!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const called = new Promise<void>((resolve) => (entered = resolve));
      const held = createTestContext({
        database: suite.database,
        clock: suite.clock,
        env,
        paymentProviders: withCreatePayment(id, async (real, input) => {
          entered();
          await gate;
          return real.createPayment(input);
        }),
      });
      const { headers } = await player();
      const cart = await fillCart(held, headers, [['phoenix-warden', 1]]);
      const checkout = createIntent(held, headers, { cartVersion: cart.version, method: provider.paysAtOnce() });
      await called;
      const mutated = await callRoute(mutateCartCall, suite.context, {
        path: '/api/cart/mutate',
        body: { shop: SHOP, mutation: { intent: 'add', itemId: 'gems-pouch', quantity: 1 } },
        headers,
      });
      expect(mutated.status).toBe(200);
      release();
      const answer = await checkout;
      expect(answer.status).toBe(200);
      expect((await answer.json()) as PaymentIntent).toMatchObject({ outcome: 'SUCCEEDED', orderStatus: 'paid' });
      const left = await callRoute(getCartCall, suite.context, {
        method: 'POST',
        path: `/api/cart/get?shop=${SHOP}`,
        headers,
      });
      expect(((await left.json()) as Cart).lines.map((line) => line.itemId)).toEqual(['gems-pouch']);
      await held.jobs.drain();
    });

    it('a crash between the charge and our record: reconciliation on two servers settles it once, or the provider reverses it', async () => {
      const crashing = createTestContext({
        database: suite.database,
        clock: suite.clock,
        env,
        paymentProviders: withCreatePayment(id, async (real, input) => {
          await real.createPayment(input);
          throw new Error('the process died before recording the answer');
        }),
      });
      const { headers, player: payer } = await player();
      const cart = await fillCart(crashing, headers, [
        ['phoenix-warden', 1],
        ['gems-pouch', 1],
      ]);
      const answer = await createIntent(crashing, headers, {
        cartVersion: cart.version,
        method: provider.paysAtOnce(),
      });
      expect(answer.status).toBe(500);
      await crashing.jobs.drain();
      const [order] = await ordersOf(payer.id);
      expect(order?.status).toBe('pending');

      suite.clock.advance(Math.max(ROUND.afterMs, PROVIDER_CALL_TIMEOUT_MS) + 1);
      const other = createTestContext({ database: suite.database, clock: suite.clock, env });
      await Promise.all([reconcileOpenPayments(suite.context, ROUND), reconcileOpenPayments(other, ROUND)]);
      await other.jobs.drain();
      const [finished] = await ordersOf(payer.id);
      if (provider.afterLostAnswer === 'settled') {
        expect(finished?.status).toBe('paid');
        expect(await chargedAtProvider(payer.id)).toBe(1);
        const { lines, delivered } = await deliveredLines(finished!.id);
        expect(delivered).toEqual(lines);
      } else {
        // Reversed at the provider: no money kept, nothing delivered, the order failed.
        expect(finished?.status).toBe('failed');
        expect(await chargedAtProvider(payer.id)).toBe(0);
        expect((await deliveredLines(finished!.id)).delivered).toEqual([]);
      }
    });
  },
);
