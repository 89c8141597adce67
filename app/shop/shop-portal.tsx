import { createContext, useContext, type RefObject } from 'react';

/**
 * The shop's root element, where its menus and drawers are portalled: the shop's theme variables are set
 * there, so a portal into body would fall back to the default theme.
 */
// A ref, never state: setting state while the page hydrates would interrupt hydration. Menus and drawers
// only render their portal once opened, by which time the ref is set.
export const ShopPortalContext = createContext<RefObject<HTMLElement> | null>(null);

export function useShopPortal(): HTMLElement | null {
  return useContext(ShopPortalContext)?.current ?? null;
}
