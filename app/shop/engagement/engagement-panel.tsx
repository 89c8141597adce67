import { lazy, Suspense, type ReactNode } from 'react';
import type { EngagementPageData } from '~/server/engagement/page-state.server';
import type { StorefrontData } from '~/shop/load-storefront.server';

// Each panel is its own chunk: only its page needs it, so no other page's first load carries it. The server renders
// it in full (the document waits for every boundary) and the browser hydrates it once the chunk has arrived.
const HubPanel = lazy(() => import('~/shop/engagement/hub-panel').then((module) => ({ default: module.HubPanel })));
const LoyaltyPanel = lazy(() =>
  import('~/shop/engagement/loyalty-panel').then((module) => ({ default: module.LoyaltyPanel })),
);
const MissionsPanel = lazy(() =>
  import('~/shop/engagement/missions-panel').then((module) => ({ default: module.MissionsPanel })),
);

/**
 * The feature panel a page shows above its cards (docs/decisions/047-engagement.md): LOYALTY the player's points,
 * tier and milestones, MISSIONS the missions, HUB the hub. Null when the page has none, so the page's own empty
 * state still speaks for an empty page.
 */
export function engagementPanel(target: StorefrontData['target'], engagement: EngagementPageData): ReactNode | null {
  const panel =
    target === 'LOYALTY' && engagement.loyalty ? (
      <LoyaltyPanel loyalty={engagement.loyalty} />
    ) : target === 'MISSIONS' && engagement.missions ? (
      <MissionsPanel missions={engagement.missions} />
    ) : target === 'HUB' && engagement.hub ? (
      <HubPanel hub={engagement.hub} />
    ) : null;
  return panel ? <Suspense fallback={null}>{panel}</Suspense> : null;
}
