import type { AppLoadContext } from '@remix-run/node';
import { walletBalances } from '~/server/commerce/wallets.server';
import { findPlayer, toPlayerProfile } from '~/server/players/players.server';
import { identifyPageRequest, type PageViewer } from '~/server/players/sessions.server';
import type { ShopViewer } from '~/shop/viewer-context';

export type { ShopViewer };

/** The signed-in player of a page: what the page shows (`viewer`) and the session behind it (server only). */
export interface SignedInPage {
  viewer: ShopViewer;
  session: PageViewer;
}

/**
 * The one lookup of the player signed in to `shopHandle` in this browser (the shop's session cookie), or null for an
 * anonymous visitor or a session that outlived its player.
 */
export async function loadSignedInPage(
  request: Request,
  context: Pick<AppLoadContext, 'db' | 'clock'>,
  shopHandle: string,
): Promise<SignedInPage | null> {
  const session = await identifyPageRequest(context.db, context.clock, request, shopHandle);
  if (!session) return null;
  // The player and their balances in one round trip to the pool (the header shows the balances on every page).
  const [player, wallets] = await Promise.all([
    findPlayer(context.db, session.shopId, session.playerId),
    walletBalances(context.db, session.shopId, session.playerId),
  ]);
  if (!player) return null;
  return { viewer: { player: toPlayerProfile(player, shopHandle), credential: session.credential, wallets }, session };
}

/** The player signed in to `shopHandle` in this browser, as the page shows them, or null for a visitor. */
export async function loadViewer(
  request: Request,
  context: Pick<AppLoadContext, 'db' | 'clock'>,
  shopHandle: string,
): Promise<ShopViewer | null> {
  return (await loadSignedInPage(request, context, shopHandle))?.viewer ?? null;
}

/** Pages showing a signed-in player must never sit in a shared cache. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
