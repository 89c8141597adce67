import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orderLines, orders } from '../../../db/schema';
import type { purchaseHistoryQuerySchema, purchaseHistorySchema } from '../../../schemas/commerce';
import { receiptNumber } from '../../../schemas/order';
import type { Viewer } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { deliveryStatuses } from './delivery-status.server';

// GET /api/user/me/{shop}/purchase_history: the viewer's orders in the viewer's shop, newest first, whatever their
// status: a pending order may already have charged the player (its payment is being confirmed), so it is shown as
// such, never hidden. An abandoned one does not stay pending: the reconciliation worker cancels it
// (app/server/payments/reconciliation.server.ts).

type HistoryQuery = z.output<typeof purchaseHistoryQuerySchema>;
type PurchaseHistory = z.input<typeof purchaseHistorySchema>;

/** Shows at most this many line names in a row's summary. */
const SUMMARY_LINES = 3;

function summaryOf(lines: Array<{ name: string; quantity: number }>): string {
  const names = lines
    .slice(0, SUMMARY_LINES)
    .map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name));
  const more = lines.length - SUMMARY_LINES;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

export async function getPurchaseHistory(db: Database, viewer: Viewer, query: HistoryQuery): Promise<PurchaseHistory> {
  const where = and(
    eq(orders.shopId, viewer.shopId),
    eq(orders.playerId, viewer.playerId),
    query.status ? eq(orders.status, query.status) : undefined,
    query.paidWith ? eq(orders.paidWith, query.paidWith) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const page = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const lines = page.length
    ? await db
        .select({ orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            page.map((order) => order.id),
          ),
        )
        .orderBy(orderLines.name, orderLines.id)
    : [];
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  const totalCount = total?.n ?? 0;
  const delivery = await deliveryStatuses(db, viewer.shopId, viewer.playerId, page);
  return {
    orders: page.map((order) => {
      const own = linesOf.get(order.id) ?? [];
      return {
        orderId: order.id,
        receiptNumber: receiptNumber(order.number),
        status: order.status,
        paidWith: order.paidWith,
        currency: order.currency,
        total: order.total,
        itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
        summary: summaryOf(own),
        createdAt: order.createdAt.toISOString(),
        delivery: delivery.get(order.id) ?? 'not_owed',
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    totalCount,
    pageCount: Math.ceil(totalCount / query.pageSize),
  };
}
