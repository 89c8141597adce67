import { z } from 'zod';

// The order model: what an order is made of, before and after it is written. A leaf module (zod only), so pricing,
// checkout, settlement, deliveries and receipts all read it without importing one another
// (docs/decisions/024-settlement-and-payments-service.md).

/** How an order is paid: a payment provider, a wallet, or nothing at all. */
export const paidWithValues = ['money', 'virtual', 'free'] as const;
export const PaidWith = z.enum(paidWithValues);
export type PaidWith = z.infer<typeof PaidWith>;

export interface NewOrderLine {
  itemId: string;
  name: string;
  quantity: number;
  unitAmount: number;
  discount: number;
  amount: number;
  /** What one unit delivers (the catalogue item's contents). */
  contents: Array<{ name: string; amount: number }>;
  /** What one unit of a currency pack credits to the player's wallet when paid. */
  credits?: { currencyId: string; amount: number } | null | undefined;
  externalId?: string | undefined;
  /** The offer chain link this line pays for (docs/decisions/050): advanced at settle if it is still the next one. */
  offerChainLink?: { chainId: string; cycle: string; link: number } | null | undefined;
}

export interface NewOrder {
  shopId: string;
  playerId: string;
  paidWith: PaidWith;
  /** ISO 4217 for money, the virtual currency id for virtual, '' for free. */
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  tax: number;
  couponCode?: string | null;
  cartVersion?: number | null;
  /** The Idempotency-Key of the purchase POST that makes it, if it had one: one order per key, ever. */
  idempotencyKey?: string | null;
  lines: NewOrderLine[];
}

/** GF-000123: what receipts, mails, deliveries and history show. */
export function receiptNumber(orderNumber: number): string {
  return `GF-${String(orderNumber).padStart(6, '0')}`;
}
