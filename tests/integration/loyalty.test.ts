import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveries, loyaltyLedger, rewardClaims, wallets } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { settleOrder } from '../../app/server/commerce/settlement.server';
import {
  acknowledgeLoyaltyPointsCall as ackRoute,
  claimLoyaltyMilestoneCall as claimRoute,
  getLoyaltyDetailsCall as detailsRoute,
} from '../../app/server/api/loyalty.server';
import { acquireItemWithVirtualCurrencyCall as acquireRoute } from '../../app/server/api/acquire-item-with-virtual-currency.server';
import { reverseLoyaltyForOrder } from '../../app/server/engagement/loyalty.server';
import { engagementForPage } from '../../app/server/engagement/page-state.server';
import { requirePublishedShop } from '../../app/server/shops.server';
import { sandboxWebhook } from '../../app/server/payments/sandbox/sandbox-provider.server';
import { sandboxWebhookSecret } from '../../app/server/payments/sandbox/sandbox-webhooks.server';
import type { LoyaltyDetails } from '../../schemas/engagement/loyalty';
import type { ShopConfig } from '../../schemas/shop-config';
import { usingRealPostgres } from '../helpers/test-database';
import { callRoute, shopIdOf, signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { complete, deliverWebhook, pay, SHOP } from '../helpers/checkout-flow';

// Loyalty (docs/decisions/048): points credited once per paid order at settle, reversed once by a refund, tiers and
// milestones from the total, milestones claimed once. Emberfall's demo campaign: 10 Embers per dollar at Spark
// (from 0), x1.25 at Flame (from 250), x1.5 at Blaze (from 1000); milestones at 50, 250, 1000 and 3000.
const RACERS = usingRealPostgres ? 100 : 10;
const SETTLE_ROUNDS = usingRealPostgres ? 10 : 2;

// Frostmark runs no campaign in this file: its calls answer 404.
const seeds = demoShops.map((shop) => {
  if (shop.handle !== 'frostmark') return shop;
  const { loyalty: _dropped, ...engagement } = shop.config.engagement;
  const config: ShopConfig = { ...shop.config, engagement };
  return { ...shop, config };
});
const suite = integrationSuite({ seeds });
const { clock } = suite;
let emberfallId = '';
beforeAll(async () => {
  emberfallId = await shopIdOf(suite.db, SHOP);
});

type Headers = Record<string, string>;
let emails = 0;
function player(shop = SHOP) {
  emails += 1;
  return signedInBrowser(suite.context, shop, `loyal-${emails}@example.com`);
}

/** Pays an order in the sandbox and settles it as the payment's result would: resolves with the order id. */
async function paidOrder(headers: Headers, items: Array<[string, number]>): Promise<string> {
  const intent = await pay(suite.context, headers, items, { type: 'scheme' });
  await suite.db.transaction((tx) => settleOrder(tx, clock, intent.orderId));
  return intent.orderId;
}

const details = (headers: Headers, shop = SHOP) =>
  callRoute(detailsRoute, suite.context, {
    path: `/api/shops/${shop}/loyalty_details`,
    params: { shop },
    headers,
  });
async function detailsOf(headers: Headers): Promise<LoyaltyDetails> {
  const answer = await details(headers);
  expect(answer.status).toBe(200);
  return (await answer.json()) as LoyaltyDetails;
}
const claim = (headers: Headers, id: string, shop = SHOP) =>
  callRoute(claimRoute, suite.context, {
    method: 'POST',
    path: `/api/shops/${shop}/claim_loyalty_milestone/${id}`,
    params: { shop, id },
    headers,
  });
const ack = (headers: Headers, body: Record<string, unknown>, shop = SHOP) =>
  callRoute(ackRoute, suite.context, {
    path: `/api/shops/${shop}/ack_loyalty_points`,
    params: { shop },
    body,
    headers,
  });

const ledgerOf = (orderId: string) =>
  suite.db
    .select({ delta: loyaltyLedger.delta, source: loyaltyLedger.source })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.sourceId, orderId));

