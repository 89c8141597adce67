import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orderLines, orders, paymentEvents, payments, rewardClaims, wallets } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { claimOfferChainLinkCall } from '../../app/server/api/claim-offer-chain-link.server';
import { oneItemForCheckout } from '../../app/server/commerce/buy-one-item.server';
import { createOrder } from '../../app/server/commerce/orders.server';
import { settleOrder } from '../../app/server/commerce/settlement.server';
import { offerChainsFor } from '../../app/server/engagement/offer-chains.server';
import { requirePublishedShop } from '../../app/server/shops.server';
import type { OfferChain } from '../../schemas/engagement/offer-chains';
import type { PaymentIntent } from '../../schemas/commerce';
import { usingRealPostgres } from '../helpers/test-database';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { createIntent } from '../helpers/checkout-flow';

// Offer chains (docs/decisions/050): link n is CLAIMED when n <= completed, UNLOCKED when n = completed + 1, LOCKED
// otherwise; a free link is claimed once, a paid one is bought through the checkout and advances at settle only if it
// is still the next one. Races are real only on PostgreSQL.
const RACERS = usingRealPostgres ? 100 : 10;
const PAID_ROUNDS = usingRealPostgres ? 20 : 3;

const free = (id: string, name: string): OfferChain['links'][number] => ({ id, rewards: [{ name, amount: 1 }] });
const testChains: OfferChain[] = [
  {
    id: 'loop',
    name: 'Loop',
    reset: 'on_completion',
    duplicatePayment: 'refund',
    links: [free('a', 'A'), free('b', 'B')],
  },
  { id: 'forever', name: 'Forever', reset: 'never', duplicatePayment: 'refund', links: [free('only', 'Only')] },
];
const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;
const seeds = [
  {
    ...emberfall,
    config: {
      ...emberfall.config,
      engagement: {
        ...emberfall.config.engagement,
        offerChains: [...emberfall.config.engagement.offerChains, ...testChains],
      },
    },
  },
  demoShops.find((shop) => shop.handle === 'frostmark')!,
];

const suite = integrationSuite({ seeds });
const { clock } = suite;

function claim(headers: Record<string, string> | undefined, id: string, linkId: string, shop = 'emberfall') {
  return callRoute(claimOfferChainLinkCall, suite.context, {
    method: 'POST',
    path: `/api/shops/${shop}/offer_chains/${id}/links/${linkId}/claim`,
    params: { shop, id, linkId },
    headers,
  });
}

async function chainOf(shopHandle: string, playerId: string, chainId: string) {
  const shop = await requirePublishedShop(suite.db, shopHandle);
  return (await offerChainsFor(suite.db, clock, shop, playerId, new Set([chainId])))[0]!;
}
const statuses = async (shop: string, playerId: string, chainId: string) =>
  (await chainOf(shop, playerId, chainId)).links.map((link) => link.status);

