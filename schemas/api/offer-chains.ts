import { z } from 'zod';
import { grantedRewardsSchema } from '../engagement/rewards';
import { defineContract, pathParams } from './contract';

// Our own call (not in the spec's section 7, docs/decisions/050-daily-gifts-and-offer-chains.md): claims a free link
// of an offer chain. A paid link is bought through the checkout instead. Not in `contractList` (the spec's table); documented as ours (engagement-calls.ts).

export const offerChainLinkClaimSchema = z.object({
  chainId: z.string(),
  /** The chain's cycle the claim counts in: `always`, a week or month, or `run-{k}`. */
  cycle: z.string(),
  linkId: z.string(),
  /** The link's 1-based position: the chain's next link is now n + 1. */
  n: z.number().int().min(1),
  rewards: grantedRewardsSchema,
});
export type OfferChainLinkClaimResult = z.infer<typeof offerChainLinkClaimSchema>;

const path = '/api/shops/{shop}/offer_chains/{id}/links/{linkId}/claim';

export const claimOfferChainLink = defineContract({
  name: 'claimOfferChainLink',
  method: 'POST',
  path,
  secure: true,
  tag: 'Shop',
  status: 'implemented',
  summary: 'Claims the next free link of an offer chain: 409 once claimed, 422 when locked or paid',
  params: pathParams(path),
  response: offerChainLinkClaimSchema,
});
