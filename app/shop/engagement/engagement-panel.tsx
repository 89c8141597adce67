import type { ReactNode } from 'react';
import type { EngagementPageData } from '~/server/engagement/page-state.server';
import type { StorefrontData } from '~/shop/load-storefront.server';
import { HubPanel } from '~/shop/engagement/hub-panel';
import { LoyaltyPanel } from '~/shop/engagement/loyalty-panel';
import { MissionsPanel } from '~/shop/engagement/missions-panel';

/**
 * The feature panel a page shows above its cards (docs/decisions/047-engagement.md): LOYALTY the player's points,
 * tier and milestones, MISSIONS the missions, HUB the hub. Null when the page has none, so the page's own empty
 * state still speaks for an empty page.
 */
export function engagementPanel(target: StorefrontData['target'], engagement: EngagementPageData): ReactNode | null {
  void engagement;
  switch (target) {
    case 'LOYALTY':
      return engagement.loyalty ? <LoyaltyPanel loyalty={engagement.loyalty} /> : null;
    case 'MISSIONS':
      return engagement.missions ? <MissionsPanel missions={engagement.missions} /> : null;
    case 'HUB':
      return engagement.hub ? <HubPanel hub={engagement.hub} /> : null;
    default:
      return null;
  }
}
