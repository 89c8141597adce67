// What lights a signed-in player's menu (docs/decisions/051-passes-hub-and-badges.md): the daily gifts they can claim
// now and whether a mission is completed and unclaimed, read through those features' own functions. A visitor (no
// session cookie) and a shop running neither feature cost no database read.
import type { AppLoadContext } from '@remix-run/node';
import { claimableGiftIds } from '~/server/engagement/daily-gifts.server';
import { hasClaimableMission } from '~/server/engagement/missions.server';
import { identifyPageRequest } from '~/server/players/sessions.server';
import type { PublishedShop } from '~/server/shops.server';
import type { PlayerBadges } from '~/shop/menu-badges';

export async function playerBadgesFor(
  context: Pick<AppLoadContext, 'db' | 'clock'>,
  shop: PublishedShop,
  request: Request | undefined,
): Promise<PlayerBadges | null> {
  const { dailyGifts, missions } = shop.config.engagement;
  if (!request || (dailyGifts.length === 0 && missions.list.length === 0)) return null;
  const session = await identifyPageRequest(context.db, context.clock, request, shop.handle);
  if (!session) return null;
  const gifts =
    dailyGifts.length > 0
      ? await claimableGiftIds(context.db, context.clock, shop, session.playerId)
      : new Set<string>();
  const missionReady =
    missions.list.length > 0 ? await hasClaimableMission(context.db, context.clock, shop, session.playerId) : null;
  return { claimableGiftIds: gifts, missionReady };
}
