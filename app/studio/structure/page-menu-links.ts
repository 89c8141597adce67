import type { MenuItem, PageTarget } from '../../../schemas/menu';
import { uniqueId } from './layout-edits';

// A page no menu link leads to is a page no player reaches (the storefront has no other way to it): the Pages panel
// says so next to the page and offers to add the link. The form's menu may be half-edited, so these read it warily.

/** The most entries a menu holds (schemas/menu.ts). */
export const MENU_MAX_ITEMS = 12;

function entries(menu: unknown): Record<string, unknown>[] {
  return Array.isArray(menu) ? menu.filter((item): item is Record<string, unknown> => typeof item === 'object') : [];
}

/** Whether a menu entry or a group's child leads to the page. */
export function menuLinksTo(menu: unknown, target: PageTarget): boolean {
  return entries(menu).some(
    (item) => item.target === target || (item.target === 'NESTED' && menuLinksTo(item.children, target)),
  );
}

/** The menu with a link to the page at its end, or null when the menu is full. */
export function withMenuLink(menu: unknown, target: PageTarget, label: string): MenuItem[] | null {
  const items = entries(menu);
  if (items.length >= MENU_MAX_ITEMS) return null;
  const taken = new Set(
    items.flatMap((item) => [item.id, ...entries(item.children).map((child) => child.id)]).map(String),
  );
  const id = uniqueId(target.toLowerCase(), taken);
  const link: MenuItem = { id, label: label.trim().slice(0, 40) || target, target, badge: 'NONE' };
  return [...(items as MenuItem[]), link];
}