describe('earning loyalty points', () => {
  it('a paid order credits its points at settle; the tier reached before an order sets its rate', async () => {
    const { headers } = await player();
    const fresh = await detailsOf(headers);
    expect(fresh).toMatchObject({
      points: 0,
      tier: { id: 'spark' },
      nextTier: { id: 'flame' },
      pointsToNextTier: 250,
      nextMilestoneId: 'first-spark',
      pointsToNextMilestone: 50,
      unackedPoints: 0,
    });
    expect(fresh.milestones.map((m) => m.status)).toEqual(['locked', 'locked', 'locked', 'locked']);

    // 2 x 19.99 + 14.99 = 54.97 USD at Spark: floor(5497 x 10 / 100) = 549.
    await paidOrder(headers, [
      ['forge-bundle', 2],
      ['phoenix-warden', 1],
    ]);
    // Now at Flame (x1.25): 4.99 USD earns floor(499 x 10 x 125 / 10 000) = 62, not 49.
    await paidOrder(headers, [['gems-pouch', 1]]);
    const after = await detailsOf(headers);
    expect(after).toMatchObject({
      points: 611,
      tier: { id: 'flame', multiplierPercent: 125 },
      nextTier: { id: 'blaze' },
      pointsToNextTier: 389,
      nextMilestoneId: 'roaring-hearth',
      pointsToNextMilestone: 389,
      ackedPoints: 0,
      unackedPoints: 611,
    });
    expect(after.milestones.map((m) => [m.id, m.status])).toEqual([
      ['first-spark', 'reached'],
      ['kindled', 'reached'],
      ['roaring-hearth', 'locked'],
      ['dragonfire', 'locked'],
    ]);
  });

  it('an order paid with virtual currency earns nothing', async () => {
    const { headers, player: buyer } = await player();
    await paidOrder(headers, [['gems-pouch', 1]]);
    expect((await detailsOf(headers)).points).toBe(49);
    // The pouch credited 500 gems; a 120-gem sack of gold bought with them adds no Embers.
    const bought = await callRoute(acquireRoute, suite.context, {
      method: 'POST',
      path: `/api/shop/${SHOP}/acquire_item_with_virtual_currency/gold-sack`,
      params: { shop: SHOP, item: 'gold-sack' },
      headers,
    });
    expect(bought.status).toBe(200);
    expect((await detailsOf(headers)).points).toBe(49);
    const rows = await suite.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.playerId, buyer.id));
    expect(rows).toHaveLength(1);
  });

  it(`the webhook, complete_purchase and a third settle racing on one order, ${SETTLE_ROUNDS} orders: each credits its points once`, async () => {
    const race = async () => {
      const { headers, player: buyer } = await player();
      const intent = await pay(suite.context, headers, [['gems-pouch', 1]], {
        type: 'scheme',
        scenario: 'card_3ds_required',
      });
      const ref = intent.action && 'url' in intent.action ? intent.action.url.split('/').pop()! : '';
      const { SandboxProvider } = await import('../../app/server/payments/sandbox/sandbox-provider.server');
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
        complete(suite.context, headers, intent.paymentIntentId),
        // A third caller settling the same order at the same moment.
        suite.db.transaction((tx) => settleOrder(tx, clock, intent.orderId)),
      ]);
      expect(hook.status).toBe(200);
      expect(completed.status).toBe(200);
      return { headers, orderId: intent.orderId, playerId: buyer.id };
    };
    const raced = await Promise.all(Array.from({ length: SETTLE_ROUNDS }, race));
    for (const { headers, orderId, playerId } of raced) {
      expect(await ledgerOf(orderId)).toEqual([{ delta: 49, source: 'order' }]);
      const rows = await suite.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.playerId, playerId));
      expect(rows).toHaveLength(1);
      expect((await detailsOf(headers)).points).toBe(49);
    }
  }, 60_000);
});

