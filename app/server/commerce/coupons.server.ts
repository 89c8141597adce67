import { and, count, eq, sql } from 'drizzle-orm';
import { couponRedemptions, couponUses } from '../../../db/schema';
import type { Catalogue, Coupon } from '../../../schemas/catalogue';
import { couponRefusals, type CouponRefusal } from '../../../schemas/commerce';
import { formatMoney } from '~/lib/money';
import type { Executor } from '~/server/db.server';
import { UnprocessableError } from '~/server/domain-errors.server';
import type { PublishedShop } from '~/server/shops.server';

// Everything a coupon does, in one place. Its rules (found by code, when it applies, how its discount splits over
// the lines) are pure functions of the catalogue, tested without a database (tests/unit/commerce/pricing.test.ts).
// Its use limits live in the database: `coupon_uses` counts uses per coupon (one row, updated conditionally, so a
// limit is never passed), `coupon_redemptions` records each player's use per order.

export function findCoupon(catalogue: Catalogue, code: string): Coupon | null {
  const wanted = code.toUpperCase();
  return catalogue.coupons.find((coupon) => coupon.code === wanted) ?? null;
}

/** What the cart shows next to an applied coupon: "10% off", "$5.00 off". */
export function couponDescription(coupon: Coupon, currency: string): string {
  const scope = coupon.itemIds ? ' selected items' : '';
  if (coupon.kind === 'percentage') return `${coupon.percent ?? 0}% off${scope}`;
  const amount = coupon.amountOff?.[currency];
  return amount === undefined ? `Money off${scope}` : `${formatMoney(amount, currency)} off${scope}`;
}

/** Why a coupon cannot apply to these lines (the database limits, used_up and already_used, are checked elsewhere). */
export function couponRefusalFor(
  coupon: Coupon | null,
  lines: ReadonlyArray<{ itemId: string; amount: number }>,
  currency: string,
  now: Date,
): CouponRefusal | null {
  if (!coupon) return 'unknown';
  if (coupon.expiresAt && now.getTime() >= Date.parse(coupon.expiresAt)) return 'expired';
  if (coupon.kind === 'fixed' && coupon.amountOff?.[currency] === undefined) return 'wrong_currency';
  if (coupon.minimumSpend && coupon.minimumSpend[currency] === undefined) return 'wrong_currency';
  if (!lines.some((line) => isEligible(coupon, line.itemId))) return 'no_eligible_items';
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  if (subtotal < (coupon.minimumSpend?.[currency] ?? 0)) return 'minimum_spend';
  return null;
}

function isEligible(coupon: Coupon, itemId: string): boolean {
  return coupon.itemIds === undefined || coupon.itemIds.includes(itemId);
}

/**
 * Each line's share of the coupon. Percentage: rounded down per line, so no line (and no total) goes below zero.
 * Fixed: the amount off (at most the eligible subtotal) split in proportion to the lines, rounded down, and the
 * few minor units left given one by one to the lines with the largest remainders. Either way the shares sum to
 * the cart's discount.
 */
export function couponShares(
  coupon: Coupon,
  lines: ReadonlyArray<{ itemId: string; amount: number }>,
  currency: string,
): number[] {
  const eligible = lines.map((line) => (isEligible(coupon, line.itemId) ? line.amount : 0));
  if (coupon.kind === 'percentage') {
    const percent = coupon.percent ?? 0;
    return eligible.map((amount) => Math.floor((amount * percent) / 100));
  }
  const eligibleTotal = eligible.reduce((sum, amount) => sum + amount, 0);
  const off = Math.min(coupon.amountOff?.[currency] ?? 0, eligibleTotal);
  if (off === 0) return eligible.map(() => 0);
  const shares = eligible.map((amount) => Math.floor((amount * off) / eligibleTotal));
  let left = off - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = eligible
    .map((amount, index) => ({ index, remainder: (amount * off) % eligibleTotal }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index]! < eligible[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * What a refusal says to the player; a minimum-spend refusal names the minimum in the cart's currency ("This coupon
 * needs a cart of at least $20.00").
 */
export function couponRefusalMessage(refusal: CouponRefusal, coupon: Coupon | null, currency: string): string {
  const minimum = coupon?.minimumSpend?.[currency];
  if (refusal === 'minimum_spend' && minimum !== undefined) {
    return `This coupon needs a cart of at least ${formatMoney(minimum, currency)}`;
  }
  return couponRefusals[refusal];
}

/** The refusal a player sees, on the field they typed the code in. */
export function couponRefused(refusal: CouponRefusal, coupon: Coupon | null = null, currency = ''): UnprocessableError {
  const message = couponRefusalMessage(refusal, coupon, currency);
  return new UnprocessableError(message, [{ path: 'body.code', message }]);
}

/** Whether the coupon's use limits already refuse this player (a preview; reserveCouponUse is the atomic check). */
export async function couponUsageRefusal(
  db: Executor,
  shopId: string,
  coupon: Coupon,
  playerId: string,
): Promise<CouponRefusal | null> {
  if (coupon.maxUses !== undefined) {
    const [row] = await db
      .select({ uses: couponUses.uses })
      .from(couponUses)
      .where(and(eq(couponUses.shopId, shopId), eq(couponUses.code, coupon.code)));
    if ((row?.uses ?? 0) >= coupon.maxUses) return 'used_up';
  }
  if (
    coupon.maxUsesPerPlayer !== undefined &&
    (await playerUses(db, shopId, coupon.code, playerId)) >= coupon.maxUsesPerPlayer
  ) {
    return 'already_used';
  }
  return null;
}

async function playerUses(db: Executor, shopId: string, code: string, playerId: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.shopId, shopId),
        eq(couponRedemptions.code, code),
        eq(couponRedemptions.playerId, playerId),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * Counts one use for an order, or refuses. The upsert takes the coupon's row lock, so concurrent reservations of
 * one coupon queue; each then re-reads the player's uses with a fresh snapshot (READ COMMITTED) under that lock.
 */
async function countUse(
  tx: Executor,
  shopId: string,
  coupon: Coupon,
  playerId: string,
  orderId: string,
): Promise<void> {
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
  if (
    coupon.maxUsesPerPlayer !== undefined &&
    (await playerUses(tx, shopId, coupon.code, playerId)) >= coupon.maxUsesPerPlayer
  ) {
    // Thrown inside the caller's transaction: the use counted above rolls back with it.
    throw couponRefused('already_used');
  }
  await tx.insert(couponRedemptions).values({ shopId, code: coupon.code, playerId, orderId });
}

/** Gives an order's coupon use back (its payment failed or was canceled); no-op when it had none or it was already given back. */
export async function releaseCouponUse(tx: Executor, orderId: string): Promise<void> {
  const [released] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ shopId: couponRedemptions.shopId, code: couponRedemptions.code });
  if (!released) return;
  await tx
    .update(couponUses)
    .set({ uses: sql`${couponUses.uses} - 1` })
    .where(
      and(eq(couponUses.shopId, released.shopId), eq(couponUses.code, released.code), sql`${couponUses.uses} > 0`),
    );
}

/**
 * Counts one use of the order's coupon against its limits (overall and per player) atomically, or refuses with
 * UnprocessableError (field body.code, couponRefusals.used_up / already_used). No-op without a coupon.
 */
export async function reserveCouponUse(
  tx: Executor,
  shop: PublishedShop,
  playerId: string,
  code: string | null,
  orderId: string,
): Promise<void> {
  if (code === null) return;
  const coupon = findCoupon(shop.config.catalogue, code);
  if (!coupon) throw couponRefused('unknown');
  await countUse(tx, shop.id, coupon, playerId, orderId);
}
