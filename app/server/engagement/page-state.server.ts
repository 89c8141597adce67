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

/**
 * The page with its engagement cards overlaid for the signed-in player, and the features' data for its panel. A
 * visitor's page is drawn from the rules alone (no database read); a player's reads their state once per feature.
 */
export async function engagementForPage(
  context: Pick<AppLoadContext, 'db' | 'clock'>,
  shop: PublishedShop,
  page: LayoutPage | null,
  target: PageTarget | null,
  request: Request | undefined,
): Promise<{ page: LayoutPage | null; engagement: EngagementPageData }> {
  const previewed = withGiftAndChainPreview(context.clock, shop, page);
  const session =
    request && pageNeedsEngagement(previewed, target)
      ? await identifyPageRequest(context.db, context.clock, request, shop.handle)
      : null;
  const viewer: EngagementViewer | null = session ? { shopId: shop.id, playerId: session.playerId } : null;
  const playerId = viewer?.playerId ?? null;
  const drawn = viewer ? await withGiftAndChainState(context, shop, previewed, viewer.playerId) : previewed;
  const passes = await passesForPage(context.db, context.clock, shop, drawn, playerId);
  const [loyalty, missions, hub] = await Promise.all([
    loyaltyForPage(context.db, shop, passes.page, target, viewer),
    missionsForPage(context.db, context.clock, shop, target, playerId),
    hubForPage(context.db, context.clock, shop, target, playerId),
  ]);
  return {
    page: passes.page,
    engagement: { signedIn: viewer !== null, passes: passes.passes, hub, loyalty, missions },
  };
}
