import type { NotificationBadge } from '../../schemas/enums';
import type { MenuChild, MenuItem } from '../../schemas/menu';
import type { PageTarget } from '~/lib/shop-paths';
import { pagePath } from '~/lib/shop-paths';
import { Icon } from '~/ui/icons';
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
      // A short bar beside the label, like the circle: under the label it read as the current-page underline.
      HORIZONTAL_BAR: {
        width: 14,
        height: 4,
        borderRadius: 2,
        boxShadow: '0 0 0 2px $colors$headerBg, 0 0 10px $colors$danger',
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

/** The desktop menu's look, shared by its links and the NESTED groups' buttons. */
export const menuItemStyle = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  padding: '0.5rem 0.6rem',
  border: 'none',
  borderRadius: '$input',
  background: 'transparent',
  color: '$secondaryText',
  fontFamily: '$button',
  fontWeight: 600,
  fontSize: '0.9rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'color $fast, background-color $fast',
  '@lg': { padding: '0.5rem 0.8rem' },
  '&:hover, &[data-state="open"]': { color: '$primaryText', background: '$bgAccent' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '-2px' },
  '&[aria-current="page"], &[data-current]': { color: '$primary', boxShadow: 'inset 0 -2px 0 $colors$primary' },
} as const;

/** A NESTED group's button in the desktop menu: the same element before and after its dropdown's code loads. */
export const GroupTrigger = styled('button', menuItemStyle, {
  '& [data-icon]': { transition: 'transform $fast' },
  '&[data-state="open"] [data-icon]': { transform: 'rotate(180deg)' },
});

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
export const MenuButton = styled('button', {
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$input',
  background: '$paper',
  color: '$primaryText',
  cursor: 'pointer',
  '&:hover, &[data-state="open"]': { borderColor: '$accentBorder', background: '$bgAccent' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  '& [data-badge]': { position: 'absolute', top: 6, right: 6 },
  '@md': { display: 'none' },
});

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
