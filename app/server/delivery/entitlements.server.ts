import { and, asc, eq, sql } from 'drizzle-orm';
import { deliveries, linkedAccounts, orderLines, orders, players } from '../../../db/schema';
import type { Entitlement } from '../../../schemas/delivery';
import { receiptNumber } from '../../../schemas/order';
import type { Executor } from '~/server/db.server';
import { NotFoundError } from '~/server/domain-errors.server';

// What a player owns: the lines of their paid orders (refunded, failed and pending orders own nothing). The game
// reads it to reconcile, whatever became of the deliveries, which is why each line says how its delivery stands.

export type EntitlementsOwner = { playerId: string } | { gameAccountId: string };

async function ownerPlayerId(db: Executor, shopId: string, owner: EntitlementsOwner): Promise<string | null> {
  if ('playerId' in owner) {
    const [player] = await db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.id, owner.playerId), eq(players.shopId, shopId)))
      .limit(1);
    if (!player) throw new NotFoundError('No player with this id in this shop');
    return player.id;
  }
  const [account] = await db
    .select({ playerId: linkedAccounts.playerId })
    .from(linkedAccounts)
    .where(
      and(
        eq(linkedAccounts.shopId, shopId),
        eq(linkedAccounts.provider, 'GAME'),
        eq(linkedAccounts.externalId, owner.gameAccountId),
      ),
    )
    .limit(1);
  return account?.playerId ?? null;
}

export async function listEntitlements(
  db: Executor,
  shopId: string,
  owner: EntitlementsOwner,
): Promise<{ playerId: string | null; entitlements: Entitlement[] }> {
  const playerId = await ownerPlayerId(db, shopId, owner);
  if (playerId === null) return { playerId: null, entitlements: [] };
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      paidAt: orders.paidAt,
      line: orderLines,
      deliveryStatus: deliveries.status,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(deliveries, and(eq(deliveries.orderLineId, orderLines.id), eq(deliveries.kind, 'grant')))
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.playerId, playerId),
        eq(orders.status, 'paid'),
        // A line refunded on its own (an offer chain's duplicate step) is owned no more: its revoke was queued.
        sql`not exists (select 1 from ${deliveries} revoked where revoked.order_line_id = ${orderLines.id} and revoked.kind = 'revoke')`,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.number), asc(orderLines.itemId), asc(orderLines.id));
  return {
    playerId,
    entitlements: rows.map((row) => ({
      orderId: row.orderId,
      orderLineId: row.line.id,
      receiptNumber: receiptNumber(row.number),
      itemId: row.line.itemId,
      externalId: row.line.externalId,
      name: row.line.name,
      quantity: row.line.quantity,
      contents: row.line.contents,
      paidAt: (row.paidAt ?? new Date(0)).toISOString(),
      deliveryStatus: row.deliveryStatus,
    })),
  };
}
