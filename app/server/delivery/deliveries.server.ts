import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { deliveries, linkedAccounts, orderLines, orders, shops } from '../../../db/schema';
import {
  DELIVERY_PAGE_SIZE,
  deliveryPayloadSchema,
  type Delivery,
  type DeliveryPayload,
} from '../../../schemas/delivery';
import { receiptNumber } from '../../../schemas/order';
import type { RewardClaimKind } from '../../../schemas/engagement/rewards';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { ConflictError, NotFoundError } from '~/server/domain-errors.server';

// The delivery outbox (docs/decisions/016-commerce.md, "Delivery"): settleOrder writes one row per paid order line
// in its own transaction, so a delivery exists exactly when the payment is recorded; the worker
// (delivery-worker.server.ts) sends them. Rows are unique per order line: a second settle adds nothing.

/** Writes one pending delivery per line of a paid order (unique per line: calling twice adds nothing). */
export async function enqueueOrderDeliveries(tx: Executor, clock: Clock, orderId: string): Promise<number> {
  const [order] = await tx
    .select({
      id: orders.id,
      shopId: orders.shopId,
      playerId: orders.playerId,
      number: orders.number,
      status: orders.status,
      paidAt: orders.paidAt,
      shop: shops.handle,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw new Error(`enqueueOrderDeliveries: no order ${orderId}`);
  // A bug in the caller, never a player's doing: only a paid order is owed to the game.
  if (order.status !== 'paid' || !order.paidAt) throw new Error(`enqueueOrderDeliveries: order ${orderId} is not paid`);

  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  if (lines.length === 0) return 0;
  const gameAccounts = await gameAccountsOf(tx, order.shopId, order.playerId);

  const now = clock.now();
  const rows = lines.map((line) => {
    // The id is chosen here so the payload can carry it; the idempotency key is the id (stable across retries).
    const id = randomUUID();
    const payload: DeliveryPayload = {
      deliveryId: id,
      idempotencyKey: id,
      shop: order.shop,
      kind: 'grant',
      revokes: null,
      order: { id: order.id, receiptNumber: receiptNumber(order.number), paidAt: order.paidAt!.toISOString() },
      reward: null,
      player: { id: order.playerId, gameAccounts },
      item: {
        id: line.itemId,
        externalId: line.externalId,
        name: line.name,
        quantity: line.quantity,
        contents: line.contents,
      },
    };
    return {
      id,
      shopId: order.shopId,
      orderId: order.id,
      orderLineId: line.id,
      playerId: order.playerId,
      idempotencyKey: id,
      payload,
      createdAt: now,
      nextAttemptAt: now,
    };
  });
  const inserted = await tx
    .insert(deliveries)
    .values(rows)
    .onConflictDoNothing({ target: [deliveries.orderLineId, deliveries.kind] })
    .returning({ id: deliveries.id });
  return inserted.length;
}

/**
 * Writes the one revoke delivery of a refunded order line (unique per line and kind: calling twice adds nothing): the
 * grant's payload, re-addressed (its own id and idempotency key) and naming the grant it undoes. Answers whether it was
 * written now; false when the line was revoked before or never granted (no grant to undo).
 */
export async function enqueueRevokeDelivery(
  tx: Executor,
  clock: Clock,
  revoke: { orderLineId: string; reason: 'refund' | 'dispute' | 'offer_chain_duplicate'; refundedAt: Date },
): Promise<boolean> {
  const [grant] = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.orderLineId, revoke.orderLineId), eq(deliveries.kind, 'grant')))
    .limit(1);
  if (!grant) return false;
  const id = randomUUID();
  const granted = deliveryPayloadSchema.parse(grant.payload);
  const payload: DeliveryPayload = {
    ...granted,
    deliveryId: id,
    idempotencyKey: id,
    kind: 'revoke',
    revokes: { deliveryId: grant.id, reason: revoke.reason, refundedAt: revoke.refundedAt.toISOString() },
  };
  const now = clock.now();
  const inserted = await tx
    .insert(deliveries)
    .values({
      id,
      shopId: grant.shopId,
      orderId: grant.orderId,
      orderLineId: grant.orderLineId,
      playerId: grant.playerId,
      idempotencyKey: id,
      kind: 'revoke',
      payload,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: [deliveries.orderLineId, deliveries.kind] })
    .returning({ id: deliveries.id });
  return inserted.length > 0;
}

