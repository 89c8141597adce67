import type { AppLoadContext } from '@remix-run/node';
import type { LoyaltyPageData } from '../../../schemas/engagement/loyalty';
import type { LayoutPage } from '../../../schemas/layout';
import type { PageTarget } from '../../../schemas/menu';
import type { PassView } from '../../../schemas/api/passes';
import type { MissionsPageData } from '../../../schemas/api/missions';
import { loyaltyForPage } from '~/server/engagement/loyalty.server';
import { missionsForPage } from '~/server/engagement/missions.server';
import { hubForPage, type HubPageData } from '~/server/engagement/hub.server';
import { passesForPage } from '~/server/engagement/passes.server';
import { identifyPageRequest } from '~/server/players/sessions.server';
import { withGiftAndChainPreview, withGiftAndChainState } from './gift-and-chain-cards.server';
import type { PublishedShop } from '~/server/shops.server';

// What a storefront page shows of the engagement features (docs/decisions/047-engagement.md): each feature overlays
// the cards it owns with the signed-in player's state (a claimed day, a chain's statuses, a pass level) and adds
// its own data for its page (LOYALTY, MISSIONS, HUB). An anonymous visitor costs no database read here: each
// feature then shows its sign-in prompt.

/** The player a page is drawn for, and the shop's rules. */
export interface EngagementViewer {
  shopId: string;
  playerId: string;
}

export interface EngagementPageData {
  /** False for an anonymous visitor (and in the studio's canvas): features show their sign-in prompt. */
  signedIn: boolean;
  /** The signed-in player's passes shown on the page, for the pass cards' claims (docs/decisions/051); [] otherwise. */
  passes: PassView[];
  /** The HUB page's hub, news and feature pages (docs/decisions/051); null on other pages. */
  hub: HubPageData | null;
  /** The LOYALTY panel and the balance cards (docs/decisions/048); null without a campaign or nothing showing it. */
  loyalty: LoyaltyPageData | null;
  /** The MISSIONS page's missions (docs/decisions/049); null on other pages. */
  missions: MissionsPageData | null;
}

/** The page targets that show a feature's own panel above their cards. */
const PANEL_TARGETS: ReadonlySet<PageTarget> = new Set(['LOYALTY', 'MISSIONS', 'HUB']);

/** Whether a page shows anything a player's engagement state changes. */
function pageNeedsEngagement(page: LayoutPage | null, target: PageTarget | null): boolean {
  if (target && PANEL_TARGETS.has(target)) return true;
  return (
    page?.sections.some((section) =>
      section.cards.some((card) =>
        ['loyalty_currency_balance', 'daily_gift', 'calendar', 'offer_chain', 'battle_pass', 'premium_pass'].includes(
          card.type,
        ),
      ),
    ) ?? false
  );
}

/** The page with its engagement cards overlaid for the signed-in player, and the features' data for its panel. */
export async function engagementForPage(
  context: Pick<AppLoadContext, 'db' | 'clock'>,
  shop: PublishedShop,
  page: LayoutPage | null,
  target: PageTarget | null,
  request: Request | undefined,
): Promise<{ page: LayoutPage | null; engagement: EngagementPageData }> {
  page = withGiftAndChainPreview(context.clock, shop, page);
  const anonymous = {
    page: (await passesForPage(context.db, context.clock, shop, page, null)).page,
    engagement: {
      signedIn: false,
      passes: [],
      hub: await hubForPage(context.db, context.clock, shop, target, null),
      loyalty: await loyaltyForPage(context.db, shop, page, target, null),
      missions: await missionsForPage(context.db, context.clock, shop, target, null),
    },
  };
  if (!request || !pageNeedsEngagement(page, target)) return anonymous;
  const session = await identifyPageRequest(context.db, context.clock, request, shop.handle);
  if (!session) return anonymous;
  const viewer: EngagementViewer = { shopId: shop.id, playerId: session.playerId };
  void viewer;
  page = await withGiftAndChainState(context, shop, page, viewer.playerId);
  // Each feature adds its overlay and its data here, reading the player's state once per page.
  const passes = await passesForPage(context.db, context.clock, shop, page, viewer.playerId);
  page = passes.page;
  const loyalty = await loyaltyForPage(context.db, shop, page, target, viewer);
  const missions = await missionsForPage(context.db, context.clock, shop, target, viewer.playerId);
  const hub = await hubForPage(context.db, context.clock, shop, target, viewer.playerId);
  return { page, engagement: { signedIn: true, passes: passes.passes, hub, loyalty, missions } };
}
