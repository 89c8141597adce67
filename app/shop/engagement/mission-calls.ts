import { claimMission } from '../../../schemas/api/missions';
import { CREDENTIAL_HEADER, createApiClient } from '~/lib/api-client';
import { ApiError, serverErrorMessage } from '~/lib/errors';

// The MISSIONS panel's claim, in a chunk of its own (missions-panel.tsx loads it at the first hover or press of a
// Claim button): the API client and its contracts stay out of the storefront's first load.

export function claimMissionCall(shop: string, credential: string, id: string) {
  const api = createApiClient({ getCredentialHeader: () => ({ [CREDENTIAL_HEADER]: credential }) });
  return api.call(claimMission, { params: { shop, id } });
}

/** What a refused claim tells the player: the server's own words (claimed already, not completed yet). */
export function claimProblem(error: unknown): string {
  if (error instanceof ApiError) return serverErrorMessage(error.body) ?? 'Something went wrong. Please try again.';
  return 'We could not reach the shop. Check your connection and try again.';
}
