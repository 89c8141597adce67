import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import type { Clock } from '../../app/server/context.server';
import type { Database } from '../../app/server/db.server';
import { createOrder } from '../../app/server/commerce/orders.server';
import { settleOrder } from '../../app/server/commerce/settlement.server';

// Orders as the checkout leaves them (paid through settleOrder, with their card payment, deliveries and receipt
// mail), made without a cart so the delivery and receipt tests choose every line and amount themselves.

export interface TestLine {
  itemId: string;
  name: string;
  quantity?: number;
  unitAmount: number;
  discount?: number;
  contents?: Array<{ name: string; amount: number }>;
  externalId?: string | null;
}

export interface TestOrder {
  shopId: string;
  playerId: string;
  lines: TestLine[];
  status?: 'pending' | 'paid' | 'failed' | 'canceled' | 'refunded';
  paidWith?: 'money' | 'virtual' | 'free';
  currency?: string;
  tax?: number;
  couponCode?: string | null;
  card?: { method: string; brand: string | null; last4: string | null } | null;
  createdAt?: Date;
}

/**
 * Makes the order with createOrder, records its card payment, and settles a paid one with settleOrder (deliveries,
 * receipt mail), all at `createdAt`; other statuses are set directly, as the payment flow would leave them.
 */
export async function insertOrder(
  db: Database,
  clock: Clock,
  input: TestOrder,
): Promise<{ id: string; number: number }> {
  const lines = input.lines.map((line) => {
    const quantity = line.quantity ?? 1;
    const discount = line.discount ?? 0;
    return {
      itemId: line.itemId,
      name: line.name,
      quantity,
      unitAmount: line.unitAmount,
      discount,
      amount: line.unitAmount * quantity - discount,
      contents: line.contents ?? [{ name: line.name, amount: 1 }],
      externalId: line.externalId ?? undefined,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const status = input.status ?? 'paid';
  const paidWith = input.paidWith ?? 'money';
  const currency = input.currency ?? (paidWith === 'free' ? '' : 'USD');
  const at = input.createdAt ?? clock.now();
  const orderClock: Clock = { now: () => at };
  return db.transaction(async (tx) => {
    const order = await createOrder(tx, orderClock, {
      shopId: input.shopId,
      playerId: input.playerId,
      paidWith,
      currency,
      subtotal,
      discount,
      total: subtotal - discount,
      tax: input.tax ?? 0,
      couponCode: input.couponCode ?? null,
      lines,
    });
    const card = input.card === undefined ? { method: 'scheme', brand: 'VISA', last4: '4242' } : input.card;
    if (paidWith === 'money' && card) {
      await tx.insert(payments).values({
        shopId: input.shopId,
        orderId: order.id,
        provider: 'sandbox',
        providerRef: `sbx_${order.id}`,
        resultCode: status === 'paid' ? 'Authorised' : 'Refused',
        outcome: status === 'paid' ? 'SUCCEEDED' : 'CANCELED',
        amount: subtotal - discount,
        currency,
        method: card.method,
        cardBrand: card.brand,
        cardLast4: card.last4,
      });
    }
    if (status === 'paid') {
      const { settled } = await settleOrder(tx, orderClock, order.id);
      if (!settled) throw new Error('insertOrder: the order did not settle');
    } else if (status !== 'pending') {
      await tx.update(orders).set({ status }).where(eq(orders.id, order.id));
    }
    return order;
  });
}