describe('claiming a free offer chain link', () => {
  it(`${RACERS} claims of the same free link at once: one advance, one grant, one delivery`, async () => {
    clock.set(new Date('2027-03-01T12:00:00Z'));
    const { player, headers } = await signedInBrowser(suite.context, 'emberfall', 'racer@example.com');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => claim(headers, 'dragonhoard-chain', 'step-1')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 1);
    expect(await statuses('emberfall', player.id, 'dragonhoard-chain')).toEqual(['CLAIMED', 'UNLOCKED', 'LOCKED']);
    const claims = await suite.db.select().from(rewardClaims).where(eq(rewardClaims.playerId, player.id));
    expect(claims.map((row) => row.kind)).toEqual(['offer_chain_link']);
    expect(await suite.db.select().from(deliveries).where(eq(deliveries.playerId, player.id))).toHaveLength(1);
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, player.id), eq(wallets.currencyId, 'ember-gems')));
    expect(wallet?.balance).toBe(100);
  });

  it('refuses a locked link and a paid one (422), an unknown chain or link (404)', async () => {
    clock.set(new Date('2027-03-01T12:00:00Z'));
    const { headers } = await signedInBrowser(suite.context, 'emberfall', 'refused@example.com');
    expect((await claim(headers, 'loop', 'b')).status).toBe(422);
    expect((await claim(headers, 'dragonhoard-chain', 'step-2')).status).toBe(422);
    expect((await claim(headers, 'no-chain', 'a')).status).toBe(404);
    expect((await claim(headers, 'loop', 'no-link')).status).toBe(404);
  });

  it('starts a weekly chain over the next week, and a chain that never resets stays claimed', async () => {
    clock.set(new Date('2027-03-03T12:00:00Z'));
    const { player, headers } = await signedInBrowser(suite.context, 'emberfall', 'weekly@example.com');
    expect((await claim(headers, 'dragonhoard-chain', 'step-1')).status).toBe(200);
    expect((await claim(headers, 'forever', 'only')).status).toBe(200);
    clock.set(new Date('2027-03-07T12:00:00Z'));
    expect((await claim(headers, 'dragonhoard-chain', 'step-1')).status).toBe(409);
    // Monday 2027-03-08 begins a new week on the shop's clock.
    clock.set(new Date('2027-03-08T12:00:00Z'));
    const next = await signedInBrowser(suite.context, 'emberfall', 'weekly@example.com');
    expect(await statuses('emberfall', player.id, 'dragonhoard-chain')).toEqual(['UNLOCKED', 'LOCKED', 'LOCKED']);
    expect((await claim(next.headers, 'dragonhoard-chain', 'step-1')).status).toBe(200);
    expect(await statuses('emberfall', player.id, 'forever')).toEqual(['CLAIMED']);
    expect((await claim(next.headers, 'forever', 'only')).status).toBe(409);
  });

  it('starts an on-completion chain over once every link is claimed', async () => {
    clock.set(new Date('2027-03-01T12:00:00Z'));
    const { player, headers } = await signedInBrowser(suite.context, 'emberfall', 'loop@example.com');
    expect((await claim(headers, 'loop', 'a')).status).toBe(200);
    expect(await chainOf('emberfall', player.id, 'loop')).toMatchObject({ cycle: 'run-0', completed: 1 });
    const last = await claim(headers, 'loop', 'b');
    expect(await last.json()).toMatchObject({ cycle: 'run-0', n: 2 });
    expect(await chainOf('emberfall', player.id, 'loop')).toMatchObject({ cycle: 'run-1', completed: 0 });
    expect((await claim(headers, 'loop', 'a')).status).toBe(200);
    const subjects = await suite.db
      .select({ subject: rewardClaims.subject })
      .from(rewardClaims)
      .where(eq(rewardClaims.playerId, player.id));
    expect(subjects.map((row) => row.subject).sort()).toEqual(['loop:run-0:1', 'loop:run-0:2', 'loop:run-1:1']);
  });

  it('answers 401 to an anonymous caller and to another shop’s session, which changes nothing', async () => {
    expect((await claim(undefined, 'dragonhoard-chain', 'step-1')).status).toBe(401);
    const elsewhere = await signedInBrowser(suite.context, 'frostmark', 'elsewhere@example.com');
    expect((await claim(elsewhere.headers, 'dragonhoard-chain', 'step-1')).status).toBe(401);
    expect(await suite.db.select().from(rewardClaims).where(eq(rewardClaims.playerId, elsewhere.player.id))).toEqual(
      [],
    );
  });
});