describe('reversing loyalty points', () => {
  it('a refund takes the order’s points back once, the tier falls with them, and the total never shows below 0', async () => {
    const { headers, player: buyer } = await player();
    const big = await paidOrder(headers, [['forge-bundle', 2]]);
    expect(await detailsOf(headers)).toMatchObject({ points: 399, tier: { id: 'flame' } });

    const reversals = await Promise.all(
      Array.from({ length: 10 }, () => suite.db.transaction((tx) => reverseLoyaltyForOrder(tx, clock, big))),
    );
    expect(reversals.filter((points) => points > 0)).toEqual([399]);
    expect(await ledgerOf(big)).toEqual(
      expect.arrayContaining([
        { delta: 399, source: 'order' },
        { delta: -399, source: 'refund' },
      ]),
    );
    expect(await ledgerOf(big)).toHaveLength(2);
    expect(await detailsOf(headers)).toMatchObject({ points: 0, tier: { id: 'spark' }, pointsToNextTier: 250 });

    // An order that earned nothing has nothing to reverse.
    expect(await suite.db.transaction((tx) => reverseLoyaltyForOrder(tx, clock, crypto.randomUUID()))).toBe(0);

    // A publisher's adjustment below the credits (an append-only correction) shows 0, never a negative total.
    await suite.db.insert(loyaltyLedger).values({
      shopId: emberfallId,
      playerId: buyer.id,
      delta: -100,
      source: 'adjustment',
      sourceId: `correction-${buyer.id}`,
      createdAt: clock.now(),
    });
    expect((await detailsOf(headers)).points).toBe(0);
  });
});

describe('acknowledging new points', () => {
  it('records the total the page showed; repeating it changes nothing; points earned meanwhile stay new', async () => {
    const { headers } = await player();
    await paidOrder(headers, [['gems-pouch', 1]]);
    expect((await detailsOf(headers)).unackedPoints).toBe(49);

    const first = await ack(headers, { points: 49 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ points: 49, ackedPoints: 49, unackedPoints: 0 });
    const again = await ack(headers, { points: 49 });
    expect(await again.json()).toEqual({ points: 49, ackedPoints: 49, unackedPoints: 0 });
    expect(await detailsOf(headers)).toMatchObject({ ackedPoints: 49, unackedPoints: 0 });

    // Another purchase lands after the page was drawn: acknowledging what the page showed leaves it new.
    await paidOrder(headers, [['gems-pouch', 1]]);
    expect(await (await ack(headers, { points: 49 })).json()).toEqual({
      points: 98,
      ackedPoints: 49,
      unackedPoints: 49,
    });
    // More than the total is capped at it; no body field acknowledges the total.
    expect(await (await ack(headers, { points: 10_000 })).json()).toMatchObject({ ackedPoints: 98 });
    expect(await (await ack(headers, {})).json()).toMatchObject({ ackedPoints: 98, unackedPoints: 0 });
  });

  it('refuses a body that is not a whole number of points, with a 400 naming the field', async () => {
    const { headers } = await player();
    for (const body of [{ points: -1 }, { points: 1.5 }, { points: 'many' }, { seen: 3 }]) {
      const answer = await ack(headers, body);
      expect(answer.status).toBe(400);
    }
  });
});

describe('claiming a loyalty milestone', () => {
  it(`${RACERS} claims of the same milestone at once: one grant, one wallet credit, one delivery`, async () => {
    const { headers, player: claimer } = await player();
    await paidOrder(headers, [['gems-pouch', 2]]);
    expect((await detailsOf(headers)).points).toBe(99);

    const answers = await Promise.all(Array.from({ length: RACERS }, () => claim(headers, 'first-spark')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    const granted = await answers.find((answer) => answer.status === 200)!.json();
    expect(granted).toMatchObject({
      milestoneId: 'first-spark',
      rewards: [{ name: 'Ember Gems', amount: 100, currencyId: 'ember-gems' }],
    });

    const claims = await suite.db
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.playerId, claimer.id), eq(rewardClaims.kind, 'loyalty_milestone')));
    expect(claims.map((row) => row.subject)).toEqual(['first-spark']);
    const rewardDeliveries = await suite.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.playerId, claimer.id), eq(deliveries.claimId, claims[0]!.id)));
    expect(rewardDeliveries).toHaveLength(1);
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, claimer.id), eq(wallets.currencyId, 'ember-gems')));
    // Two pouches (2 x 500) and the milestone's 100.
    expect(wallet?.balance).toBe(1100);

    const after = await detailsOf(headers);
    expect(after.milestones.find((m) => m.id === 'first-spark')?.status).toBe('claimed');
    // Claiming spends no points: the total and the tier stay.
    expect(after.points).toBe(99);
  });

  it('answers 422 when not reached, 404 for an unknown milestone, 409 once claimed', async () => {
    const { headers } = await player();
    const early = await claim(headers, 'first-spark');
    expect(early.status).toBe(422);
    expect(await early.json()).toMatchObject({
      error: { code: 'unprocessable', message: 'First Spark needs 50 Embers; you have 0' },
    });
    const unknown = await claim(headers, 'no-such-milestone');
    expect(unknown.status).toBe(404);
    await paidOrder(headers, [['gems-pouch', 2]]);
    expect((await claim(headers, 'first-spark')).status).toBe(200);
    const twice = await claim(headers, 'first-spark');
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { code: 'conflict' } });
  });

  it('a claimed milestone stays claimed after a refund takes the points back', async () => {
    const { headers } = await player();
    const order = await paidOrder(headers, [['gems-pouch', 2]]);
    expect((await claim(headers, 'first-spark')).status).toBe(200);
    await suite.db.transaction((tx) => reverseLoyaltyForOrder(tx, clock, order));
    const after = await detailsOf(headers);
    expect(after.points).toBe(0);
    expect(after.milestones.find((m) => m.id === 'first-spark')?.status).toBe('claimed');
  });
});

