import type { AppLoadContext } from '@remix-run/node';
import { findPlayer, toPlayerProfile } from '~/server/players/players.server';
import { identifyPageRequest } from '~/server/players/sessions.server';
import type { ShopViewer } from '~/shop/viewer-context';

export type { ShopViewer };

/** The player signed in to `shopHandle` in this browser, or null for an anonymous visitor. */
export async function loadViewer(
  request: Request,
  context: Pick<AppLoadContext, 'db' | 'clock'>,
  shopHandle: string,
): Promise<ShopViewer | null> {
  const session = await identifyPageRequest(context.db, context.clock, request, shopHandle);
  if (!session) return null;
  const player = await findPlayer(context.db, session.shopId, session.playerId);
  if (!player) return null;
  return { player: toPlayerProfile(player, shopHandle), credential: session.credential };
}

/** Pages showing a signed-in player must never sit in a shared cache. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
