import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePaymentMethod, listPaymentMethods } from '../../schemas/api/user';
import type { SavedPaymentMethod } from '../../schemas/saved-methods';
import { useViewerApi } from '~/shop/viewer-api';

// The player's saved payment methods (decision 056), shared by the checkout (pay in one step) and the account page.

export const savedMethodKeys = { list: (shop: string) => ['saved-payment-methods', shop] as const };

export function useSavedMethods(shop: string, enabled = true) {
  const api = useViewerApi();
  return useQuery({
    queryKey: savedMethodKeys.list(shop),
    queryFn: async () =>
      ((await api.call(listPaymentMethods, { params: { shop } })) as { methods: SavedPaymentMethod[] }).methods,
    enabled,
  });
}

export function useRemoveSavedMethod(shop: string) {
  const api = useViewerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: SavedPaymentMethod) => api.call(deletePaymentMethod, { params: { shop, id: method.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedMethodKeys.list(shop) }),
  });
}

const brandNames: Record<string, string> = {
  VISA: 'Visa',
  MASTER_CARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  UNION_PAY: 'UnionPay',
  JCB: 'JCB',
};

/** "Visa ending in 4242", or the wallet's or method's name. */
export function savedMethodName(method: SavedPaymentMethod): string {
  const brand = method.brand ? (brandNames[method.brand] ?? method.brand) : 'Card';
  return method.last4 ? `${brand} ending in ${method.last4}` : brand;
}

/** "Expires 03/30" (or "Expired 03/26"). */
export function savedMethodExpiry(method: SavedPaymentMethod): string | null {
  if (method.expiryMonth === null || method.expiryYear === null) return null;
  const when = `${String(method.expiryMonth).padStart(2, '0')}/${String(method.expiryYear % 100).padStart(2, '0')}`;
  return method.expired ? `Expired ${when}` : `Expires ${when}`;
}
