import { and, countDistinct, desc, eq } from 'drizzle-orm';
import { orderLines, orders } from '../../../db/schema';
import { receiptNumber } from '../../../schemas/order';
import { ITEM_USAGE_LISTED, type ItemUsage } from '../../../schemas/studio-catalogue';
import type { Executor } from '~/server/db.server';

// Before a publisher deletes a catalogue item (docs/decisions/041): orders still waiting for their payment hold the
// item's id. Advisory: every order settles and is delivered from its own lines, so one that outlives the item still
// completes as the player saw it (docs/decisions/046); the studio names them so the publisher knows players are paying.

export async function catalogueItemUsage(db: Executor, shopId: string, itemId: string): Promise<ItemUsage> {
  const holding = and(eq(orders.shopId, shopId), eq(orders.status, 'pending'), eq(orderLines.itemId, itemId));
  const [rows, [total]] = await Promise.all([
    db
      .selectDistinct({ number: orders.number, createdAt: orders.createdAt })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(holding)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(ITEM_USAGE_LISTED),
    db
      .select({ count: countDistinct(orders.id) })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(holding),
  ]);
  return {
    itemId,
    pendingOrderCount: Number(total?.count ?? 0),
    pendingOrders: rows.map((row) => ({
      receiptNumber: receiptNumber(row.number),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}
