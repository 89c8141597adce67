import type { ApiClient } from '~/lib/api-client';
import type { CardAction } from '~/cards/card-actions';
import { cardTitle } from '~/cards/card-parts';
import { dailyGiftClaimOf, offerChainClaimOf } from './gift-and-chain-claims';
import { passRewardClaimOf } from './pass-claims';

// The engagement claims a card's Claim button makes (docs/decisions/047-engagement.md): a daily gift or calendar
// day, a free offer chain link, a pass level's reward. Loaded with the commerce chunk (cart/commerce-host.tsx),
// which signs the player in first when needed and reloads the page's data after a claim.

export interface EngagementClaim {
  /** What the toast names: "Hearth gift claimed". */
  name: string;
  /** Makes the call; resolves once granted, throws the ApiError otherwise (409 when claimed already). */
  run(api: ApiClient, shop: string): Promise<unknown>;
}

type ClaimFinder = (action: Extract<CardAction, { kind: 'claim' }>) => EngagementClaim | null;

/**
 * One finder per feature, each answering for the cards it owns (a card that names no engagement entry is a drawing:
 * every finder answers null and the action stays a catalogue claim or a "not available yet").
 */
const finders: ClaimFinder[] = [dailyGiftClaimOf, offerChainClaimOf, passRewardClaimOf];

/** The engagement claim a card action makes, or null when it is not one. */
export function engagementClaimOf(action: CardAction): EngagementClaim | null {
  if (action.kind !== 'claim') return null;
  for (const find of finders) {
    const claim = find(action);
    if (claim) return claim;
  }
  return null;
}

/** The card's own name for toasts, for finders. */
export const claimName = (action: CardAction) => cardTitle(action.card);
