import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentIntent, paymentMethodSchema, purchaseHistorySchema, Receipt } from '../../../schemas/commerce';
import { completeCartPurchase, createCartPaymentIntent, getCartPaymentIntent } from '../../../schemas/api/payments';
import { getReceipt } from '../../../schemas/api/shop';
import { getPurchaseHistory } from '../../../schemas/api/user';
import { commerceKeys } from '~/shop/cart/cart-queries';
import { ApiError } from '~/lib/errors';
import { useViewerApi } from '~/shop/viewer-api';

export type PaymentMethodChoice = z.infer<typeof paymentMethodSchema>;
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;
export type OrderStatus = PaymentIntent['orderStatus'];
export type PaidWith = PurchaseHistory['orders'][number]['paidWith'];

/** How often a pending payment is asked about, and for how long before the page says to check back later. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 90_000;

/** What the player chose besides the method: "Save this card for next time" (unticked unless they tick it). */
export type PayOptions = { saveMethod?: boolean };

type PaymentIntentInput = {
  cartVersion: number;
  method: PaymentMethodChoice;
  returnPath: string;
  saveMethod?: boolean;
};

// One key per press of "Pay": react-query retries a failed attempt with the same input object, so a retry after a
// lost answer replays the first answer on the server instead of starting a second payment.
const attemptKeys = new WeakMap<PaymentIntentInput, string>();
function attemptKey(input: PaymentIntentInput): string {
  let key = attemptKeys.get(input);
  if (!key) {
    key = crypto.randomUUID();
    attemptKeys.set(input, key);
  }
  return key;
}

export function useCreatePaymentIntent(shop: string) {
  const api = useViewerApi();
  return useMutation({
    mutationFn: async (input: PaymentIntentInput) =>
      (await api.call(createCartPaymentIntent, {
        body: { shop, ...input },
        headers: { 'Idempotency-Key': attemptKey(input) },
      })) as PaymentIntent,
    // Only a lost answer (no status) is retried: a 4xx is the server's word and stays.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError),
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
  filter: { page: number; pageSize: 10 | 20 | 50; status?: OrderStatus; paidWith?: PaidWith },
) {
  const api = useViewerApi();
  return useQuery({
    queryKey: [...commerceKeys.history(shop, playerId), filter],
    queryFn: async () => (await api.call(getPurchaseHistory, { params: { shop }, query: filter })) as PurchaseHistory,
    placeholderData: (previous) => previous,
  });
}
