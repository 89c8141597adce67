// Granting an engagement reward exactly once (docs/decisions/047-engagement.md). Every feature's claim (a loyalty
// milestone, a mission, a daily gift, an offer chain link, a pass level) comes here inside its own transaction,
// after checking the claim is due: one `reward_claims` row per (shop, player, kind, subject), inserted with
// ON CONFLICT DO NOTHING, so of any number of racing claims exactly one inserts; only that one credits the wallet
// for rewards in a virtual currency and writes the delivery to the game.
import { and, eq } from 'drizzle-orm';
import { rewardClaims } from '../../../db/schema';
import type { GrantedRewards, RewardClaimKind } from '../../../schemas/engagement/rewards';
import type { Clock } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { creditWallet } from '~/server/commerce/wallets.server';
import { enqueueRewardDelivery } from '~/server/delivery/deliveries.server';

export interface RewardGrant {
  shopId: string;
  playerId: string;
  kind: RewardClaimKind;
  /** What is claimed, with its period where it has one (`win-3:2026-11-26`); unique per player and kind. */
  subject: string;
  /** The name the game sees for the grant ("Gold milestone"). */
  name: string;
  rewards: GrantedRewards;
  detail?: Record<string, string | number | boolean | null>;
}

export type GrantResult = { granted: true; claimId: string } | { granted: false };

/**
 * Records the claim and, if this call is the one that recorded it, credits virtual-currency rewards and queues the
 * delivery, all in the caller's transaction. `{ granted: false }` means it was claimed before (or by a racing call).
 */
export async function grantReward(tx: Executor, clock: Clock, grant: RewardGrant): Promise<GrantResult> {
  const now = clock.now();
  const [claim] = await tx
    .insert(rewardClaims)
    .values({
      shopId: grant.shopId,
      playerId: grant.playerId,
      kind: grant.kind,
      subject: grant.subject,
      rewards: grant.rewards.map(({ name, amount, currencyId }) => ({
        name,
        amount,
        ...(currencyId ? { currencyId } : {}),
      })),
      detail: grant.detail ?? {},
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: rewardClaims.id, createdAt: rewardClaims.createdAt });
  if (!claim) return { granted: false };
  for (const reward of grant.rewards) {
    if (!reward.currencyId) continue;
    await creditWallet(tx, clock, {
      shopId: grant.shopId,
      playerId: grant.playerId,
      currencyId: reward.currencyId,
      amount: reward.amount,
      reason: 'grant',
    });
  }
  await enqueueRewardDelivery(tx, clock, { ...grant, id: claim.id, createdAt: claim.createdAt });
  return { granted: true, claimId: claim.id };
}

/** The subjects a player has claimed of one kind, for reading state. */
export async function claimedSubjects(
  db: Executor,
  shopId: string,
  playerId: string,
  kind: RewardClaimKind,
): Promise<Array<{ subject: string; detail: Record<string, string | number | boolean | null>; createdAt: Date }>> {
  return db
    .select({ subject: rewardClaims.subject, detail: rewardClaims.detail, createdAt: rewardClaims.createdAt })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.shopId, shopId), eq(rewardClaims.playerId, playerId), eq(rewardClaims.kind, kind)));
}
