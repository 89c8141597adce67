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
  return useQuery({
    queryKey: commerceKeys.cart(shop, viewer?.player.id ?? 'anonymous'),
    enabled: viewer !== null,
    queryFn: async () => {
      const cart = (await api.call(getCart, { query: { shop } })) as Cart;
      cartBadge.set(cart.itemCount);
      return cart;
    },
  });
}

/** One change to the cart: the server's answer (the whole cart) replaces the cached one, so one round trip. */
export function useCartMutation(shop: string) {
  const api = useViewerApi();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mutation: CartMutation) => (await api.call(mutateCart, { body: { shop, mutation } })) as Cart,
    onSuccess: (cart) => {
      queryClient.setQueryData(commerceKeys.cart(shop, viewer?.player.id ?? 'anonymous'), cart);
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
    onSuccess: (cart) => {
      queryClient.setQueryData(commerceKeys.cart(shop, viewer?.player.id ?? 'anonymous'), cart);
    },
  });
}
