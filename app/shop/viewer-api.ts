import { useMemo } from 'react';
import { CREDENTIAL_HEADER, createApiClient, type ApiClient } from '~/lib/api-client';
import { useViewer } from '~/shop/viewer-context';

/**
 * The API client of this page: secure calls carry the signed-in player's credential header. Only code loaded on
 * demand (the sign-in dialog, the account page) imports this: the client's contracts bring zod along.
 */
export function useViewerApi(): ApiClient {
  const credential = useViewer()?.credential ?? null;
  return useMemo(
    () => createApiClient({ getCredentialHeader: () => (credential ? { [CREDENTIAL_HEADER]: credential } : null) }),
    [credential],
  );
}
