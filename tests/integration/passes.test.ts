import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orders, rewardClaims, wallets } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { postGameEventsCall as postEvents } from '../../app/server/api/post-game-events.server';
import { claimPassRewardCall, listPassesCall } from '../../app/server/api/passes.server';
import { createGameLinkCode, redeemGameLinkCode } from '../../app/server/players/link-codes.server';
import { engagementForPage } from '../../app/server/engagement/page-state.server';
import { requirePublishedShop } from '../../app/server/shops.server';
import type { PassView } from '../../schemas/api/passes';
import type { Pass } from '../../schemas/engagement/passes';
import { deliveryPayloadSchema } from '../../schemas/delivery';
import { usingRealPostgres } from '../helpers/test-database';
import { callRoute, shopIdOf, signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { insertOrder } from '../helpers/paid-orders';

// Battle and premium passes (docs/decisions/051-passes-hub-and-badges.md): XP from the game's events and the money
// paid in the season, levels from XP, each level's free and premium reward claimed once, premium only once the
// premium item is paid for in the season.

const SHOP = 'emberfall';
const KEY = 'seed-key-for-passes-0123456789abcdef';
const RACERS = usingRealPostgres ? 100 : 10;

const pass: Pass = {
  id: 'ashen-pass',
  name: 'Ashen Crown',
  startsAt: '2027-02-01T00:00:00Z',
  endsAt: '2027-04-01T00:00:00Z',
  xpPerLevel: 100,
  xpPerDollar: 10,
  eventXp: { match_won: 25 },
  premiumItemId: 'ashen-pass',
  levels: [
    { free: [{ name: 'Gold', amount: 1000 }], premium: [{ name: 'Ember Gems', amount: 50, currencyId: 'ember-gems' }] },
    { free: [{ name: 'Rune Shard', amount: 2 }], premium: [{ name: 'Epic Chest', amount: 1 }] },
    { free: [{ name: 'Gold', amount: 2500 }], premium: [{ name: 'Phoenix Banner', amount: 1 }] },
  ],
};

const seeds = demoShops.map((shop) =>
  shop.handle === SHOP
    ? { ...shop, config: { ...shop.config, engagement: { ...shop.config.engagement, passes: [pass] } } }
    : shop,
);
const suite = integrationSuite({ seeds, apiKey: KEY, env: { SEED_API_KEY: KEY } });

let players = 0;
async function newPlayer(shop = SHOP) {
  players += 1;
  return signedInBrowser(suite.context, shop, `pass-player-${players}@example.com`);
}

async function linkedPlayer() {
  const browser = await newPlayer();
  const account = `pass-acct-${players}`;
  const { code } = await createGameLinkCode(suite.db, suite.clock, {
    shopId: browser.player.shopId,
    gameAccountId: account,
  });
  await redeemGameLinkCode(
    suite.db,
    suite.clock,
    {
      playerId: browser.player.id,
      shopId: browser.player.shopId,
      shopHandle: SHOP,
      sessionId: browser.session.sessionId,
      clientKind: 'WEB',
    },
    code,
    '203.0.113.9',
  );
  return { ...browser, account };
}

let eventSerial = 0;
async function postWins(account: string, count: number, occurredAt: string) {
  const events = Array.from({ length: count }, () => {
    eventSerial += 1;
    return { eventId: `pass-win-${eventSerial}`, name: 'match_won', gameAccountId: account, occurredAt };
  });
  const answer = await callRoute(postEvents, suite.context, {
    path: `/server-api/v1/shops/${SHOP}/events`,
    params: { shop: SHOP },
    body: { events },
    headers: { Authorization: `Bearer ${KEY}` },
  });
  expect(answer.status).toBe(200);
}

/** A paid order of `cents` USD at `at` (a gold sack, or the premium pass itself). */
async function paid(playerId: string, cents: number, at: string, itemId = 'gold-sack') {
  return insertOrder(suite.db, suite.clock, {
    shopId: await shopIdOf(suite.db, SHOP),
    playerId,
    lines: [{ itemId, name: itemId, unitAmount: cents }],
    createdAt: new Date(at),
  });
}

async function passOf(headers: Record<string, string>): Promise<PassView> {
  const answer = await callRoute(listPassesCall, suite.context, {
    path: `/api/shops/${SHOP}/passes`,
    params: { shop: SHOP },
    headers,
  });
  expect(answer.status).toBe(200);
  const { passes } = (await answer.json()) as { passes: PassView[] };
  expect(passes.map((view) => view.id)).toEqual(['ashen-pass']);
  return passes[0]!;
}

function claim(headers: Record<string, string>, level: string, track: string, id = 'ashen-pass', shop = SHOP) {
  return callRoute(claimPassRewardCall, suite.context, {
    method: 'POST',
    path: `/api/shops/${shop}/passes/${id}/levels/${level}/${track}/claim`,
    params: { shop, id, level, track },
    headers,
  });
}

describe('battle and premium passes', () => {
  it('earns XP from events and purchases inside the season only, and levels by XP per level', async () => {
    suite.clock.set(new Date('2027-03-10T12:00:00Z'));
    const { headers, player, account } = await linkedPlayer();
    // In the season: $12.99 is 129 XP (floor of 1299 x 10 / 100), two wins are 50 XP.
    await paid(player.id, 1299, '2027-03-01T10:00:00Z');
    await postWins(account, 2, '2027-03-02T10:00:00Z');
    // Outside it: before the start, at the end (exclusive), and a refunded order.
    await paid(player.id, 5000, '2027-01-31T23:59:59Z');
    await postWins(account, 3, '2027-01-20T10:00:00Z');
    const refunded = await paid(player.id, 5000, '2027-03-03T10:00:00Z');
    await suite.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded.id));

    const view = await passOf(headers);
    expect(view).toMatchObject({ xp: 179, level: 1, progress: 79, maxLevel: 3, status: 'running', claimable: 1 });
    expect(view.levels.map((entry) => [entry.free.state, entry.premium.state])).toEqual([
      ['claimable', 'premium_locked'],
      ['locked', 'locked'],
      ['locked', 'locked'],
    ]);

    // Events after the season's end count for nothing; XP past the last level stops at it.
    suite.clock.set(new Date('2027-04-02T12:00:00Z'));
    await postWins(account, 4, '2027-04-01T00:00:00Z');
    await paid(player.id, 99900, '2027-03-31T23:00:00Z');
    const late = await passOf(headers);
    expect(late).toMatchObject({ xp: 179 + 9990, level: 3, progress: 100, status: 'ended' });
  });

  it('opens the premium track only once the premium item is paid for in the season', async () => {
    suite.clock.set(new Date('2027-03-10T12:00:00Z'));
    const { headers, player, account } = await linkedPlayer();
    await postWins(account, 8, '2027-03-09T10:00:00Z');
    expect(await passOf(headers)).toMatchObject({ level: 2, premiumOwned: false, claimable: 2 });
    const refused = await claim(headers, '1', 'premium');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'unprocessable' } });

    // A pending order of the pass, or one paid before the season, does not open it.
    await insertOrder(suite.db, suite.clock, {
      shopId: player.shopId,
      playerId: player.id,
      status: 'pending',
      lines: [{ itemId: 'ashen-pass', name: 'Ashen pass', unitAmount: 999 }],
    });
    await paid(player.id, 999, '2027-01-15T10:00:00Z', 'ashen-pass');
    expect((await claim(headers, '1', 'premium')).status).toBe(422);

    await paid(player.id, 999, '2027-03-10T11:00:00Z', 'ashen-pass');
    const owned = await passOf(headers);
    // The pass bought is money in the season too: 99 XP more.
    expect(owned).toMatchObject({ premiumOwned: true, xp: 200 + 99, level: 2, claimable: 4 });
    const granted = await claim(headers, '1', 'premium');
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as { rewards: unknown; pass: PassView };
    expect(body.rewards).toEqual([{ name: 'Ember Gems', amount: 50, currencyId: 'ember-gems' }]);
    expect(body.pass.levels[0]?.premium.state).toBe('claimed');
    expect(body.pass.claimable).toBe(3);
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, player.id), eq(wallets.currencyId, 'ember-gems')));
    expect(wallet?.balance).toBe(50);
    // Level 3 is not reached: 422; claimed again: 409.
    expect((await claim(headers, '3', 'premium')).status).toBe(422);
    expect((await claim(headers, '1', 'premium')).status).toBe(409);
  });

  it(`${RACERS} claims of the same pass reward at once: one grant, one delivery`, async () => {
    suite.clock.set(new Date('2027-03-11T12:00:00Z'));
    const { headers, player, account } = await linkedPlayer();
    await postWins(account, 4, '2027-03-11T10:00:00Z');
    const answers = await Promise.all(Array.from({ length: RACERS }, () => claim(headers, '1', 'free')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 1);

    const claims = await suite.db.select().from(rewardClaims).where(eq(rewardClaims.playerId, player.id));
    expect(claims.map((row) => [row.kind, row.subject])).toEqual([['pass_reward', 'ashen-pass:1:free']]);
    const sent = await suite.db.select().from(deliveries).where(eq(deliveries.playerId, player.id));
    expect(sent).toHaveLength(1);
    const payload = deliveryPayloadSchema.parse(sent[0]!.payload);
    expect(payload.reward).toMatchObject({ kind: 'pass_reward', subject: 'ashen-pass:1:free' });
    expect(payload.item.contents).toEqual([{ name: 'Gold', amount: 1000 }]);
    expect((await passOf(headers)).levels[0]?.free.state).toBe('claimed');
  });

  it('keeps rewards claimable for 14 days after the season, never before it begins', async () => {
    suite.clock.set(new Date('2027-03-12T12:00:00Z'));
    const { player, account } = await linkedPlayer();
    await postWins(account, 4, '2027-03-12T10:00:00Z');
    // A session started at each moment (sessions expire; the clock jumps months here).
    const signIn = async () => (await signedInBrowser(suite.context, SHOP, player.email!)).headers;

    suite.clock.set(new Date('2027-01-31T12:00:00Z'));
    const early = await signIn();
    expect(await passOf(early)).toMatchObject({ status: 'upcoming', xp: 0, claimable: 0 });
    expect((await claim(early, '1', 'free')).status).toBe(422);

    suite.clock.set(new Date('2027-04-14T23:59:00Z'));
    const late = await signIn();
    expect(await passOf(late)).toMatchObject({ status: 'ended', level: 1, claimable: 1 });
    expect((await claim(late, '1', 'free')).status).toBe(200);

    suite.clock.set(new Date('2027-03-12T12:00:00Z'));
    const other = await linkedPlayer();
    await postWins(other.account, 4, '2027-03-12T10:00:00Z');
    suite.clock.set(new Date('2027-04-15T00:00:00Z'));
    const tooLate = (await signedInBrowser(suite.context, SHOP, other.player.email!)).headers;
    expect((await claim(tooLate, '1', 'free')).status).toBe(422);
    // A season over for longer than that is no longer listed.
    const answer = await callRoute(listPassesCall, suite.context, {
      path: `/api/shops/${SHOP}/passes`,
      params: { shop: SHOP },
      headers: tooLate,
    });
    expect(await answer.json()).toEqual({ passes: [] });
  });

  it('answers 404 for a pass or level the shop does not have, 400 for a malformed one', async () => {
    suite.clock.set(new Date('2027-03-12T12:00:00Z'));
    const { headers } = await newPlayer();
    expect((await claim(headers, '1', 'free', 'no-such-pass')).status).toBe(404);
    expect((await claim(headers, '4', 'free')).status).toBe(404);
    expect((await claim(headers, '0', 'free')).status).toBe(400);
    expect((await claim(headers, '1', 'gold')).status).toBe(400);
    expect((await claim(headers, '1', 'free', 'Bad Id')).status).toBe(400);
  });

  it('answers 401 to an anonymous caller and to a session of another shop', async () => {
    suite.clock.set(new Date('2027-03-12T12:00:00Z'));
    expect((await claim({ Origin: TEST_ORIGIN }, '1', 'free')).status).toBe(401);
    const elsewhere = await newPlayer('frostmark');
    expect((await claim(elsewhere.headers, '1', 'free')).status).toBe(401);
    const listed = await callRoute(listPassesCall, suite.context, {
      path: `/api/shops/${SHOP}/passes`,
      params: { shop: SHOP },
      headers: elsewhere.headers,
    });
    expect(listed.status).toBe(401);
  });

  it("draws the page's pass card from the rules: the player's level, or level 0 and no read for a visitor", async () => {
    suite.clock.set(new Date('2027-03-13T12:00:00Z'));
    const { headers, account } = await linkedPlayer();
    await postWins(account, 5, '2027-03-13T10:00:00Z');
    const shop = await requirePublishedShop(suite.db, SHOP);
    const page = shop.config.layout.pages.find((candidate) => candidate.target === 'SHOP') ?? null;
    const cardOf = (drawn: typeof page) =>
      drawn?.sections.flatMap((section) => section.cards).find((card) => card.id === 'ashen-pass');

    const signedIn = await engagementForPage(
      suite.context,
      shop,
      page,
      'SHOP',
      new Request(`${TEST_ORIGIN}/${SHOP}/shop`, { headers }),
    );
    expect(cardOf(signedIn.page)).toMatchObject({ season: 'Ashen Crown', currentTier: 1, progress: 25 });
    expect(signedIn.engagement.passes.map((view) => [view.id, view.level, view.claimable])).toEqual([
      ['ashen-pass', 1, 1],
    ]);

    const visitor = await engagementForPage(suite.context, shop, page, 'SHOP', new Request(`${TEST_ORIGIN}/${SHOP}`));
    expect(cardOf(visitor.page)).toMatchObject({
      season: 'Ashen Crown',
      currentTier: 0,
      progress: 0,
      endsAt: pass.endsAt,
      tiers: [
        { level: 1, freeReward: { name: 'Gold', amount: 1000 } },
        { level: 2, freeReward: { name: 'Rune Shard', amount: 2 } },
        { level: 3, freeReward: { name: 'Gold', amount: 2500 } },
      ],
    });
    expect(visitor.engagement).toMatchObject({ signedIn: false, passes: [] });
  });
});
