import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orders } from '../../db/schema';
import { listPaymentMethodsCall } from '../../app/server/api/list-payment-methods.server';
import { refundOrderCall } from '../../app/server/api/refund-order.server';
import type { PaymentIntent } from '../../schemas/commerce';
import type { SavedPaymentMethod } from '../../schemas/saved-methods';
import { createIntent, fillCart, SHOP } from '../helpers/checkout-flow';
import { integrationSuite } from '../helpers/integration-suite';
import { providersUnderTest, shopPayingWith } from '../helpers/providers-under-test';
import { callRoute, signedInBrowser } from '../helpers/test-context';

// Issue 15's whole journey, for every provider a shop can pay with (the sandbox, and Stripe and Adyen through their
// official SDKs against the local fakes), through our routes: pay and keep the card (with consent), find it in the
// saved methods, pay again with it in one step, and be refunded by the game server; the game gets one grant per line
// and, after the refund, one revoke per line, however often the refund is asked for.

const KEY = 'seed-key-for-provider-journeys-0123456789';

describe.each(providersUnderTest().map((provider) => [provider.id, provider] as const))(
  'a shop paying with %s',
  (id, provider) => {
    let env: Record<string, string> = {};
    beforeAll(async () => {
      env = await provider.start(SHOP);
    });
    afterAll(() => provider.stop());
    const suite = integrationSuite({
      seeds: [shopPayingWith(id)],
      apiKey: KEY,
      env: () => ({ ...env, SEED_API_KEY: KEY }),
    });

    async function pay(headers: Record<string, string>, method: Record<string, unknown>, saveMethod = false) {
      const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
      const answer = await createIntent(suite.context, headers, {
        cartVersion: cart.version,
        method,
        ...(saveMethod ? { saveMethod } : {}),
      });
      expect(answer.status).toBe(200);
      return (await answer.json()) as PaymentIntent;
    }

    async function savedMethods(headers: Record<string, string>) {
      const answer = await callRoute(listPaymentMethodsCall, suite.context, {
        path: `/api/user/me/${SHOP}/all_payment_methods`,
        params: { shop: SHOP },
        headers,
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { methods: SavedPaymentMethod[] }).methods;
    }

    function refundByGameServer(orderId: string) {
      return callRoute(refundOrderCall, suite.context, {
        path: `/server-api/v1/shops/${SHOP}/orders/${orderId}/refund`,
        params: { shop: SHOP, orderId },
        body: {},
        headers: { Authorization: `Bearer ${KEY}` },
      });
    }

    async function deliveriesOf(orderId: string, kind: 'grant' | 'revoke') {
      return suite.db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.orderId, orderId), eq(deliveries.kind, kind)));
    }

    it('pays and keeps the card, pays again with it in one step, and a refund revokes what it bought, once', async () => {
      const { headers } = await signedInBrowser(suite.context, SHOP, `${id}-journey@example.com`);
      const first = await pay(headers, provider.paysAtOnce(), true);
      expect(first).toMatchObject({ provider: id, outcome: 'SUCCEEDED', orderStatus: 'paid' });

      const methods = await savedMethods(headers);
      expect(methods).toHaveLength(1);
      expect(methods[0]).toMatchObject({ last4: expect.stringMatching(/^\d{4}$/), expired: false });
      // No card number anywhere in what the player is shown. The method's id is the provider's opaque reference:
      // its random hex may hold a long run of digits (a flaky CI run), so it is left out of this check.
      const { id: _providerReference, ...shown } = methods[0]!;
      expect(JSON.stringify(shown)).not.toMatch(/\d{12,}/);

      const again = await pay(headers, { type: 'scheme', storedMethodId: methods[0]!.id });
      expect(again).toMatchObject({ provider: id, outcome: 'SUCCEEDED', orderStatus: 'paid' });
      expect(await deliveriesOf(again.orderId, 'grant')).toHaveLength(1);

      const refunded = await refundByGameServer(again.orderId);
      expect(refunded.status).toBe(200);
      const [order] = await suite.db.select().from(orders).where(eq(orders.id, again.orderId));
      expect(order).toMatchObject({ status: 'refunded', refundedAmount: again.amount });
      expect(await deliveriesOf(again.orderId, 'revoke')).toHaveLength(1);

      // Asked again (a retry from the game): nothing more is refunded nor revoked.
      expect((await refundByGameServer(again.orderId)).status).toBeLessThan(500);
      expect(await deliveriesOf(again.orderId, 'revoke')).toHaveLength(1);
      // The first order, paid with the card the player then kept, is untouched.
      const [firstOrder] = await suite.db.select().from(orders).where(eq(orders.id, first.orderId));
      expect(firstOrder!.status).toBe('paid');
    });
  },
);
