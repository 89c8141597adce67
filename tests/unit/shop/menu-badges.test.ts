import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { LayoutPage } from '../../../schemas/layout';
import { menuSchema, type Menu } from '../../../schemas/menu';
import { menuWithBadges, pagesWithClaimableGift } from '../../../app/shop/menu-badges';

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;
const gift = emberfall.config.layout.pages
  .flatMap((page) => page.sections.flatMap((section) => section.cards))
  .find((card) => card.type === 'daily_gift')!;
const now = Date.parse('2027-03-01T12:00:00Z');

function pageWithGift(target: LayoutPage['target'], nextAt?: string): LayoutPage {
  const card = { ...gift, nextAt } as typeof gift;
  return { target, title: 'Page', sections: [{ id: 'daily', cards: [card] }] };
}

const menu: Menu = menuSchema.parse([
  { id: 'home', label: 'Home', target: 'HOME' },
  { id: 'shop', label: 'Shop', target: 'SHOP', badge: 'HORIZONTAL_BAR' },
  { id: 'hub', label: 'Hub', target: 'HUB' },
  {
    id: 'more',
    label: 'More',
    target: 'NESTED',
    children: [
      { id: 'missions', label: 'Missions', target: 'MISSIONS' },
      { id: 'wiki', label: 'Wiki', target: 'EXTERNAL_URL', url: 'https://example.com/wiki' },
    ],
  },
]);

const badgeOf = (result: Menu, id: string) =>
  result
    .flatMap((item) => (item.target === 'NESTED' ? [item, ...item.children] : [item]))
    .find((item) => item.id === id)?.badge;

describe('the daily-gift badge rule', () => {
  it('given a claimable daily gift (no nextAt) on a page, the item leading there shows RED_CIRCLE instead of NONE', () => {
    const result = menuWithBadges(menu, [pageWithGift('HOME')], now);
    expect(badgeOf(result, 'home')).toBe('RED_CIRCLE');
    expect(badgeOf(result, 'hub')).toBe('NONE');
  });

  it('counts a gift whose nextAt has passed as claimable, and one still waiting as not', () => {
    expect(pagesWithClaimableGift([pageWithGift('HOME', '2027-03-01T11:59:59Z')], now)).toEqual(new Set(['HOME']));
    expect(badgeOf(menuWithBadges(menu, [pageWithGift('HOME', '2027-03-02T00:00:00Z')], now), 'home')).toBe('NONE');
  });

  it('never replaces a configured badge', () => {
    expect(badgeOf(menuWithBadges(menu, [pageWithGift('SHOP')], now), 'shop')).toBe('HORIZONTAL_BAR');
  });

  it('reaches NESTED children, and a NESTED item with a badged child shows RED_CIRCLE while closed', () => {
    const result = menuWithBadges(menu, [pageWithGift('MISSIONS')], now);
    expect(badgeOf(result, 'missions')).toBe('RED_CIRCLE');
    expect(badgeOf(result, 'more')).toBe('RED_CIRCLE');
    expect(badgeOf(result, 'wiki')).toBe('NONE');
    expect(badgeOf(menuWithBadges(menu, [], now), 'more')).toBe('NONE');
  });

  it('drives the demo shops: Emberfall’s Home has a claimable gift; Neon Drift’s gift is still waiting', () => {
    expect(badgeOf(menuWithBadges(emberfall.config.menu, emberfall.config.layout.pages, now), 'home')).toBe(
      'RED_CIRCLE',
    );
    const neon = demoShops.find((shop) => shop.handle === 'neon-drift')!;
    const before = Date.parse('2027-01-01T00:00:00Z');
    expect(badgeOf(menuWithBadges(neon.config.menu, neon.config.layout.pages, before), 'home')).toBe('NONE');
  });
});

describe('a page with nothing on it', () => {
  const empty: LayoutPage = { target: 'HUB', title: 'Hub', sections: [{ id: 'soon', cards: [] }] };
  const configured: Menu = menuSchema.parse([
    { id: 'home', label: 'Home', target: 'HOME' },
    { id: 'missions', label: 'Missions', target: 'MISSIONS', badge: 'RED_CIRCLE' },
    { id: 'hub', label: 'Hub', target: 'HUB', badge: 'HORIZONTAL_BAR' },
    {
      id: 'more',
      label: 'More',
      target: 'NESTED',
      children: [{ id: 'download', label: 'Download', target: 'DOWNLOAD', badge: 'RED_CIRCLE' }],
    },
  ]);

  it('given a badge configured on an item whose page is missing or has no cards, shows no badge (nothing new there)', () => {
    const result = menuWithBadges(configured, [pageWithGift('HOME'), empty], now);
    expect(badgeOf(result, 'missions')).toBe('NONE');
    expect(badgeOf(result, 'hub')).toBe('NONE');
    expect(badgeOf(result, 'download')).toBe('NONE');
    expect(badgeOf(result, 'more')).toBe('NONE');
    expect(badgeOf(result, 'home')).toBe('RED_CIRCLE');
  });

  it('drives Emberfall: Missions and Download, which have no page yet, lose their "new"; Shop keeps its bar', () => {
    const result = menuWithBadges(emberfall.config.menu, emberfall.config.layout.pages, now);
    expect(badgeOf(result, 'missions')).toBe('NONE');
    expect(badgeOf(result, 'download')).toBe('NONE');
    expect(badgeOf(result, 'shop')).toBe('HORIZONTAL_BAR');
  });
});

describe("a signed-in player's badges (docs/decisions/051)", () => {
  const missionsPage: LayoutPage = { target: 'MISSIONS', title: 'Missions', sections: [] };
  const withMissions: Menu = menuSchema.parse([
    { id: 'home', label: 'Home', target: 'HOME' },
    { id: 'missions', label: 'Missions', target: 'MISSIONS', badge: 'HORIZONTAL_BAR' },
  ]);
  const panels = new Set<LayoutPage['target']>(['MISSIONS']);

  it("lights a page for a gift of the rules only while the server says it is claimable, whatever the card's nextAt", () => {
    const page = pageWithGift('HOME');
    const ready = { claimableGiftIds: new Set([gift.giftId!]), missionReady: null };
    const claimed = { claimableGiftIds: new Set<string>(), missionReady: null };
    expect(badgeOf(menuWithBadges(menu, [page], now, { player: ready }), 'home')).toBe('RED_CIRCLE');
    expect(badgeOf(menuWithBadges(menu, [page], now, { player: claimed }), 'home')).toBe('NONE');
  });

  it('lights Missions (its configured badge) only while a mission waits, and a running feature fills its page', () => {
    const lit = menuWithBadges(withMissions, [missionsPage], now, {
      player: { claimableGiftIds: new Set(), missionReady: true },
      panels,
    });
    expect(badgeOf(lit, 'missions')).toBe('HORIZONTAL_BAR');
    const out = menuWithBadges(withMissions, [missionsPage], now, {
      player: { claimableGiftIds: new Set(), missionReady: false },
      panels,
    });
    expect(badgeOf(out, 'missions')).toBe('NONE');
    // A visitor sees the configured badge; without the feature running, the empty page shows none.
    expect(badgeOf(menuWithBadges(withMissions, [missionsPage], now, { panels }), 'missions')).toBe('HORIZONTAL_BAR');
    expect(badgeOf(menuWithBadges(withMissions, [missionsPage], now), 'missions')).toBe('NONE');
  });
});
