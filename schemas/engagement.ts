import { z } from 'zod';
import type { Catalogue } from './catalogue';
import { dailyGiftSchema } from './engagement/daily-gifts';
import { loyaltyCampaignSchema } from './engagement/loyalty';
import { missionsConfigSchema } from './engagement/missions';
import { offerChainSchema } from './engagement/offer-chains';
import { passSchema } from './engagement/passes';
import { duplicateIds, type GrantedRewards } from './engagement/rewards';

// A shop's engagement rules (issue 14, docs/decisions/047-engagement.md), part of its config: each feature's
// schema lives in schemas/engagement/, owned by that feature. Left out, a shop has none of them.
export const engagementSchema = z.strictObject({
  loyalty: loyaltyCampaignSchema.optional(),
  missions: missionsConfigSchema.default({ weekStartsOn: 1, resetHour: 0, list: [] }),
  dailyGifts: z.array(dailyGiftSchema).max(10, { error: 'Expected at most 10 daily gifts' }).default([]),
  offerChains: z.array(offerChainSchema).max(20, { error: 'Expected at most 20 offer chains' }).default([]),
  passes: z.array(passSchema).max(10, { error: 'Expected at most 10 passes' }).default([]),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const emptyEngagement: Engagement = {
  missions: { weekStartsOn: 1, resetHour: 0, list: [] },
  dailyGifts: [],
  offerChains: [],
  passes: [],
};

export interface EngagementIssue {
  path: Array<string | number>;
  message: string;
}

/**
 * What the engagement rules name elsewhere in the config must exist: a reward's virtual currency, a chain link's or
 * a pass's catalogue item; ids are unique within each list. Paths are relative to `engagement`.
 */
export function engagementReferenceIssues(engagement: Engagement, catalogue: Catalogue): EngagementIssue[] {
  const issues: EngagementIssue[] = [];
  const currencyIds = new Set(catalogue.virtualCurrencies.map((currency) => currency.id));
  const itemIds = new Set(catalogue.items.map((item) => item.id));
  const checkRewards = (rewards: GrantedRewards | undefined, path: Array<string | number>) =>
    rewards?.forEach((reward, index) => {
      if (reward.currencyId !== undefined && !currencyIds.has(reward.currencyId)) {
        issues.push({
          path: [...path, index, 'currencyId'],
          message: `No virtual currency has the id ${reward.currencyId}`,
        });
      }
    });
  const checkItem = (itemId: string | undefined, path: Array<string | number>) => {
    if (itemId !== undefined && !itemIds.has(itemId))
      issues.push({ path, message: `No catalogue item has the id ${itemId}` });
  };
  const checkIds = (list: ReadonlyArray<{ id: string }>, path: Array<string | number>) =>
    duplicateIds(list).forEach((index) =>
      issues.push({ path: [...path, index, 'id'], message: 'Expected a unique id' }),
    );

  const { loyalty, missions, dailyGifts, offerChains, passes } = engagement;
  if (loyalty) {
    checkIds(loyalty.tiers, ['loyalty', 'tiers']);
    checkIds(loyalty.milestones, ['loyalty', 'milestones']);
    loyalty.milestones.forEach((milestone, m) =>
      checkRewards(milestone.rewards, ['loyalty', 'milestones', m, 'rewards']),
    );
  }
  checkIds(missions.list, ['missions', 'list']);
  missions.list.forEach((mission, m) => checkRewards(mission.rewards, ['missions', 'list', m, 'rewards']));
  checkIds(dailyGifts, ['dailyGifts']);
  dailyGifts.forEach((gift, g) =>
    gift.days.forEach((day, d) => checkRewards(day.rewards, ['dailyGifts', g, 'days', d, 'rewards'])),
  );
  checkIds(offerChains, ['offerChains']);
  offerChains.forEach((chain, c) => {
    checkIds(chain.links, ['offerChains', c, 'links']);
    chain.links.forEach((link, l) => {
      checkRewards(link.rewards, ['offerChains', c, 'links', l, 'rewards']);
      checkItem(link.itemId, ['offerChains', c, 'links', l, 'itemId']);
    });
  });
  checkIds(passes, ['passes']);
  passes.forEach((pass, p) => {
    checkItem(pass.premiumItemId, ['passes', p, 'premiumItemId']);
    pass.levels.forEach((level, l) => {
      checkRewards(level.free, ['passes', p, 'levels', l, 'free']);
      checkRewards(level.premium, ['passes', p, 'levels', l, 'premium']);
    });
  });
  return issues;
}

/** The ids of each engagement list, for cards that name one. */
export function engagementIds(engagement: Engagement) {
  return {
    offerChains: new Set(engagement.offerChains.map((chain) => chain.id)),
    dailyGifts: new Set(engagement.dailyGifts.map((gift) => gift.id)),
    passes: new Set(engagement.passes.map((pass) => pass.id)),
  };
}
