import type { NotificationBadge } from '../../schemas/enums';
import type { LayoutPage as Page } from '../../schemas/layout';
import type { Menu, MenuChild, MenuItem } from '../../schemas/menu';

/**
 * Badges are the publisher's configured badge plus two rules driven by data:
 *
 *   A menu item that leads to a page with nothing on it (no page in the layout, or one without cards: missions,
 *   hub and download until their features land) shows no badge: "new" there would send the player to nothing.
 *
 *   A menu item that leads to a page holding a daily gift the player can claim now (a `daily_gift` card
 *   with no `nextAt`, or a `nextAt` already passed) shows RED_CIRCLE when its configured badge is NONE.
 *   A configured RED_CIRCLE or HORIZONTAL_BAR is otherwise never changed. A NESTED item shows RED_CIRCLE when
 *   one of its children ends up with a badge and it has none of its own, so the badge is visible while
 *   the group is closed.
 */
export function pagesWithClaimableGift(pages: readonly Page[], now: number): Set<Page['target']> {
  const targets = new Set<Page['target']>();
  for (const page of pages) {
    const claimable = page.sections.some((section) =>
      section.cards.some(
        (card) => card.type === 'daily_gift' && (card.nextAt === undefined || Date.parse(card.nextAt) <= now),
      ),
    );
    if (claimable) targets.add(page.target);
  }
  return targets;
}

/** The layout's pages holding at least one card. */
function pagesWithCards(pages: readonly Page[]): Set<Page['target']> {
  return new Set(
    pages.filter((page) => page.sections.some((section) => section.cards.length > 0)).map((page) => page.target),
  );
}

function withRule<T extends MenuChild>(item: T, giftTargets: Set<Page['target']>, filled: Set<Page['target']>): T {
  if (item.target === 'EXTERNAL_URL') return item;
  if (!filled.has(item.target))
    return item.badge === 'NONE' ? item : { ...item, badge: 'NONE' satisfies NotificationBadge };
  if (item.badge !== 'NONE') return item;
  return giftTargets.has(item.target) ? { ...item, badge: 'RED_CIRCLE' satisfies NotificationBadge } : item;
}

/** The menu with every item's badge as the player should see it now. */
export function menuWithBadges(menu: Menu, pages: readonly Page[], now: number): Menu {
  const giftTargets = pagesWithClaimableGift(pages, now);
  const filled = pagesWithCards(pages);
  return menu.map((item): MenuItem => {
    if (item.target !== 'NESTED') return withRule(item, giftTargets, filled);
    const children = item.children.map((child) => withRule(child, giftTargets, filled));
    const childHasBadge = children.some((child) => child.badge !== 'NONE');
    return { ...item, children, badge: item.badge === 'NONE' && childHasBadge ? 'RED_CIRCLE' : item.badge };
  });
}
