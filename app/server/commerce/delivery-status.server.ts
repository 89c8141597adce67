// Where a paid order's items stand with the game, as the receipt and the purchase history show it (issue 11).
import { and, eq, inArray } from 'drizzle-orm';
import { deliveries, linkedAccounts } from '../../../db/schema';
import type { DeliveryStatus } from '../../../schemas/commerce';
import type { Executor } from '~/server/db.server';

interface OrderRef {
  id: string;
  status: string;
}

/** Each order's delivery status; one query for the deliveries and one for the player's game account link. */
export async function deliveryStatuses(
  db: Executor,
  shopId: string,
  playerId: string,
  orders: readonly OrderRef[],
): Promise<Map<string, DeliveryStatus>> {
  const paid = orders.filter((order) => order.status === 'paid').map((order) => order.id);
  const rows = paid.length
    ? await db
        .select({ orderId: deliveries.orderId, status: deliveries.status })
        .from(deliveries)
        .where(inArray(deliveries.orderId, paid))
    : [];
  const [link] = paid.length
    ? await db
        .select({ id: linkedAccounts.id })
        .from(linkedAccounts)
        .where(
          and(
            eq(linkedAccounts.shopId, shopId),
            eq(linkedAccounts.playerId, playerId),
            eq(linkedAccounts.provider, 'GAME'),
          ),
        )
        .limit(1)
    : [];
  const statuses = new Map<string, DeliveryStatus>();
  for (const order of orders) {
    if (order.status !== 'paid') {
      statuses.set(order.id, 'not_owed');
      continue;
    }
    const own = rows.filter((row) => row.orderId === order.id);
    if (own.some((row) => row.status === 'dead')) statuses.set(order.id, 'failed');
    else if (own.length > 0 && own.every((row) => row.status === 'delivered')) statuses.set(order.id, 'delivered');
    else statuses.set(order.id, link ? 'on_the_way' : 'waiting_for_link');
  }
  return statuses;
}
