import type { NotificationBadge } from '../../schemas/enums';
import type { MenuChild, MenuItem } from '../../schemas/menu';
import type { PageTarget } from '~/lib/shop-paths';
import { pagePath } from '~/lib/shop-paths';
import { styled } from '~/ui/stitches.config';

/** Read by screen readers, invisible on screen. */
export const VisuallyHidden = styled('span', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const Mark = styled('span', {
  flexShrink: 0,
  pointerEvents: 'none',
  background: '$danger',
  variants: {
    badge: {
      RED_CIRCLE: {
        width: 8,
        height: 8,
        borderRadius: '$pill',
        boxShadow: '0 0 0 2px $colors$headerBg, 0 0 10px $colors$danger',
      },
      // Under the label, across the item: positioned against the nearest item (position: relative).
      HORIZONTAL_BAR: {
        position: 'absolute',
        left: '0.75rem',
        right: '0.75rem',
        bottom: 3,
        height: 3,
        borderRadius: 2,
      },
    },
  },
});

/** The notification badge: a mark on screen, the word "new" for screen readers. */
export function Badge({ badge }: { badge: NotificationBadge }) {
  if (badge === 'NONE') return null;
  return (
    <>
      <Mark badge={badge} aria-hidden="true" data-badge={badge} />
      <VisuallyHidden> (new)</VisuallyHidden>
    </>
  );
}

/** "(opens in a new tab)" for screen readers, an arrow on screen. */
export function NewTabHint() {
  return (
    <>
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      <span aria-hidden="true" style={{ opacity: 0.7 }}>
        ↗
      </span>
    </>
  );
}

export type LinkTarget = { kind: 'page'; to: string; current: boolean } | { kind: 'external'; href: string };

export function linkTarget(item: MenuChild, basePath: string, currentTarget: PageTarget): LinkTarget {
  if (item.target === 'EXTERNAL_URL') return { kind: 'external', href: item.url };
  return { kind: 'page', to: pagePath(basePath, item.target), current: item.target === currentTarget };
}

/** True when the player is on one of a NESTED item's pages. */
export function groupIsCurrent(item: Extract<MenuItem, { target: 'NESTED' }>, currentTarget: PageTarget): boolean {
  return item.children.some((child) => child.target === currentTarget);
}

/** Anything on the menu asks for attention: shown on the mobile menu button. */
export function menuHasBadge(menu: readonly MenuItem[]): boolean {
  return menu.some(
    (item) =>
      item.badge !== 'NONE' || (item.target === 'NESTED' && item.children.some((child) => child.badge !== 'NONE'))
  );
}
