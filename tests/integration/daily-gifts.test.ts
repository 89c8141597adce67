import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, rewardClaims, wallets } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { claimDailyGiftCall } from '../../app/server/api/claim-daily-gift.server';
import { claimableGiftIds, dailyGiftsFor } from '../../app/server/engagement/daily-gifts.server';
import { engagementForPage } from '../../app/server/engagement/page-state.server';
import { requirePublishedShop } from '../../app/server/shops.server';
import type { DailyGift } from '../../schemas/engagement/daily-gifts';
import type { CardOf } from '../../schemas/cards';
import { usingRealPostgres } from '../helpers/test-database';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

// Daily gifts and calendars (docs/decisions/050): one claim per shop day, the day beginning at the gift's reset hour
// in the shop's time zone (Europe/Berlin here, so the daylight-saving change is real), streaks under both missed-day
// policies, calendar days. The race is real only on PostgreSQL.
const RACERS = usingRealPostgres ? 100 : 10;
const SHOP = 'emberfall';

const day = (name: string, amount: number, currencyId?: string) => ({
  rewards: [currencyId ? { name, amount, currencyId } : { name, amount }],
});
const gifts: DailyGift[] = [
  {
    id: 'hearth',
    name: 'Hearth gift',
    kind: 'streak',
    resetHour: 5,
    missedDay: 'reset',
    days: [day('Ember Gems', 10, 'ember-gems'), day('Gold', 200), day('Legendary Chest', 1)],
  },
  {
    id: 'steady',
    name: 'Steady gift',
    kind: 'streak',
    resetHour: 0,
    missedDay: 'skip',
    days: [day('Gold', 1), day('Gold', 2), day('Gold', 3)],
  },
  {
    id: 'advent',
    name: 'Advent calendar',
    kind: 'calendar',
    resetHour: 0,
    missedDay: 'reset',
    startsAt: '2027-12-01T00:00:00+01:00',
    days: [day('Gold', 100), day('Gold', 200), day('Gold', 300), day('Gold', 400)],
  },
];

const emberfall = demoShops.find((shop) => shop.handle === SHOP)!;
const seeds = [
  {
    ...emberfall,
    config: {
      ...emberfall.config,
      timeZone: 'Europe/Berlin',
      engagement: { ...emberfall.config.engagement, dailyGifts: [...emberfall.config.engagement.dailyGifts, ...gifts] },
    },
  },
  demoShops.find((shop) => shop.handle === 'frostmark')!,
];

const suite = integrationSuite({ seeds });
const { clock } = suite;

function claim(headers: Record<string, string> | undefined, id: string, shop = SHOP) {
  return callRoute(claimDailyGiftCall, suite.context, {
    method: 'POST',
    path: `/api/shops/${shop}/daily_gifts/${id}/claim`,
    params: { shop, id },
    headers,
  });
}

async function claimOk(headers: Record<string, string>, id: string) {
  const answer = await claim(headers, id);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { day: number; periodKey: string; nextClaimAt: string | null; rewards: unknown };
}

const shopOf = () => requirePublishedShop(suite.db, SHOP);

