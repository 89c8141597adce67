import type { Engagement } from '../../schemas/engagement';
import type { NotificationBadge } from '../../schemas/enums';
import type { LayoutPage as Page } from '../../schemas/layout';
import type { Menu, MenuChild, MenuItem } from '../../schemas/menu';

/**
 * Badges are the publisher's configured badge plus rules driven by data (docs/decisions/051-passes-hub-and-badges.md):
 *
 *   A menu item that leads to a page with nothing on it (no page in the layout, or one without cards, and no feature
 *   panel: LOYALTY, MISSIONS or HUB of a shop running that feature) shows no badge: "new" there would send the
 *   player to nothing.
 *
 *   A menu item that leads to a page holding a daily gift the player can claim now shows RED_CIRCLE when its
 *   configured badge is NONE, and goes out once claimed. For a signed-in player a gift of the shop's rules
 *   (`giftId`, a daily gift or calendar card) is claimable when the server says so (`player.claimableGiftIds`); for a
 *   visitor, and for a drawn gift, when the card has no `nextAt` or one already passed (the layout as published: no
 *   database read, so the anonymous page cache keeps working).
 *
 *   For a signed-in player in a shop running missions, the MISSIONS item is lit (its configured badge, RED_CIRCLE
 *   when that is NONE) while a mission is completed and unclaimed, and out otherwise. A visitor sees the configured
 *   badge.
 *
 *   A configured RED_CIRCLE or HORIZONTAL_BAR is otherwise never changed. A NESTED item shows RED_CIRCLE when
 *   one of its children ends up with a badge and it has none of its own, so the badge is visible while
 *   the group is closed.
 */

/** What lights a signed-in player's menu (app/server/engagement/menu-badges.server.ts); null for a visitor. */
export interface PlayerBadges {
  /** The shop's daily gifts and calendars the player can claim now. */
  claimableGiftIds: ReadonlySet<string>;
  /** Whether a mission is completed and unclaimed; null when the shop runs no missions. */
  missionReady: boolean | null;
}

export function pagesWithClaimableGift(
  pages: readonly Page[],
  now: number,
  player: PlayerBadges | null = null,
): Set<Page['target']> {
  const targets = new Set<Page['target']>();
  for (const page of pages) {
    const claimable = page.sections.some((section) =>
      section.cards.some((card) => {
        if ((card.type === 'daily_gift' || card.type === 'calendar') && card.giftId && player)
          return player.claimableGiftIds.has(card.giftId);
        return card.type === 'daily_gift' && (card.nextAt === undefined || Date.parse(card.nextAt) <= now);
      }),
    );
    if (claimable) targets.add(page.target);
  }
  return targets;
}

/** The pages whose feature panel shows something: LOYALTY, MISSIONS and HUB of a shop running the feature. */
export function pagesWithPanels(engagement: Engagement | undefined): Set<Page['target']> {
  const targets = new Set<Page['target']>();
  if (!engagement) return targets;
  if (engagement.loyalty) targets.add('LOYALTY');
  if (engagement.missions.list.length > 0) targets.add('MISSIONS');
  if (
    engagement.loyalty ||
    engagement.missions.list.length > 0 ||
    engagement.dailyGifts.length > 0 ||
    engagement.offerChains.length > 0 ||
    engagement.passes.length > 0
  )
    targets.add('HUB');
  return targets;
}

/** The layout's pages holding at least one card, and the pages a feature panel fills. */
function pagesWithCards(pages: readonly Page[], panels: ReadonlySet<Page['target']>): Set<Page['target']> {
  return new Set([
    ...pages.filter((page) => page.sections.some((section) => section.cards.length > 0)).map((page) => page.target),
    ...panels,
  ]);
}

function withRule<T extends MenuChild>(
  item: T,
  giftTargets: Set<Page['target']>,
  filled: Set<Page['target']>,
  missionReady: boolean | null,
): T {
  if (item.target === 'EXTERNAL_URL') return item;
  if (!filled.has(item.target))
    return item.badge === 'NONE' ? item : { ...item, badge: 'NONE' satisfies NotificationBadge };
  if (item.target === 'MISSIONS' && missionReady !== null && !giftTargets.has('MISSIONS')) {
    if (!missionReady) return item.badge === 'NONE' ? item : { ...item, badge: 'NONE' satisfies NotificationBadge };
    return item.badge === 'NONE' ? { ...item, badge: 'RED_CIRCLE' satisfies NotificationBadge } : item;
  }
  if (item.badge !== 'NONE') return item;
  return giftTargets.has(item.target) ? { ...item, badge: 'RED_CIRCLE' satisfies NotificationBadge } : item;
}

/**
 * The menu with every item's badge as the player should see it now: `player` is what the server read for a
 * signed-in player (null for a visitor), `panels` the pages a feature panel fills (pagesWithPanels).
 */
export function menuWithBadges(
  menu: Menu,
  pages: readonly Page[],
  now: number,
  { player = null, panels = new Set() }: { player?: PlayerBadges | null; panels?: ReadonlySet<Page['target']> } = {},
): Menu {
  const giftTargets = pagesWithClaimableGift(pages, now, player);
  const filled = pagesWithCards(pages, panels);
  const missionReady = player?.missionReady ?? null;
  return menu.map((item): MenuItem => {
    if (item.target !== 'NESTED') return withRule(item, giftTargets, filled, missionReady);
    const children = item.children.map((child) => withRule(child, giftTargets, filled, missionReady));
    const childHasBadge = children.some((child) => child.badge !== 'NONE');
    return { ...item, children, badge: item.badge === 'NONE' && childHasBadge ? 'RED_CIRCLE' : item.badge };
  });
}