describe('who sees loyalty', () => {
  it('an anonymous caller gets 401 from each call', async () => {
    const anonymous = { Origin: TEST_ORIGIN };
    expect((await details(anonymous)).status).toBe(401);
    expect((await claim(anonymous, 'first-spark')).status).toBe(401);
    expect((await ack(anonymous, {})).status).toBe(401);
  });

  it('another shop’s session sees nothing of this shop: 401, and its own shop holds none of these points', async () => {
    const email = 'two-shops@example.com';
    const here = await signedInBrowser(suite.context, SHOP, email);
    await paidOrder(here.headers, [['gems-pouch', 2]]);
    const there = await signedInBrowser(suite.context, 'verdant', email);
    expect((await details(there.headers)).status).toBe(401);
    expect((await claim(there.headers, 'first-spark')).status).toBe(401);
    expect((await ack(there.headers, {})).status).toBe(401);
    const own = await details(there.headers, 'verdant');
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ points: 0, campaign: { currencyName: 'Leaves' } });
  });

  it('a shop without a campaign answers 404 with a clear message', async () => {
    const { headers } = await player('frostmark');
    const answer = await details(headers, 'frostmark');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({
      error: { code: 'not_found', message: 'The shop frostmark runs no loyalty campaign' },
    });
    expect((await claim(headers, 'enlisted', 'frostmark')).status).toBe(404);
    expect((await ack(headers, {}, 'frostmark')).status).toBe(404);
  });
});

describe('the LOYALTY page', () => {
  it('gets the player’s details when signed in, and only the campaign’s names for a visitor', async () => {
    const shop = await requirePublishedShop(suite.db, SHOP);
    const { headers } = await player();
    await paidOrder(headers, [['gems-pouch', 1]]);
    const signedIn = await engagementForPage(
      suite.context,
      shop,
      null,
      'LOYALTY',
      new Request(`${TEST_ORIGIN}/${SHOP}/loyalty`, { headers }),
    );
    expect(signedIn.engagement.loyalty).toMatchObject({
      name: 'Emberfall Rewards',
      currencyName: 'Embers',
      details: { points: 49, unackedPoints: 49 },
    });
    const visitor = await engagementForPage(
      suite.context,
      shop,
      null,
      'LOYALTY',
      new Request(`${TEST_ORIGIN}/${SHOP}/loyalty`),
    );
    expect(visitor.engagement).toMatchObject({
      signedIn: false,
      loyalty: { name: 'Emberfall Rewards', currencyName: 'Embers', details: null },
    });
  });

  it('feeds a page with a balance card the player’s total, and a page showing no loyalty nothing', async () => {
    const verdant = await requirePublishedShop(suite.db, 'verdant');
    const home = verdant.config.layout.pages.find((candidate) => candidate.target === 'HOME') ?? null;
    const download = verdant.config.layout.pages.find((candidate) => candidate.target === 'DOWNLOAD') ?? null;
    const { headers } = await player('verdant');
    const request = () => new Request(`${TEST_ORIGIN}/verdant`, { headers });
    const onHome = await engagementForPage(suite.context, verdant, home, 'HOME', request());
    expect(onHome.engagement.loyalty).toMatchObject({ currencyName: 'Leaves', details: { points: 0 } });
    const onDownload = await engagementForPage(suite.context, verdant, download, 'DOWNLOAD', request());
    expect(onDownload.engagement.loyalty).toBeNull();
  });
});
