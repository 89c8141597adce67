import { useQuery } from '@tanstack/react-query';
import { listEmailVerifications, listLinkCodes } from '../../../schemas/api/login';
import { getShopPlayer } from '../../../schemas/api/shop';
import { useViewerApi } from '~/shop/viewer-api';

/** The account page's client data, one query key per thing the page shows. */
export const accountKeys = {
  all: (shop: string) => ['account', shop] as const,
  me: (shop: string) => ['account', shop, 'me'] as const,
  verifications: (shop: string) => ['account', shop, 'email-verifications'] as const,
  linkCodes: (shop: string) => ['account', shop, 'link-codes'] as const,
};

/** How often the page asks whether the game confirmed the code on show. */
export const LINK_CODE_POLL_MS = 2_000;

export function useMe(shop: string) {
  const api = useViewerApi();
  return useQuery({ queryKey: accountKeys.me(shop), queryFn: () => api.call(getShopPlayer, { params: { shop } }) });
}

export function useEmailVerifications(shop: string) {
  const api = useViewerApi();
  return useQuery({ queryKey: accountKeys.verifications(shop), queryFn: () => api.call(listEmailVerifications) });
}

/** The player's link codes; polled while `watching` (a code is on screen, waiting for the game). */
export function useLinkCodes(shop: string, watching: boolean) {
  const api = useViewerApi();
  return useQuery({
    queryKey: accountKeys.linkCodes(shop),
    queryFn: () => api.call(listLinkCodes, { params: { shop } }),
    enabled: watching,
    refetchInterval: watching ? LINK_CODE_POLL_MS : false,
  });
}
