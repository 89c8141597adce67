import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  deliveries,
  idempotencyKeys,
  orderLines,
  orders,
  payments,
  sandboxPayments,
  sandboxWebhookOutbox,
} from '../../db/schema';
import { ABANDONED, reconcileOpenPayments } from '../../app/server/payments/reconciliation.server';
import { SandboxProvider } from '../../app/server/payments/sandbox/sandbox-provider.server';
import { sandboxWebhookSecret } from '../../app/server/payments/sandbox/sandbox-webhooks.server';
import type { PaymentIntent } from '../../schemas/commerce';
import { openSecondHandle, usingRealPostgres } from '../helpers/test-database';
import { createTestContext, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { complete, createIntent, fillCart, pay, SHOP } from '../helpers/checkout-flow';

// What a crash, a lost webhook or an abandoned checkout leaves behind, and its owner finishing it
// (docs/decisions/020-nothing-lost.md). Each case builds the leftover state through the real checkout, then loses
// what the crash would lose.

const suite = integrationSuite();
const { clock } = suite;
let players = 0;
const ROUND = { afterMs: 60_000, abandonAfterMs: 3_600_000 };

async function player() {
  players += 1;
  return signedInBrowser(suite.context, SHOP, `recovering${players}@example.com`);
}

const card = (scenario: string) => ({ type: 'scheme', scenario });

function refOf(intent: PaymentIntent): string {
  const url = intent.action && 'url' in intent.action ? intent.action.url : '';
  return url.split('/').pop()!;
}

/** A 3-D Secure payment the player passes at the provider, whose webhook is then lost (the server died). */
async function chargedButUnsettled(
  headers: Record<string, string>,
  items: Array<[string, number]> = [
    ['phoenix-warden', 1],
    ['gems-pouch', 1],
  ],
) {
  const intent = await pay(suite.context, headers, items, card('card_3ds_required'));
  await suite.context.jobs.drain();
  const sandbox = new SandboxProvider({
    db: suite.db,
    clock,
    webhookSecret: sandboxWebhookSecret(suite.context.authSecret),
  });
  await sandbox.answerChallenge(refOf(intent), 'password');
  // The webhook the provider queued never arrives.
  await suite.db.delete(sandboxWebhookOutbox).where(isNull(sandboxWebhookOutbox.sentAt));
  return intent;
}

async function orderOf(orderId: string) {
  const [order] = await suite.db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

async function deliveredLines(orderId: string) {
  const lines = await suite.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const delivered = await suite.db
    .select({ lineId: deliveries.orderLineId })
    .from(deliveries)
    .where(eq(deliveries.orderId, orderId));
  return { lines: lines.map((line) => line.id).sort(), delivered: delivered.map((row) => row.lineId).sort() };
}

async function succeededChargesOf(playerId: string): Promise<number> {
  const rows = await suite.db
    .select({ ref: sandboxPayments.ref })
    .from(sandboxPayments)
    .innerJoin(payments, eq(payments.providerRef, sandboxPayments.ref))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.playerId, playerId), eq(sandboxPayments.status, 'succeeded')));
  return rows.length;
}

describe('the reconciliation worker', () => {
  it('settles a payment the provider charged whose webhook was lost: paid, one delivery per line', async () => {
    const { headers } = await player();
    const intent = await chargedButUnsettled(headers);
    expect((await orderOf(intent.orderId)).status).toBe('pending');

    // Too early: the webhook and the player's own return get their chance first.
    expect((await reconcileOpenPayments(suite.context, ROUND)).settled).toBe(0);
    clock.advance(ROUND.afterMs + 1);
    await reconcileOpenPayments(suite.context, ROUND);

    expect((await orderOf(intent.orderId)).status).toBe('paid');
    const { lines, delivered } = await deliveredLines(intent.orderId);
    expect(delivered).toEqual(lines);
    // Asked again (another round, another server), it changes nothing.
    clock.advance(ROUND.afterMs + 1);
    await reconcileOpenPayments(suite.context, ROUND);
    expect((await deliveredLines(intent.orderId)).delivered).toEqual(lines);
  });

  it('settles a payment recorded as succeeded whose settlement never ran', async () => {
    const { headers } = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_3ds_required'));
    await suite.context.jobs.drain();
    await suite.db
      .update(payments)
      .set({ outcome: 'SUCCEEDED', resultCode: 'Authorised' })
      .where(eq(payments.id, intent.paymentIntentId));
    clock.advance(ROUND.afterMs + 1);
    await reconcileOpenPayments(suite.context, ROUND);
    expect((await orderOf(intent.orderId)).status).toBe('paid');
  });

  it('cancels a payment the player abandoned, fails its order and gives the coupon use back', async () => {
    const { headers } = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_3ds_required'), 'WELCOME10');
    await suite.context.jobs.drain();
    expect(
      await suite.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, intent.orderId)),
    ).toHaveLength(1);

    // Still waiting for the player within the hour: asked, left open.
    clock.advance(ROUND.afterMs + 1);
    expect((await reconcileOpenPayments(suite.context, ROUND)).open).toBeGreaterThanOrEqual(1);
    expect((await orderOf(intent.orderId)).status).toBe('pending');

    clock.advance(ROUND.abandonAfterMs);
    await reconcileOpenPayments(suite.context, ROUND);
    expect((await orderOf(intent.orderId)).status).toBe('failed');
    const [payment] = await suite.db.select().from(payments).where(eq(payments.id, intent.paymentIntentId));
    expect(payment).toMatchObject({ outcome: 'CANCELED', refusalReason: ABANDONED });
    const [books] = await suite.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.ref, refOf(intent)));
    expect(books?.status).toBe('canceled');
    expect(
      await suite.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, intent.orderId)),
    ).toHaveLength(0);
  });

  it('on two servers at once, settles each open payment exactly once', async () => {
    const opened = [];
    for (let i = 0; i < 8; i += 1) {
      const { headers, player: who } = await player();
      opened.push({ intent: await chargedButUnsettled(headers), playerId: who.id });
    }
    clock.advance(ROUND.afterMs + 1);
    const second = await openSecondHandle(suite.database);
    try {
      const other = createTestContext({ database: second, clock });
      await Promise.all([
        reconcileOpenPayments(suite.context, ROUND),
        reconcileOpenPayments(other, ROUND),
        reconcileOpenPayments(suite.context, ROUND),
      ]);
      await other.jobs.drain();
    } finally {
      if (usingRealPostgres) await second.close();
    }
    for (const { intent, playerId } of opened) {
      expect((await orderOf(intent.orderId)).status).toBe('paid');
      const { lines, delivered } = await deliveredLines(intent.orderId);
      expect(delivered).toEqual(lines);
      expect(await succeededChargesOf(playerId)).toBe(1);
    }
  });
});