/** The player's linked game accounts in the shop, oldest first, as a delivery's payload names them. */
async function gameAccountsOf(tx: Executor, shopId: string, playerId: string) {
  return tx
    .select({ externalId: linkedAccounts.externalId, displayName: linkedAccounts.displayName })
    .from(linkedAccounts)
    .where(
      and(
        eq(linkedAccounts.shopId, shopId),
        eq(linkedAccounts.playerId, playerId),
        eq(linkedAccounts.provider, 'GAME'),
      ),
    )
    .orderBy(asc(linkedAccounts.createdAt));
}

/**
 * Writes the one pending delivery of a claimed reward (unique per claim: calling twice adds nothing). The payload's
 * `item` is the reward itself (`{kind}:{subject}`, quantity 1), so the game applies it as it applies a purchase.
 */
export async function enqueueRewardDelivery(
  tx: Executor,
  clock: Clock,
  claim: {
    id: string;
    shopId: string;
    playerId: string;
    kind: RewardClaimKind;
    subject: string;
    name: string;
    rewards: ReadonlyArray<{ name: string; amount: number }>;
    createdAt: Date;
  },
): Promise<number> {
  const [shop] = await tx.select({ handle: shops.handle }).from(shops).where(eq(shops.id, claim.shopId));
  if (!shop) throw new Error(`enqueueRewardDelivery: no shop ${claim.shopId}`);
  const id = randomUUID();
  const payload: DeliveryPayload = {
    deliveryId: id,
    idempotencyKey: id,
    shop: shop.handle,
    kind: 'grant',
    revokes: null,
    order: null,
    reward: { claimId: claim.id, kind: claim.kind, subject: claim.subject, claimedAt: claim.createdAt.toISOString() },
    player: { id: claim.playerId, gameAccounts: await gameAccountsOf(tx, claim.shopId, claim.playerId) },
    item: {
      id: `${claim.kind}:${claim.subject}`,
      externalId: null,
      name: claim.name,
      quantity: 1,
      contents: claim.rewards.map((reward) => ({ name: reward.name, amount: reward.amount })),
    },
  };
  const now = clock.now();
  const inserted = await tx
    .insert(deliveries)
    .values({
      id,
      shopId: claim.shopId,
      claimId: claim.id,
      playerId: claim.playerId,
      idempotencyKey: id,
      payload,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: deliveries.claimId })
    .returning({ id: deliveries.id });
  return inserted.length;
}

type DeliveryRow = typeof deliveries.$inferSelect;

export function toDeliveryJson(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    orderId: row.orderId,
    orderLineId: row.orderLineId,
    claimId: row.claimId,
    playerId: row.playerId,
    idempotencyKey: row.idempotencyKey,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload as DeliveryPayload,
  };
}

/** The shop's deliveries, newest first, for the game backend to watch (and find dead ones to replay). */
export async function listDeliveries(
  db: Executor,
  shopId: string,
  query: { status?: Delivery['status'] | undefined; page: number },
) {
  const where = and(eq(deliveries.shopId, shopId), query.status ? eq(deliveries.status, query.status) : undefined);
  const [total] = await db.select({ n: count() }).from(deliveries).where(where);
  const rows = await db
    .select()
    .from(deliveries)
    .where(where)
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(DELIVERY_PAGE_SIZE)
    .offset((query.page - 1) * DELIVERY_PAGE_SIZE);
  const totalCount = total?.n ?? 0;
  return {
    deliveries: rows.map(toDeliveryJson),
    page: query.page,
    pageSize: DELIVERY_PAGE_SIZE,
    totalCount,
    pageCount: Math.ceil(totalCount / DELIVERY_PAGE_SIZE),
  };
}

/** Puts a dead delivery back in the queue, due now, attempts reset. Same id, same idempotency key. */
export async function replayDelivery(db: Executor, clock: Clock, shopId: string, id: string): Promise<Delivery> {
  const [row] = await db
    .update(deliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: clock.now(), lastError: null })
    .where(and(eq(deliveries.id, id), eq(deliveries.shopId, shopId), eq(deliveries.status, 'dead')))
    .returning();
  if (row) return toDeliveryJson(row);
  const [existing] = await db
    .select({ status: deliveries.status })
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.shopId, shopId)))
    .limit(1);
  if (!existing) throw new NotFoundError('No delivery with this id in this shop');
  throw new ConflictError(
    existing.status === 'delivered'
      ? 'This delivery was delivered already; only dead deliveries can be replayed'
      : 'This delivery is still pending: it will be tried again on its own',
  );
}
