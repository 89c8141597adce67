import type { NotificationBadge } from '../../schemas/enums';
import type { MenuChild, MenuItem } from '../../schemas/menu';
import type { PageTarget } from '~/lib/shop-paths';
import { pagePath } from '~/lib/shop-paths';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './menu-parts.css';

/** Read by screen readers, invisible on screen. */
export const VisuallyHidden = styled('span', styles.visuallyHidden);

const Mark = styled('span', styles.mark);

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

export function linkTarget(item: MenuChild, basePath: string, currentTarget: PageTarget | null): LinkTarget {
  if (item.target === 'EXTERNAL_URL') return { kind: 'external', href: item.url };
  return { kind: 'page', to: pagePath(basePath, item.target), current: item.target === currentTarget };
}

/** True when the player is on one of a NESTED item's pages. */
export function groupIsCurrent(
  item: Extract<MenuItem, { target: 'NESTED' }>,
  currentTarget: PageTarget | null,
): boolean {
  return item.children.some((child) => child.target === currentTarget);
}

/** Anything on the menu asks for attention: shown on the mobile menu button. */
export function menuHasBadge(menu: readonly MenuItem[]): boolean {
  return menu.some(
    (item) =>
      item.badge !== 'NONE' || (item.target === 'NESTED' && item.children.some((child) => child.badge !== 'NONE')),
  );
}

/** A NESTED group's button in the desktop menu: the same element before and after its dropdown's code loads. */
export const GroupTrigger = styled('button', styles.menuItemStyle, styles.groupTrigger);

export function GroupTriggerLabel({ item }: { item: Extract<MenuItem, { target: 'NESTED' }> }) {
  return (
    <>
      {item.label}
      <Badge badge={item.badge} />
      <Icon name="chevron-down" size={16} />
    </>
  );
}

/** Below md: the button that opens the menu drawer. */
export const MenuButton = styled('button', styles.menuButton);

export function MenuButtonLabel({ menu }: { menu: readonly MenuItem[] }) {
  return (
    <>
      <Icon name="menu" size={22} />
      <VisuallyHidden>Menu</VisuallyHidden>
      {menuHasBadge(menu) ? <Badge badge="RED_CIRCLE" /> : null}
    </>
  );
}

/**
 * How the player opened a menu whose code had not arrived yet: the real menu opens the same way once it
 * mounts (a key is replayed on its trigger, so keyboard players land on the first item as usual).
 */
export type MenuActivation = { kind: 'pointer' } | { kind: 'key'; key: string };
