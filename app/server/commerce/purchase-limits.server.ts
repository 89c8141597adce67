import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderLines, orders } from '../../../db/schema';
import type { Executor } from '~/server/db.server';

/**
 * How many of each item a player has bought in a shop: quantities on their paid or pending orders (a pending
 * order holds its items until its payment fails or is canceled, so a limit cannot be passed by paying twice).
 */
export async function purchasedCounts(
  db: Executor,
  shopId: string,
  playerId: string,
  itemIds?: readonly string[],
): Promise<Map<string, number>> {
  if (itemIds && itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: orderLines.itemId, quantity: sql<string>`sum(${orderLines.quantity})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.playerId, playerId),
        inArray(orders.status, ['paid', 'pending']),
        itemIds ? inArray(orderLines.itemId, [...itemIds]) : undefined,
      ),
    )
    .groupBy(orderLines.itemId);
  return new Map(rows.map((row) => [row.itemId, Number(row.quantity)]));
}
