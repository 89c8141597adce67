import { claimDailyGift } from './daily-gifts';
import { claimMission } from './missions';
import { claimOfferChainLink } from './offer-chains';
import { claimPassReward, listPasses } from './passes';

/**
 * Our own engagement calls (docs/decisions/047-052): the spec's table has no call to claim a daily gift, a mission, an
 * offer chain link or a pass reward, nor to list passes. They are served like the spec's calls and documented
 * beside them in /api/openapi.json, marked `x-gamefront: true`.
 */
export const engagementContracts = [
  claimDailyGift,
  claimMission,
  claimOfferChainLink,
  listPasses,
  claimPassReward,
] as const;
