import type { NotificationBadge } from '../../schemas/enums';
import type { LayoutPage as Page } from '../../schemas/layout';
import type { Menu, MenuChild, MenuItem } from '../../schemas/menu';

/**
 * Badges are the publisher's configured badge plus one rule driven by data:
 *
 *   A menu item that leads to a page holding a daily gift the player can claim now (a `daily_gift` card
 *   with no `nextAt`, or a `nextAt` already passed) shows RED_CIRCLE when its configured badge is NONE.
 *   A configured RED_CIRCLE or HORIZONTAL_BAR is never changed. A NESTED item shows RED_CIRCLE when
 *   one of its children ends up with a badge and it has none of its own, so the badge is visible while
 *   the group is closed.
 */
export function pagesWithClaimableGift(pages: readonly Page[], now: number): Set<Page['target']> {
  const targets = new Set<Page['target']>();
  for (const page of pages) {
    const claimable = page.sections.some((section) =>
      section.cards.some(
        (card) => card.type === 'daily_gift' && (card.nextAt === undefined || Date.parse(card.nextAt) <= now)
      )
    );
    if (claimable) targets.add(page.target);
  }
  return targets;
}

function withRule<T extends MenuChild>(item: T, giftTargets: Set<Page['target']>): T {
  if (item.badge !== 'NONE' || item.target === 'EXTERNAL_URL') return item;
  return giftTargets.has(item.target) ? { ...item, badge: 'RED_CIRCLE' satisfies NotificationBadge } : item;
}

/** The menu with every item's badge as the player should see it now. */
export function menuWithBadges(menu: Menu, pages: readonly Page[], now: number): Menu {
  const giftTargets = pagesWithClaimableGift(pages, now);
  return menu.map((item): MenuItem => {
    if (item.target !== 'NESTED') return withRule(item, giftTargets);
    const children = item.children.map((child) => withRule(child, giftTargets));
    const childHasBadge = children.some((child) => child.badge !== 'NONE');
    return { ...item, children, badge: item.badge === 'NONE' && childHasBadge ? 'RED_CIRCLE' : item.badge };
  });
}