describe('buying a paid offer chain link', () => {
  it('a Buy carrying the step advances the chain once paid; its reward is the order’s own delivery', async () => {
    clock.set(new Date('2027-03-01T12:00:00Z'));
    const { player, headers } = await signedInBrowser(suite.context, 'emberfall', 'buyer@example.com');
    const buy = (itemId: string, linkId: string) =>
      createIntent(suite.context, headers, {
        cartVersion: 0,
        itemId,
        offerChainLink: { chainId: 'dragonhoard-chain', linkId },
        method: { type: 'scheme', scenario: 'card_success' },
      });
    // Step 2 is locked until step 1 is claimed; a step sells only its own item.
    expect((await buy('hoard-gold', 'step-2')).status).toBe(422);
    expect((await claim(headers, 'dragonhoard-chain', 'step-1')).status).toBe(200);
    expect((await buy('hoard-chest', 'step-2')).status).toBe(422);
    expect((await buy('hoard-chest', 'step-3')).status).toBe(422);
    const bought = await buy('hoard-gold', 'step-2');
    expect(bought.status).toBe(200);
    const intent = (await bought.json()) as PaymentIntent;
    expect(intent.orderStatus).toBe('paid');
    expect(await statuses('emberfall', player.id, 'dragonhoard-chain')).toEqual(['CLAIMED', 'CLAIMED', 'UNLOCKED']);
    const [line] = await suite.db.select().from(orderLines).where(eq(orderLines.orderId, intent.orderId));
    expect(line?.offerChainLink).toEqual({ chainId: 'dragonhoard-chain', cycle: 'week-2027-03-01', link: 2 });
    // One grant (step 1) and one order line: two deliveries, the paid step never granted a second time.
    const claims = await suite.db.select().from(rewardClaims).where(eq(rewardClaims.playerId, player.id));
    expect(claims.map((row) => row.subject)).toEqual(['dragonhoard-chain:week-2027-03-01:1']);
    const sent = await suite.db.select().from(deliveries).where(eq(deliveries.playerId, player.id));
    expect(sent).toHaveLength(2);
  });

  /** Two orders for the same step, priced while it was the next one, then settled at the same time. */
  async function twoTabs(shopHandle: string, email: string, chainId: string, freeLink: string, linkId: string) {
    const { player, headers } = await signedInBrowser(suite.context, shopHandle, email);
    expect((await claim(headers, chainId, freeLink, shopHandle)).status).toBe(200);
    const shop = await requirePublishedShop(suite.db, shopHandle);
    const link = shop.config.engagement.offerChains
      .find((chain) => chain.id === chainId)!
      .links.find((candidate) => candidate.id === linkId)!;
    const orderIds: string[] = [];
    for (const tab of [1, 2]) {
      const { order } = await oneItemForCheckout(suite.db, clock, shop, player.id, link.itemId!, { chainId, linkId });
      const created = await createOrder(suite.db, clock, order);
      await suite.db.insert(payments).values({
        shopId: shop.id,
        orderId: created.id,
        provider: 'sandbox',
        providerRef: `tab-${tab}-${created.id}`,
        amount: order.total,
        currency: order.currency,
      });
      orderIds.push(created.id);
    }
    const settled = await Promise.all(
      orderIds.map((orderId) => suite.db.transaction((tx) => settleOrder(tx, clock, orderId))),
    );
    expect(settled.every((result) => result.settled)).toBe(true);
    return { player, orderIds };
  }

  const refundsDue = async (orderIds: string[]) =>
    (await suite.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'offer_chain_refund_due'))).filter(
      (event) => orderIds.includes(String(event.payload.orderId)),
    );

  it(`two tabs paying for the same step, ${PAID_ROUNDS} times: one advance, the other recorded as a refund due`, async () => {
    clock.set(new Date('2027-03-01T12:00:00Z'));
    for (let round = 0; round < PAID_ROUNDS; round += 1) {
      const { player, orderIds } = await twoTabs(
        'emberfall',
        `tabs${round}@example.com`,
        'dragonhoard-chain',
        'step-1',
        'step-2',
      );
      expect(await chainOf('emberfall', player.id, 'dragonhoard-chain')).toMatchObject({ completed: 2 });
      const due = await refundsDue(orderIds);
      expect(due).toHaveLength(1);
      expect(due[0]!.payload).toMatchObject({ chainId: 'dragonhoard-chain', link: 2, amount: 199, currency: 'USD' });
      // Both orders are paid and delivered: nothing the player paid for is lost while the refund is due.
      const paid = await suite.db.select({ status: orders.status }).from(orders).where(eq(orders.playerId, player.id));
      expect(paid.map((order) => order.status)).toEqual(['paid', 'paid']);
    }
  });

  it('a chain whose choice is credit keeps the second payment as a plain purchase: no refund, no second advance', async () => {
    clock.set(new Date('2027-03-01T12:00:00Z'));
    const { player, orderIds } = await twoTabs('frostmark', 'credit@example.com', 'recon-chain', 'scout', 'sniper');
    expect(await statuses('frostmark', player.id, 'recon-chain')).toEqual(['CLAIMED', 'CLAIMED', 'UNLOCKED']);
    expect(await refundsDue(orderIds)).toEqual([]);
    const delivered = await suite.db.select().from(deliveries).where(eq(deliveries.playerId, player.id));
    // The scout's grant and both orders' lines.
    expect(delivered).toHaveLength(3);
  });
});
