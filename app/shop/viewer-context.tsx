import { createContext, useContext, useMemo, type ReactNode, type RefObject } from 'react';
import type { PlayerProfile } from '../../schemas/account';
import { ShopPortalContext } from '~/shop/shop-portal';

// Kept free of the API client and zod: this module is part of every storefront page's first load.
// Client code that calls the API takes its client from useViewerApi() (~/shop/viewer-api), loaded with it.

/** The signed-in player of a shop page, as the page's client code needs them. */
export interface ShopViewer {
  player: PlayerProfile;
  /** The value of the credential header for this browser's secure /api calls. */
  credential: string;
  /** Balances in the shop's virtual currencies by id, as the page was loaded (a currency never held is absent). */
  wallets: Record<string, number>;
}

export interface ViewerContextValue {
  /** Null for an anonymous visitor. */
  viewer: ShopViewer | null;
  /** The shop's handle (the `{shop}` of API calls). */
  shop: string;
  /** Where the shop's pages live: `/{handle}` on the main host, '' on the shop's own domain. */
  basePath: string;
}

const ViewerContext = createContext<ViewerContextValue | null>(null);

export function ViewerProvider({ viewer, shop, basePath, children }: ViewerContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ viewer, shop, basePath }), [viewer, shop, basePath]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/** Everything a shop page hands down: the element its overlays portal into, and who is looking at it. */
export function ShopPageContext({
  portal,
  children,
  ...value
}: ViewerContextValue & { portal: RefObject<HTMLElement>; children: ReactNode }) {
  return (
    <ShopPortalContext.Provider value={portal}>
      <ViewerProvider {...value}>{children}</ViewerProvider>
    </ShopPortalContext.Provider>
  );
}

/** The page's shop and player; null outside a shop page. */
export function useViewerContext(): ViewerContextValue | null {
  return useContext(ViewerContext);
}

/** The signed-in player of this page, or null when anonymous (or outside a shop page). */
export function useViewer(): ShopViewer | null {
  return useContext(ViewerContext)?.viewer ?? null;
}

/** What the header shows for a player: their name, else their email, else a neutral word. */
export function playerLabel(player: PlayerProfile): string {
  return player.displayName?.trim() || player.email || 'Player';
}

/** The account page of a shop. */
export function accountPath(basePath: string): string {
  return `${basePath}/account`;
}
