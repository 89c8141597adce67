import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentIntent, paymentMethodSchema, purchaseHistorySchema, Receipt } from '../../../schemas/commerce';
import { completeCartPurchase, createCartPaymentIntent, getCartPaymentIntent } from '../../../schemas/api/payments';
import { getReceipt } from '../../../schemas/api/shop';
import { getPurchaseHistory } from '../../../schemas/api/user';
import { commerceKeys } from '~/shop/cart/cart-queries';
import { useViewerApi } from '~/shop/viewer-api';

export type PaymentMethodChoice = z.infer<typeof paymentMethodSchema>;
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;
export type OrderStatus = PaymentIntent['orderStatus'];
export type PaidWith = PurchaseHistory['orders'][number]['paidWith'];

/** How often a pending payment is asked about, and for how long before the page says to check back later. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 90_000;

export function useCreatePaymentIntent(shop: string) {
  const api = useViewerApi();
  return useMutation({
    mutationFn: async (input: { cartVersion: number; method: PaymentMethodChoice; returnPath: string }) =>
      (await api.call(createCartPaymentIntent, { body: { shop, ...input } })) as PaymentIntent,
  });
}

export function useCompletePurchase() {
  const api = useViewerApi();
  return useMutation({
    mutationFn: async (paymentIntentId: string) =>
      (await api.call(completeCartPurchase, { body: { paymentIntentId } })) as PaymentIntent,
  });
}

/** A payment's state; polled while `poll` says it is not final yet. */
export function usePaymentIntent(paymentIntentId: string | null, poll: (intent: PaymentIntent) => boolean) {
  const api = useViewerApi();
  return useQuery({
    queryKey: commerceKeys.paymentIntent(paymentIntentId ?? ''),
    enabled: paymentIntentId !== null,
    queryFn: async () =>
      (await api.call(getCartPaymentIntent, { query: { paymentIntentId: paymentIntentId ?? '' } })) as PaymentIntent,
    refetchInterval: (query) => (query.state.data && poll(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}

export function useReceipt(orderId: string | null) {
  const api = useViewerApi();
  return useQuery({
    queryKey: commerceKeys.receipt(orderId ?? ''),
    enabled: orderId !== null,
    queryFn: async () => (await api.call(getReceipt, { query: { orderId: orderId ?? '' } })) as Receipt,
  });
}

export function usePurchaseHistory(
  shop: string,
  playerId: string,
  filter: { page: number; pageSize: 10 | 20 | 50; status?: OrderStatus; paidWith?: PaidWith }
) {
  const api = useViewerApi();
  return useQuery({
    queryKey: [...commerceKeys.history(shop, playerId), filter],
    queryFn: async () => (await api.call(getPurchaseHistory, { params: { shop }, query: filter })) as PurchaseHistory,
    placeholderData: (previous) => previous,
  });
}
