import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orderLines, orders, wallets } from '../../db/schema';
import { settleOrder } from '../../app/server/commerce/settlement.server';
import { sandboxWebhook } from '../../app/server/payments/sandbox/sandbox-provider.server';
import { sandboxWebhookSecret } from '../../app/server/payments/sandbox/sandbox-webhooks.server';
import type { PaymentIntent } from '../../schemas/commerce';
import { usingRealPostgres } from '../helpers/test-database';
import { signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { complete, deliverWebhook, pay, SHOP } from '../helpers/checkout-flow';

// The synchronous result (complete_purchase) and the provider's webhook both settle the order; whichever comes
// second must change nothing. PGlite runs one query at a time, so the real race is only shown on PostgreSQL.
const ROUNDS = usingRealPostgres ? 100 : 10;
const AT_ONCE = 10;

const suite = integrationSuite();
const { clock } = suite;

async function race(round: number) {
  const browser = await signedInBrowser(suite.context, SHOP, `racer${round}@example.com`);
  // 3-D Secure keeps the payment open until the race: the sandbox's own webhook cannot settle it first.
  const intent: PaymentIntent = await pay(
    suite.context,
    browser.headers,
    [
      ['phoenix-warden', 1],
      ['gems-pouch', 1],
    ],
    { type: 'scheme', scenario: 'card_3ds_required' },
  );
  const ref = intent.action && 'url' in intent.action ? intent.action.url.split('/').pop()! : '';
  const { SandboxProvider } = await import('../../app/server/payments/sandbox/sandbox-provider.server');
  // The player passes the challenge at the provider (its books only), then the webhook and the return race.
  await new SandboxProvider({
    db: suite.db,
    clock,
    webhookSecret: sandboxWebhookSecret(suite.context.authSecret),
  }).answerChallenge(ref, 'password');
  const event = sandboxWebhook(
    sandboxWebhookSecret(suite.context.authSecret),
    { ref, resultCode: 'Authorised', outcome: 'SUCCEEDED', refusalReason: null, error: null },
    clock.now(),
  );
  const [hook, completed] = await Promise.all([
    deliverWebhook(suite.context, event),
    complete(suite.context, browser.headers, intent.paymentIntentId),
  ]);
  expect(hook.status).toBe(200);
  expect(completed.status).toBe(200);
  return { orderId: intent.orderId, playerId: browser.player.id };
}

describe('settling an order', () => {
  it(`the webhook and complete_purchase racing on the same order, ${ROUNDS} times: exactly one delivery per line`, async () => {
    const settled: Array<{ orderId: string; playerId: string }> = [];
    for (let start = 0; start < ROUNDS; start += AT_ONCE) {
      settled.push(
        ...(await Promise.all(Array.from({ length: Math.min(AT_ONCE, ROUNDS - start) }, (_, i) => race(start + i)))),
      );
    }
    for (const { orderId, playerId } of settled) {
      const [order] = await suite.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      expect(order?.status).toBe('paid');
      const lines = await suite.db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      const delivered = await suite.db
        .select({ lineId: deliveries.orderLineId })
        .from(deliveries)
        .where(eq(deliveries.orderId, orderId));
      expect(delivered.map((row) => row.lineId).sort()).toEqual(lines.map((line) => line.id).sort());
      // The currency pack was credited once, not once per caller.
      const [wallet] = await suite.db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(and(eq(wallets.playerId, playerId), eq(wallets.currencyId, 'ember-gems')));
      expect(wallet?.balance).toBe(500);
    }
  }, 120_000);

  it('settleOrder called by 20 callers at once settles once: one "settled", one credit, one delivery per line', async () => {
    const browser = await signedInBrowser(suite.context, SHOP, 'many-callers@example.com');
    const intent = await pay(
      suite.context,
      browser.headers,
      [
        ['gems-pouch', 2],
        ['phoenix-warden', 1],
      ],
      { type: 'scheme' },
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => suite.db.transaction((tx) => settleOrder(tx, clock, intent.orderId))),
    );
    expect(results.filter((result) => result.settled)).toHaveLength(1);
    expect(await suite.db.select().from(deliveries).where(eq(deliveries.orderId, intent.orderId))).toHaveLength(2);
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, browser.player.id), eq(wallets.currencyId, 'ember-gems')));
    expect(wallet?.balance).toBe(1000);
  });
});
