import { z } from 'zod';
import { rewardSchema } from '../cards';

// What an engagement feature grants: one to ten rewards ("500 Gems", "Rare skin"). A reward naming a virtual
// currency of the catalogue (`currencyId`) is credited to the player's wallet when granted; every grant is also
// delivered to the game through the delivery outbox (docs/decisions/047-engagement.md).
export const grantedRewardsSchema = z
  .array(rewardSchema)
  .min(1, { error: 'Expected at least one reward' })
  .max(10, { error: 'Expected at most 10 rewards' });
export type GrantedRewards = z.infer<typeof grantedRewardsSchema>;

/** The features whose claims are granted exactly once (`reward_claims.kind`). */
export const rewardClaimKinds = [
  'loyalty_milestone',
  'mission',
  'daily_gift',
  'offer_chain_link',
  'pass_reward',
] as const;
export const RewardClaimKind = z.enum(rewardClaimKinds);
export type RewardClaimKind = z.infer<typeof RewardClaimKind>;

/** Ids inside a list must be unique; returns the issues' paths. */
export function duplicateIds(list: ReadonlyArray<{ id: string }>): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  list.forEach((entry, index) => {
    if (seen.has(entry.id)) duplicates.push(index);
    seen.add(entry.id);
  });
  return duplicates;
}
