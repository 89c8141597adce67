import { acknowledgeLoyaltyPoints, claimLoyaltyMilestone } from '../../../schemas/api/shop';
import { CREDENTIAL_HEADER, createApiClient } from '~/lib/api-client';
import { ApiError, serverErrorMessage } from '~/lib/errors';

// The LOYALTY panel's two calls, in a chunk of their own (loyalty-panel.tsx loads it after the count-up or at the
// first Claim press): the API client and its contracts stay out of the storefront's first load.

export function loyaltyCalls(shop: string, credential: string) {
  const api = createApiClient({ getCredentialHeader: () => ({ [CREDENTIAL_HEADER]: credential }) });
  return {
    claim: (id: string) => api.call(claimLoyaltyMilestone, { params: { shop, id } }),
    acknowledge: (points: number) => api.call(acknowledgeLoyaltyPoints, { params: { shop }, body: { points } }),
  };
}

/** What a refused claim tells the player: the server's own words (claimed already, not reached yet). */
export function claimProblem(error: unknown): string {
  if (error instanceof ApiError) return serverErrorMessage(error.body) ?? 'Something went wrong. Please try again.';
  return 'We could not reach the shop. Check your connection and try again.';
}