describe('a new checkout after a crash', () => {
  it('never charges again for a cart whose earlier payment went through: it settles that one and says so', async () => {
    const { headers, player: who } = await player();
    const intent = await chargedButUnsettled(headers, [['phoenix-warden', 1]]);
    // The player, seeing no confirmation, puts the item in the cart again and pays.
    const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
    const again = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: card('card_success'),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toContain(
      'earlier payment for this cart went through',
    );
    expect((await orderOf(intent.orderId)).status).toBe('paid');
    expect(await succeededChargesOf(who.id)).toBe(1);
  });

  it('cancels an earlier payment still waiting for the player before charging the new one', async () => {
    const { headers, player: who } = await player();
    const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
    const first = (await (
      await createIntent(suite.context, headers, { cartVersion: cart.version, method: card('card_3ds_required') })
    ).json()) as PaymentIntent;
    const answer = await createIntent(suite.context, headers, {
      cartVersion: cart.version,
      method: card('card_success'),
    });
    const second = (await answer.json()) as PaymentIntent;
    expect({ status: answer.status, orderStatus: second.orderStatus }).toEqual({ status: 200, orderStatus: 'paid' });
    expect((await orderOf(first.orderId)).status).toBe('failed');
    expect(await succeededChargesOf(who.id)).toBe(1);
  });
});

describe('an Idempotency-Key whose first request died', () => {
  it('is answered from the order the first request made once its lease ran out, never charging twice', async () => {
    const { headers, player: who } = await player();
    const cart = await fillCart(suite.context, headers, [['phoenix-warden', 1]]);
    const keyed = { ...headers, 'Idempotency-Key': `died-${players}` };
    const body = { cartVersion: cart.version, method: card('card_3ds_required') };
    const first = (await (await createIntent(suite.context, keyed, body)).json()) as PaymentIntent;
    // The server died after its commit, before it stored the answer.
    await suite.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null })
      .where(and(eq(idempotencyKeys.callerId, who.id), eq(idempotencyKeys.key, `died-${players}`)));

    clock.advance(suite.context.env.IDEMPOTENCY_LEASE_MS + 1);
    const retried = await createIntent(suite.context, keyed, body);
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as PaymentIntent).paymentIntentId).toBe(first.paymentIntentId);
    const made = await suite.db.select({ id: orders.id }).from(orders).where(eq(orders.playerId, who.id));
    expect(made).toHaveLength(1);
    // And the answer is stored now: the next retry is a replay.
    const replayed = await createIntent(suite.context, keyed, body);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe("the sandbox's webhooks", () => {
  it('leave through the outbox after the commit: a passed challenge settles the order without the player coming back', async () => {
    const { headers } = await player();
    const intent = await pay(suite.context, headers, [['phoenix-warden', 1]], card('card_3ds_required'));
    const sandbox = new SandboxProvider({
      db: suite.db,
      clock,
      webhookSecret: sandboxWebhookSecret(suite.context.authSecret),
    });
    await sandbox.answerChallenge(refOf(intent), 'password');
    // Nothing kicked the sender (the process that queued it died): its worker's next round posts it.
    const [{ waiting }] = (await suite.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sandboxWebhookOutbox)
      .where(isNull(sandboxWebhookOutbox.sentAt))) as [{ waiting: number }];
    expect(waiting).toBeGreaterThanOrEqual(1);
    suite.context.jobs.kick('sandbox-webhooks');
    await suite.context.jobs.drain();
    expect((await orderOf(intent.orderId)).status).toBe('paid');
    expect(await suite.db.select().from(sandboxWebhookOutbox).where(isNull(sandboxWebhookOutbox.sentAt))).toHaveLength(
      0,
    );
    // The player's return afterwards finds it paid and changes nothing.
    const completed = (await (await complete(suite.context, headers, intent.paymentIntentId)).json()) as PaymentIntent;
    expect(completed).toMatchObject({ orderStatus: 'paid', action: null });
  });
});
