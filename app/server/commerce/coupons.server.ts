import { and, count, eq, sql } from 'drizzle-orm';
import { couponRedemptions, couponUses } from '../../../db/schema';
import type { Coupon } from '../../../schemas/catalogue';
import { couponRefusals, type CouponRefusal } from '../../../schemas/commerce';
import type { Executor } from '~/server/db.server';
import { UnprocessableError } from '~/server/domain-errors.server';

// Coupon use limits live in the database: `coupon_uses` counts uses per coupon (one row, updated conditionally,
// so a limit is never passed), `coupon_redemptions` records each player's use per order.

/** The refusal a player sees, on the field they typed the code in. */
export function couponRefused(refusal: CouponRefusal): UnprocessableError {
  return new UnprocessableError(couponRefusals[refusal], [{ path: 'body.code', message: couponRefusals[refusal] }]);
}

/** Whether the coupon's use limits already refuse this player (a preview; reserveCouponUse is the atomic check). */
export async function couponUsageRefusal(db: Executor, shopId: string, coupon: Coupon, playerId: string): Promise<CouponRefusal | null> {
  if (coupon.maxUses !== undefined) {
    const [row] = await db
      .select({ uses: couponUses.uses })
      .from(couponUses)
      .where(and(eq(couponUses.shopId, shopId), eq(couponUses.code, coupon.code)));
    if ((row?.uses ?? 0) >= coupon.maxUses) return 'used_up';
  }
  if (coupon.maxUsesPerPlayer !== undefined && (await playerUses(db, shopId, coupon.code, playerId)) >= coupon.maxUsesPerPlayer) {
    return 'already_used';
  }
  return null;
}

async function playerUses(db: Executor, shopId: string, code: string, playerId: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.shopId, shopId), eq(couponRedemptions.code, code), eq(couponRedemptions.playerId, playerId)));
  return row?.uses ?? 0;
}

/**
 * Counts one use for an order, or refuses. The upsert takes the coupon's row lock, so concurrent reservations of
 * one coupon queue; each then re-reads the player's uses with a fresh snapshot (READ COMMITTED) under that lock.
 */
export async function reserveUse(tx: Executor, shopId: string, coupon: Coupon, playerId: string, orderId: string): Promise<void> {
  const limit = coupon.maxUses ?? null;
  const reserved = await tx
    .insert(couponUses)
    .values({ shopId, code: coupon.code, uses: 1 })
    .onConflictDoUpdate({
      target: [couponUses.shopId, couponUses.code],
      set: { uses: sql`${couponUses.uses} + 1` },
      setWhere: limit === null ? undefined : sql`${couponUses.uses} < ${limit}`,
    })
    .returning({ uses: couponUses.uses });
  if (reserved.length === 0) throw couponRefused('used_up');
  if (coupon.maxUsesPerPlayer !== undefined && (await playerUses(tx, shopId, coupon.code, playerId)) >= coupon.maxUsesPerPlayer) {
    // Thrown inside the caller's transaction: the use counted above rolls back with it.
    throw couponRefused('already_used');
  }
  await tx.insert(couponRedemptions).values({ shopId, code: coupon.code, playerId, orderId });
}

/** Gives an order's coupon use back; no-op when it had none or it was already given back. */
export async function releaseUse(tx: Executor, orderId: string): Promise<void> {
  const [released] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ shopId: couponRedemptions.shopId, code: couponRedemptions.code });
  if (!released) return;
  await tx
    .update(couponUses)
    .set({ uses: sql`${couponUses.uses} - 1` })
    .where(and(eq(couponUses.shopId, released.shopId), eq(couponUses.code, released.code), sql`${couponUses.uses} > 0`));
}
