import { describe, expect, it } from 'vitest';
import { getShopHubCall } from '../../app/server/api/get-shop-hub.server';
import { getLoyaltyDetailsCall } from '../../app/server/api/loyalty.server';
import { claimMissionCall, getMissionsCall } from '../../app/server/api/missions.server';
import { claimDailyGiftCall } from '../../app/server/api/claim-daily-gift.server';
import { listPassesCall } from '../../app/server/api/passes.server';
import { dailyGiftsFor } from '../../app/server/engagement/daily-gifts.server';
import { offerChainsFor } from '../../app/server/engagement/offer-chains.server';
import { requirePublishedShop } from '../../app/server/shops.server';
import { loadStorefront } from '../../app/shop/load-storefront.server';
import type { Hub, HubSection } from '../../schemas/api/hub';
import type { Menu } from '../../schemas/menu';
import { callRoute, shopIdOf, signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { insertOrder } from '../helpers/paid-orders';

// The hub (docs/decisions/051-passes-hub-and-badges.md) carries each feature's own call's data with its time window;
// the menu's badges light from a signed-in player's real gifts and missions and go out once claimed. Emberfall's
// demo rules run every feature; the suite's clock (2027-03-01 12:00 UTC) is inside its seasons.

const SHOP = 'emberfall';
const suite = integrationSuite();

let players = 0;
async function newPlayer(shop = SHOP) {
  players += 1;
  return signedInBrowser(suite.context, shop, `hub-player-${players}@example.com`);
}

async function get(call: Parameters<typeof callRoute>[0], path: string, headers: Record<string, string>) {
  const answer = await callRoute(call, suite.context, {
    path: `/api/shops/${SHOP}/${path}`,
    params: { shop: SHOP },
    headers,
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

function sectionOf<K extends HubSection['kind']>(hub: Hub, kind: K): Extract<HubSection, { kind: K }> {
  const found = hub.sections.find((section) => section.kind === kind);
  if (!found) throw new Error(`The hub has no ${kind} section`);
  return found as Extract<HubSection, { kind: K }>;
}

async function menuFor(headers: Record<string, string> | undefined, page = 'shop'): Promise<Menu> {
  const storefront = await loadStorefront(
    suite.context,
    [SHOP, page],
    new Request(`${TEST_ORIGIN}/${SHOP}/${page}`, { headers }),
  );
  return storefront.menu;
}
const badgeOf = (menu: Menu, target: string) => menu.find((item) => item.target === target)?.badge;

describe('the hub', () => {
  it("carries each feature's own call's data, in order, with its time window", async () => {
    const { headers, player } = await newPlayer();
    // Some state in every feature: a paid order (loyalty points, XP, a purchase mission).
    await insertOrder(suite.db, suite.clock, {
      shopId: player.shopId,
      playerId: player.id,
      lines: [{ itemId: 'gold-sack', name: 'Sack of Gold', unitAmount: 1299 }],
    });
    const hub = await get(getShopHubCall, 'hub', headers);
    expect(hub.status).toBe(200);
    const body = hub.body as Hub;
    expect(body.sections.map((section) => section.kind)).toEqual([
      'loyalty',
      'daily_gifts',
      'missions',
      'offer_chains',
      'passes',
      'news',
    ]);

    const loyalty = await get(getLoyaltyDetailsCall, 'loyalty_details', headers);
    expect(sectionOf(body, 'loyalty')).toEqual({
      kind: 'loyalty',
      startsAt: null,
      endsAt: null,
      loyalty: loyalty.body,
    });
    expect((loyalty.body as { points: number }).points).toBeGreaterThan(0);

    const missions = await get(getMissionsCall, 'missions', headers);
    expect(sectionOf(body, 'missions')).toEqual({
      kind: 'missions',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2027-12-31T00:00:00.000Z',
      missions: missions.body,
    });

    const passes = await get(listPassesCall, 'passes', headers);
    expect(sectionOf(body, 'passes')).toEqual({
      kind: 'passes',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2027-04-30T23:59:59.000Z',
      ...(passes.body as object),
    });
    expect(sectionOf(body, 'passes').passes[0]).toMatchObject({ id: 'ashen-pass', xp: 649, level: 2 });

    const shop = await requirePublishedShop(suite.db, SHOP);
    const gifts = await dailyGiftsFor(suite.db, suite.clock, shop, player.id);
    expect(sectionOf(body, 'daily_gifts')).toEqual({
      kind: 'daily_gifts',
      startsAt: '2027-03-01T00:00:00.000Z',
      endsAt: '2027-03-02T00:00:00.000Z',
      gifts: JSON.parse(JSON.stringify(gifts)),
    });
    const chains = await offerChainsFor(suite.db, suite.clock, shop, player.id);
    expect(sectionOf(body, 'offer_chains')).toEqual({
      kind: 'offer_chains',
      startsAt: null,
      endsAt: null,
      chains: JSON.parse(JSON.stringify(chains)),
    });
    // Emberfall has no HUB page: its news are the HOME page's banners.
    expect(sectionOf(body, 'news')).toMatchObject({ source: 'HOME', items: [{ id: expect.any(String) }] });
  });

  it('answers 401 to an anonymous caller and to a session of another shop', async () => {
    expect((await get(getShopHubCall, 'hub', {})).status).toBe(401);
    const elsewhere = await newPlayer('frostmark');
    expect((await get(getShopHubCall, 'hub', elsewhere.headers)).status).toBe(401);
  });

  it('gives the HUB page a sign-in prompt and the news for a visitor, and the hub for a player', async () => {
    const visitor = await loadStorefront(suite.context, [SHOP, 'hub'], new Request(`${TEST_ORIGIN}/${SHOP}/hub`));
    expect(visitor.engagement.hub).toMatchObject({ hub: null, news: { source: 'HOME' } });
    expect(visitor.engagement.hub?.pages).toEqual({
      loyalty: 'LOYALTY',
      daily_gifts: 'HOME',
      offer_chains: 'HOME',
      passes: 'SHOP',
    });
    const { headers } = await newPlayer();
    const player = await loadStorefront(
      suite.context,
      [SHOP, 'hub'],
      new Request(`${TEST_ORIGIN}/${SHOP}/hub`, { headers }),
    );
    expect(player.engagement.hub?.hub?.sections.map((section) => section.kind)).toContain('passes');
  });
});

describe("the menu's badges", () => {
  it("light Home for a signed-in player's claimable gift and go out once it is claimed", async () => {
    const { headers } = await newPlayer();
    expect(badgeOf(await menuFor(headers), 'HOME')).toBe('RED_CIRCLE');
    // Home holds the hearth gift and the Ashen calendar, which ended before this day: only the gift is claimable.
    for (const id of ['hearth-gift']) {
      const answer = await callRoute(claimDailyGiftCall, suite.context, {
        method: 'POST',
        path: `/api/shops/${SHOP}/daily_gifts/${id}/claim`,
        params: { shop: SHOP, id },
        headers,
      });
      expect(answer.status).toBe(200);
    }
    expect(badgeOf(await menuFor(headers), 'HOME')).toBe('NONE');
    // A visitor still sees today's gift waiting (the layout as published; no database read).
    expect(badgeOf(await menuFor(undefined), 'HOME')).toBe('RED_CIRCLE');
  });

  it('light Missions while a mission is completed and unclaimed, and put it out once claimed', async () => {
    const { headers, player } = await newPlayer();
    expect(badgeOf(await menuFor(headers), 'MISSIONS')).toBe('NONE');
    await insertOrder(suite.db, suite.clock, {
      shopId: await shopIdOf(suite.db, SHOP),
      playerId: player.id,
      lines: [{ itemId: 'gold-sack', name: 'Sack of Gold', unitAmount: 499 }],
    });
    expect(badgeOf(await menuFor(headers), 'MISSIONS')).toBe('RED_CIRCLE');
    const claimed = await callRoute(claimMissionCall, suite.context, {
      method: 'POST',
      path: `/api/shops/${SHOP}/missions/daily-deal/claim`,
      params: { shop: SHOP, id: 'daily-deal' },
      headers,
    });
    expect(claimed.status).toBe(200);
    expect(badgeOf(await menuFor(headers), 'MISSIONS')).toBe('NONE');
    // A visitor sees the publisher's configured badge on Missions.
    expect(badgeOf(await menuFor(undefined), 'MISSIONS')).toBe('RED_CIRCLE');
  });
});
