import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, rewardClaims, wallets } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { postGameEventsCall as postEvents } from '../../app/server/api/post-game-events.server';
import { claimMissionCall, getMissionsCall } from '../../app/server/api/missions.server';
import { hasClaimableMission } from '../../app/server/engagement/missions.server';
import { createGameLinkCode, redeemGameLinkCode } from '../../app/server/players/link-codes.server';
import { requirePublishedShop } from '../../app/server/shops.server';
import type { MissionsConfig } from '../../schemas/engagement/missions';
import type { MissionsView, MissionView } from '../../schemas/api/missions';
import { usingRealPostgres } from '../helpers/test-database';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { complete, createIntent, SHOP } from '../helpers/checkout-flow';

// Missions (docs/decisions/049-game-events-and-missions.md): progress read from the game's events and the player's
// paid orders in the current period on the shop's clock, each mission claimed once per period.

const KEY = 'seed-key-for-missions-0123456789abcd';
const RACERS = usingRealPostgres ? 100 : 10;
const EVENT_COPIES = usingRealPostgres ? 50 : 10;

const missions: MissionsConfig = {
  season: { name: 'Season of Embers', startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-04-01T00:00:00Z' },
  resetHour: 4,
  weekStartsOn: 1,
  list: [
    {
      id: 'win-3',
      name: 'Win 3 matches',
      period: 'daily',
      goal: { kind: 'event', event: 'match_won', count: 3 },
      rewards: [{ name: 'Ember Gems', amount: 50, currencyId: 'ember-gems' }],
    },
    {
      id: 'encore',
      name: 'One more win',
      period: 'daily',
      goal: { kind: 'event', event: 'match_won', count: 1 },
      rewards: [{ name: 'Gold frame', amount: 1 }],
      unlocksAfter: 'win-3',
    },
    {
      id: 'buy-1',
      name: 'Buy anything',
      period: 'daily',
      goal: { kind: 'purchase_count', count: 1 },
      rewards: [{ name: 'Ember Gems', amount: 20, currencyId: 'ember-gems' }],
    },
    {
      id: 'spend-5',
      name: 'Spend $5',
      period: 'weekly',
      goal: { kind: 'purchase_amount', amount: 500 },
      rewards: [{ name: 'Ember Gems', amount: 100, currencyId: 'ember-gems' }],
    },
    {
      id: 'season-10',
      name: 'Win 10 matches this season',
      period: 'seasonal',
      goal: { kind: 'event', event: 'match_won', count: 10 },
      rewards: [{ name: 'Season banner', amount: 1 }],
    },
  ],
};

// Emberfall in Berlin (a daylight-saving zone) with the missions above; the other demo shops as they are.
const seeds = demoShops.map((shop) =>
  shop.handle === SHOP
    ? {
        ...shop,
        config: {
          ...shop.config,
          timeZone: 'Europe/Berlin',
          engagement: { ...shop.config.engagement, missions },
        },
      }
    : shop,
);
const suite = integrationSuite({ seeds, apiKey: KEY, env: { SEED_API_KEY: KEY } });

let players = 0;
/** A signed-in player with their own game account linked through the game's link code. */
async function linkedPlayer(account = `acct-${players + 1}`) {
  const browser = await newPlayer();
  await link(browser, account);
  return { ...browser, account };
}
async function newPlayer() {
  players += 1;
  return signedInBrowser(suite.context, SHOP, `mission-player-${players}@example.com`);
}
async function link(browser: Awaited<ReturnType<typeof newPlayer>>, account: string) {
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
}

let eventSerial = 0;
async function postWins(account: string, count: number, occurredAt = suite.clock.now().toISOString()) {
  const events = Array.from({ length: count }, () => {
    eventSerial += 1;
    return { eventId: `win-${eventSerial}`, name: 'match_won', gameAccountId: account, occurredAt };
  });
  const answer = await callRoute(postEvents, suite.context, {
    path: `/server-api/v1/shops/${SHOP}/events`,
    params: { shop: SHOP },
    body: { events },
    headers: { Authorization: `Bearer ${KEY}` },
  });
  expect(answer.status).toBe(200);
}

function getMissions(headers: Record<string, string>, shop = SHOP) {
  return callRoute(getMissionsCall, suite.context, { path: `/api/shops/${shop}/missions`, params: { shop }, headers });
}
async function missionsOf(headers: Record<string, string>): Promise<Record<string, MissionView>> {
  const answer = await getMissions(headers);
  expect(answer.status).toBe(200);
  const view = (await answer.json()) as MissionsView;
  return Object.fromEntries(view.missions.map((mission) => [mission.id, mission]));
}
function claim(headers: Record<string, string>, id: string) {
  return callRoute(claimMissionCall, suite.context, {
    method: 'POST',
    path: `/api/shops/${SHOP}/missions/${id}/claim`,
    params: { shop: SHOP, id },
    headers,
  });
}

describe('missions', () => {
  it(`the same game event posted ${EVENT_COPIES} times at once advances a mission once`, async () => {
    suite.clock.set(new Date('2027-03-02T12:00:00Z'));
    const { headers, account } = await linkedPlayer();
    const body = {
      events: [{ eventId: 'match-77', name: 'match_won', gameAccountId: account, occurredAt: '2027-03-02T11:59:00Z' }],
    };
    const answers = await Promise.all(
      Array.from({ length: EVENT_COPIES }, () =>
        callRoute(postEvents, suite.context, {
          path: `/server-api/v1/shops/${SHOP}/events`,
          params: { shop: SHOP },
          body,
          headers: { Authorization: `Bearer ${KEY}` },
        }).then((answer) => answer.json() as Promise<{ accepted: number; duplicates: number }>),
      ),
    );
    expect(answers.reduce((sum, answer) => sum + answer.accepted, 0)).toBe(1);
    expect(answers.reduce((sum, answer) => sum + answer.duplicates, 0)).toBe(EVENT_COPIES - 1);
    const view = await missionsOf(headers);
    expect(view['win-3']).toMatchObject({ progress: 1, target: 3, state: 'in_progress' });
    expect(view['season-10']).toMatchObject({ progress: 1, target: 10 });
  });

  it(`${RACERS} claims of a completed mission at once: one grant, one credit, one delivery`, async () => {
    suite.clock.set(new Date('2027-03-03T12:00:00Z'));
    const { headers, player, account } = await linkedPlayer();
    await postWins(account, 3);
    expect((await missionsOf(headers))['win-3']).toMatchObject({ progress: 3, state: 'completed' });
    const answers = await Promise.all(Array.from({ length: RACERS }, () => claim(headers, 'win-3')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 1);

    const claims = await suite.db.select().from(rewardClaims).where(eq(rewardClaims.playerId, player.id));
    expect(claims.map((row) => [row.kind, row.subject])).toEqual([['mission', 'win-3:2027-03-03']]);
    const sent = await suite.db.select().from(deliveries).where(eq(deliveries.playerId, player.id));
    expect(sent).toHaveLength(1);
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, player.id), eq(wallets.currencyId, 'ember-gems')));
    expect(wallet?.balance).toBe(50);
    const view = await missionsOf(headers);
    expect(view['win-3']?.state).toBe('claimed');
    // Claiming win-3 unlocked the encore, already done by the same wins.
    expect(view['encore']).toMatchObject({ state: 'completed', progress: 1 });
  });

  it('lights the menu badge while a completed mission waits to be claimed', async () => {
    suite.clock.set(new Date('2027-03-10T12:00:00Z'));
    const { player, account, headers } = await linkedPlayer();
    const shop = await requirePublishedShop(suite.db, SHOP);
    expect(await hasClaimableMission(suite.db, suite.clock, shop, player.id)).toBe(false);
    await postWins(account, 3);
    expect(await hasClaimableMission(suite.db, suite.clock, shop, player.id)).toBe(true);
    expect((await claim(headers, 'win-3')).status).toBe(200);
    // The encore is done by the same wins: still something to claim.
    expect(await hasClaimableMission(suite.db, suite.clock, shop, player.id)).toBe(true);
    expect((await claim(headers, 'encore')).status).toBe(200);
    expect(await hasClaimableMission(suite.db, suite.clock, shop, player.id)).toBe(false);
  });

  it('answers 422 for a mission in progress or locked, 404 for an unknown one, 409 once claimed', async () => {
    suite.clock.set(new Date('2027-03-04T12:00:00Z'));
    const { headers, account } = await linkedPlayer();
    await postWins(account, 1);
    const view = await missionsOf(headers);
    expect(view['encore']).toMatchObject({ state: 'locked', progress: 1 });
    expect((await claim(headers, 'win-3')).status).toBe(422);
    expect((await claim(headers, 'encore')).status).toBe(422);
    expect((await claim(headers, 'no-such-mission')).status).toBe(404);
    await postWins(account, 2);
    expect((await claim(headers, 'win-3')).status).toBe(200);
    expect((await claim(headers, 'win-3')).status).toBe(409);
    expect((await claim(headers, 'encore')).status).toBe(200);
  });

  it("resets daily progress at the reset hour on the shop's clock, across a daylight-saving change", async () => {
    // Berlin moves from UTC+1 to UTC+2 at 02:00 on 28 March 2027; the reset hour is 04:00 local.
    suite.clock.set(new Date('2027-03-27T10:00:00Z'));
    const { headers, account } = await linkedPlayer();
    await postWins(account, 3);
    const before = await missionsOf(headers);
    expect(before['win-3']).toMatchObject({
      progress: 3,
      state: 'completed',
      periodKey: '2027-03-27',
      startsAt: '2027-03-27T03:00:00.000Z',
      // A 23-hour day: 04:00 CET to 04:00 CEST.
      endsAt: '2027-03-28T02:00:00.000Z',
    });
    expect((await claim(headers, 'win-3')).status).toBe(200);

    suite.clock.set(new Date('2027-03-28T01:59:59Z'));
    expect((await missionsOf(headers))['win-3']).toMatchObject({ periodKey: '2027-03-27', state: 'claimed' });

    suite.clock.set(new Date('2027-03-28T02:00:00Z'));
    const after = await missionsOf(headers);
    expect(after['win-3']).toMatchObject({ periodKey: '2027-03-28', progress: 0, state: 'in_progress' });
    // The season's count keeps the day's wins; the week (from Monday 22 March, 04:00) goes on too.
    expect(after['season-10']).toMatchObject({ progress: 3 });
    expect(after['spend-5']).toMatchObject({ periodKey: 'week-2027-03-22', startsAt: '2027-03-22T03:00:00.000Z' });
    await postWins(account, 3);
    expect((await claim(headers, 'win-3')).status).toBe(200);
  });

  it('counts the events of a game account posted before any player linked it, once the player links it', async () => {
    suite.clock.set(new Date('2027-03-05T12:00:00Z'));
    await postWins('acct-links-later', 3);
    const browser = await newPlayer();
    expect((await missionsOf(browser.headers))['win-3']).toMatchObject({ progress: 0, state: 'in_progress' });
    await link(browser, 'acct-links-later');
    expect((await missionsOf(browser.headers))['win-3']).toMatchObject({ progress: 3, state: 'completed' });
  });

  it("counts nothing after the season's end, and ends the seasonal missions with it", async () => {
    suite.clock.set(new Date('2027-03-31T23:58:00Z'));
    const { headers, account } = await linkedPlayer();
    await postWins(account, 2, '2027-03-31T23:57:00Z');
    // Dated after the end (and within the 5 minutes a game's clock may run ahead): kept, never counted.
    await postWins(account, 8, '2027-04-01T00:02:00Z');
    expect((await missionsOf(headers))['season-10']).toMatchObject({ progress: 2, state: 'in_progress' });
    suite.clock.set(new Date('2027-04-01T00:03:00Z'));
    expect((await missionsOf(headers))['season-10']).toBeUndefined();
    expect((await claim(headers, 'season-10')).status).toBe(422);
  });

  it('counts nothing for an event dated more than 5 minutes after it arrived', async () => {
    suite.clock.set(new Date('2027-03-06T12:00:00Z'));
    const { headers, account } = await linkedPlayer();
    await postWins(account, 3, '2027-03-06T12:10:00Z');
    suite.clock.set(new Date('2027-03-06T12:30:00Z'));
    expect((await missionsOf(headers))['win-3']).toMatchObject({ progress: 0 });
  });

  it('advances the purchase missions with a paid order', async () => {
    suite.clock.set(new Date('2027-03-09T12:00:00Z'));
    const { headers } = await newPlayer();
    expect((await missionsOf(headers))['buy-1']).toMatchObject({ progress: 0, state: 'in_progress' });
    const answer = await createIntent(suite.context, headers, {
      cartVersion: 0,
      itemId: 'gems-handful',
      method: { type: 'scheme', scenario: 'card_success' },
    });
    expect(answer.status).toBe(200);
    const intent = (await answer.json()) as { paymentIntentId: string; amount: number };
    expect(await (await complete(suite.context, headers, intent.paymentIntentId)).json()).toMatchObject({
      orderStatus: 'paid',
    });
    const view = await missionsOf(headers);
    expect(view['buy-1']).toMatchObject({ progress: 1, target: 1, state: 'completed' });
    expect(view['spend-5']).toMatchObject({ progress: intent.amount, target: 500, state: 'in_progress' });
    expect((await claim(headers, 'buy-1')).status).toBe(200);
    expect((await claim(headers, 'spend-5')).status).toBe(422);
  });

  it('answers 401 to an anonymous visitor and to a session of another shop', async () => {
    expect((await getMissions({})).status).toBe(401);
    const frostmark = await signedInBrowser(suite.context, 'frostmark', 'elsewhere@example.com');
    expect((await getMissions(frostmark.headers)).status).toBe(401);
    expect((await claim(frostmark.headers, 'win-3')).status).toBe(401);
    // A shop with no missions answers an empty list.
    const neon = await signedInBrowser(suite.context, 'neon-drift', 'neon@example.com');
    const own = await getMissions(neon.headers, 'neon-drift');
    expect(own.status).toBe(200);
    expect(((await own.json()) as MissionsView).missions).toEqual([]);
  });
});
