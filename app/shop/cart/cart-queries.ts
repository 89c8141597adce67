import { useEffect } from 'react';
import { QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartMutation } from '../../../schemas/commerce';
import { getCart, mutateCart, setCartCoupon } from '../../../schemas/api/payments';
import { ApiError, serverErrorMessage } from '~/lib/errors';
import { useViewerApi } from '~/shop/viewer-api';
import { useViewer } from '~/shop/viewer-context';
import { cartBadge } from '~/shop/cart/cart-store';

// Loaded on demand with the drawer and the checkout page: react-query, the API client and the contracts stay out of
// the storefront's first load.

let browserClient: QueryClient | undefined;

/** One cache per tab, so the drawer and the checkout page show the same cart; a fresh one per server render. */
export function commerceQueryClient(): QueryClient {
  const create = () =>
    new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 5_000, refetchOnWindowFocus: true } } });
  if (typeof window === 'undefined') return create();
  browserClient ??= create();
  return browserClient;
}

/** Query keys carry the player: another player's data is never served from this tab's cache. */
export const commerceKeys = {
  cart: (shop: string, playerId: string) => ['commerce', shop, playerId, 'cart'] as const,
  history: (shop: string, playerId: string) => ['commerce', shop, playerId, 'history'] as const,
  paymentIntent: (id: string) => ['commerce', 'payment-intent', id] as const,
  receipt: (orderId: string) => ['commerce', 'receipt', orderId] as const,
};

/** The message a player can act on: the field's own message when the server names one (a coupon refusal). */
export function problemMessage(error: unknown, field?: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: { fields?: Array<{ path: string; message: string }> } } | null;
    const fieldMessage = field ? body?.error?.fields?.find((entry) => entry.path === field)?.message : undefined;
    if (fieldMessage) return fieldMessage;
    if (error.status === 409) return 'Your cart changed in the meantime. Check it and try again.';
    return serverErrorMessage(error.body) ?? 'Something went wrong. Please try again.';
  }
  return 'We could not reach the shop. Check your connection and try again.';
}

/** The signed-in player's cart; disabled for an anonymous visitor. Keeps the header's count in step. */
export function useCart(shop: string) {
  const api = useViewerApi();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: commerceKeys.cart(shop, viewer?.player.id ?? 'anonymous'),
    enabled: viewer !== null,
    queryFn: async () => (await api.call(getCart, { query: { shop } })) as Cart,
  });
  // From the cache, not from the read: a read cancelled by a change (useCartMutation) must not set an older count.
  const itemCount = query.data?.itemCount;
  useEffect(() => {
    if (itemCount !== undefined) cartBadge.set(itemCount);
  }, [itemCount]);
  return query;
}

/**
 * One change to the cart: the server's answer (the whole cart) replaces the cached one, so one round trip. A read of
 * the cart still in flight (the header's count, fetched as the player signs in) is cancelled first, or its older
 * answer could land after this one and show the cart without the change.
 */
export function useCartMutation(shop: string) {
  const api = useViewerApi();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const queryKey = commerceKeys.cart(shop, viewer?.player.id ?? 'anonymous');
  return useMutation({
    mutationFn: async (mutation: CartMutation) => (await api.call(mutateCart, { body: { shop, mutation } })) as Cart,
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: async (cart) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, cart);
      cartBadge.set(cart.itemCount);
    },
  });
}

export function useCouponMutation(shop: string) {
  const api = useViewerApi();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string | null) => (await api.call(setCartCoupon, { body: { shop, code } })) as Cart,
    onMutate: () => queryClient.cancelQueries({ queryKey: commerceKeys.cart(shop, viewer?.player.id ?? 'anonymous') }),
    onSuccess: async (cart) => {
      const queryKey = commerceKeys.cart(shop, viewer?.player.id ?? 'anonymous');
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, cart);
    },
  });
}
