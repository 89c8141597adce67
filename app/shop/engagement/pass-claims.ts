import { claimPassReward } from '../../../schemas/api/passes';
import type { ApiClient } from '~/lib/api-client';
import type { CardAction } from '~/cards/card-actions';

// The Claim buttons of pass cards that name the shop's rules (`passId`; docs/decisions/051-passes-hub-and-badges.md):
// `linkId` is `<level>:<track>`. A card naming no pass is a drawing: this answers null.

type Claim = Extract<CardAction, { kind: 'claim' }>;

const LINK_RE = /^([1-9][0-9]{0,2}):(free|premium)$/;

/** One level's free or premium reward of a pass. */
export function passRewardClaimOf(
  action: Claim,
): { name: string; run(api: ApiClient, shop: string): Promise<unknown> } | null {
  const { card, linkId } = action;
  if ((card.type !== 'battle_pass' && card.type !== 'premium_pass') || !card.passId || !linkId) return null;
  const match = LINK_RE.exec(linkId);
  if (!match) return null;
  const [, level = '', track = ''] = match;
  const id = card.passId;
  return {
    name: `${card.season}, level ${level} ${track} reward`,
    run: (api, shop) => api.call(claimPassReward, { params: { shop, id, level, track } }),
  };
}