describe('claiming a daily gift', () => {
  it(`${RACERS} claims of the same gift at once: one grant, one wallet credit, one delivery`, async () => {
    clock.set(new Date('2027-03-01T12:00:00Z'));
    const { player, headers } = await signedInBrowser(suite.context, SHOP, 'racer@example.com');
    const answers = await Promise.all(Array.from({ length: RACERS }, () => claim(headers, 'hearth')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 1);
    const claims = await suite.db.select().from(rewardClaims).where(eq(rewardClaims.playerId, player.id));
    expect(claims.map((row) => row.subject)).toEqual(['hearth:2027-03-01']);
    const sent = await suite.db.select().from(deliveries).where(eq(deliveries.playerId, player.id));
    expect(sent).toHaveLength(1);
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, player.id), eq(wallets.currencyId, 'ember-gems')));
    expect(wallet?.balance).toBe(10);
  });

  it("opens the next day at the reset hour on the shop's clock, not at midnight", async () => {
    // 04:30 in Berlin (UTC+1 in March) is still the day before: the gift resets at 05:00.
    clock.set(new Date('2027-03-02T03:30:00Z'));
    const { headers } = await signedInBrowser(suite.context, SHOP, 'boundary@example.com');
    const first = await claimOk(headers, 'hearth');
    expect(first.periodKey).toBe('2027-03-01');
    expect(first.nextClaimAt).toBe('2027-03-02T04:00:00.000Z');
    clock.set(new Date('2027-03-02T03:59:59.999Z'));
    expect((await claim(headers, 'hearth')).status).toBe(409);
    clock.set(new Date('2027-03-02T04:00:00Z'));
    const second = await claimOk(headers, 'hearth');
    expect(second).toMatchObject({ periodKey: '2027-03-02', day: 2 });
  });

  it('counts a 25-hour day across the autumn daylight-saving change', async () => {
    // Berlin leaves summer time on 2027-10-31: 05:00 CEST is 03:00Z on the 30th, 05:00 CET is 04:00Z on the 31st.
    clock.set(new Date('2027-10-30T03:00:00Z'));
    const { headers } = await signedInBrowser(suite.context, SHOP, 'autumn@example.com');
    const before = await claimOk(headers, 'hearth');
    expect(before.nextClaimAt).toBe('2027-10-31T04:00:00.000Z');
    clock.set(new Date('2027-10-31T03:30:00Z'));
    expect((await claim(headers, 'hearth')).status).toBe(409);
    clock.set(new Date('2027-10-31T04:00:00Z'));
    expect((await claimOk(headers, 'hearth')).day).toBe(2);
  });

  it('starts the streak again after a missed day (reset), and cycles after the last day', async () => {
    const at = (date: string) => clock.set(new Date(`${date}T12:00:00Z`));
    at('2027-04-01');
    const { player, headers } = await signedInBrowser(suite.context, SHOP, 'streak@example.com');
    expect((await claimOk(headers, 'hearth')).day).toBe(1);
    at('2027-04-02');
    expect((await claimOk(headers, 'hearth')).day).toBe(2);
    at('2027-04-03');
    expect((await claimOk(headers, 'hearth')).day).toBe(3);
    at('2027-04-04');
    // Day 4 of a three-day gift gives day 1's reward again.
    const fourth = await claimOk(headers, 'hearth');
    expect(fourth).toMatchObject({ day: 4, rewards: gifts[0]!.days[0]!.rewards });
    at('2027-04-06');
    expect((await claimOk(headers, 'hearth')).day).toBe(1);
    const [claimed] = await suite.db
      .select({ detail: rewardClaims.detail })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.playerId, player.id), eq(rewardClaims.subject, 'hearth:2027-04-06')));
    expect(claimed?.detail).toEqual({ day: 1 });
  });

  it('passes over a missed day (skip): the streak goes on', async () => {
    clock.set(new Date('2027-05-01T12:00:00Z'));
    const { headers } = await signedInBrowser(suite.context, SHOP, 'skipper@example.com');
    expect((await claimOk(headers, 'steady')).day).toBe(1);
    clock.set(new Date('2027-05-04T12:00:00Z'));
    const later = await claimOk(headers, 'steady');
    expect(later).toMatchObject({ day: 2, rewards: [{ name: 'Gold', amount: 2 }] });
  });

  it("shows a calendar's days claimed, today, missed and locked, and refuses before it starts and after it ends", async () => {
    clock.set(new Date('2027-11-30T22:00:00Z'));
    const { player, headers } = await signedInBrowser(suite.context, SHOP, 'calendar@example.com');
    const shop = await shopOf();
    const calendar = async () => (await dailyGiftsFor(suite.db, clock, shop, player.id, new Set(['advent'])))[0]!;
    const early = await claim(headers, 'advent');
    expect(early.status).toBe(422);
    expect((await calendar()).calendar?.status).toBe('upcoming');
    expect((await calendar()).nextClaimAt).toBe('2027-11-30T23:00:00.000Z');
    clock.set(new Date('2027-12-01T08:00:00Z'));
    expect(await claimOk(headers, 'advent')).toMatchObject({ day: 1, rewards: [{ name: 'Gold', amount: 100 }] });
    clock.set(new Date('2027-12-03T08:00:00Z'));
    const third = await calendar();
    expect(third.calendar?.days.map((entry) => entry.state)).toEqual(['claimed', 'missed', 'today', 'locked']);
    expect(third.claimable).toBe(true);
    expect(await claimOk(headers, 'advent')).toMatchObject({ day: 3, nextClaimAt: '2027-12-03T23:00:00.000Z' });
    expect((await calendar()).calendar?.days.map((entry) => entry.state)).toEqual([
      'claimed',
      'missed',
      'claimed',
      'locked',
    ]);
    clock.set(new Date('2027-12-04T08:00:00Z'));
    const last = await claimOk(headers, 'advent');
    expect(last).toMatchObject({ day: 4, nextClaimAt: null });
    clock.set(new Date('2027-12-05T08:00:00Z'));
    const ended = await claim(headers, 'advent');
    expect(ended.status).toBe(422);
    expect(await calendar()).toMatchObject({ claimable: false, nextClaimAt: null, calendar: { status: 'ended' } });
  });

  it('lights the menu badge while a gift is claimable and puts it out once claimed', async () => {
    clock.set(new Date('2027-06-10T12:00:00Z'));
    const { player, headers } = await signedInBrowser(suite.context, SHOP, 'badge@example.com');
    const shop = await shopOf();
    // The demo's own streak gift is claimable too; its calendar and the advent calendar are not running.
    expect(await claimableGiftIds(suite.db, clock, shop, player.id)).toEqual(
      new Set(['hearth-gift', 'hearth', 'steady']),
    );
    await claimOk(headers, 'hearth');
    expect(await claimableGiftIds(suite.db, clock, shop, player.id)).toEqual(new Set(['hearth-gift', 'steady']));
    // A gift whose id starts like another's is a gift of its own.
    await claimOk(headers, 'hearth-gift');
    expect(await claimableGiftIds(suite.db, clock, shop, player.id)).toEqual(new Set(['steady']));
  });

  it("draws the page's gift and calendar cards with the player's state", async () => {
    clock.set(new Date('2027-12-02T08:00:00Z'));
    const { headers } = await signedInBrowser(suite.context, SHOP, 'cards@example.com');
    const shop = await shopOf();
    await claimOk(headers, 'hearth');
    const page = {
      target: 'HOME' as const,
      title: 'Home',
      sections: [
        {
          id: 'daily',
          title: 'Daily',
          cards: [
            {
              id: 'gift',
              type: 'daily_gift' as const,
              variant: 'chest' as const,
              name: 'Hearth gift',
              reward: { name: 'Drawing', amount: 1 },
              image: { src: '/demo/emberfall/gift.svg', alt: 'Gift' },
              giftId: 'hearth',
            },
            {
              id: 'calendar',
              type: 'calendar' as const,
              variant: 'advent' as const,
              name: 'Advent',
              days: [{ day: 1, reward: { name: 'Drawing', amount: 1 }, state: 'today' as const }],
              giftId: 'advent',
            },
          ],
        },
      ],
    };
    const request = new Request('http://localhost/emberfall', { headers: { Cookie: headers.Cookie! } });
    const drawn = await engagementForPage(suite.context, shop, page as never, 'HOME', request);
    const [gift, calendar] = drawn.page!.sections[0]!.cards as [CardOf<'daily_gift'>, CardOf<'calendar'>];
    expect(gift.reward).toEqual({ name: 'Ember Gems', amount: 10, currencyId: 'ember-gems' });
    expect(gift.nextAt).toBe('2027-12-03T04:00:00.000Z');
    expect(calendar.days.map((entry) => entry.state)).toEqual(['missed', 'today', 'locked', 'locked']);
    // A visitor sees what a new player would today: the first day's gift, claimable; the calendar's day 1 missed.
    const anonymous = await engagementForPage(suite.context, shop, page as never, 'HOME', new Request(request.url));
    const [visitorGift, visitorCalendar] = anonymous.page!.sections[0]!.cards as [
      CardOf<'daily_gift'>,
      CardOf<'calendar'>,
    ];
    expect(visitorGift).toMatchObject({ reward: { name: 'Ember Gems', amount: 10 } });
    expect(visitorGift.nextAt).toBeUndefined();
    expect(visitorCalendar.days.map((entry) => entry.state)).toEqual(['missed', 'today', 'locked', 'locked']);
  });

  it('answers 401 to an anonymous caller, 401 to another shop’s session and 404 for an unknown gift', async () => {
    expect((await claim(undefined, 'hearth')).status).toBe(401);
    const elsewhere = await signedInBrowser(suite.context, 'frostmark', 'elsewhere@example.com');
    expect((await claim(elsewhere.headers, 'hearth')).status).toBe(401);
    const claims = await suite.db.select().from(rewardClaims).where(eq(rewardClaims.playerId, elsewhere.player.id));
    expect(claims).toEqual([]);
    const { headers } = await signedInBrowser(suite.context, SHOP, 'unknown@example.com');
    expect((await claim(headers, 'no-such-gift')).status).toBe(404);
  });
});
