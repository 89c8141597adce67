/**
 * Publisher words for fields whose name alone says too little, by where they sit (`engagement.missions.resetHour`),
 * with a one-line hint explaining the rule and, for lists, the empty state. List indices are written `#`. A path not
 * here falls back to the field's name (field-labels.ts).
 */
export interface FieldCopy {
  label?: string;
  hint?: string;
  /** What an empty list says, inviting the first entry. */
  empty?: string;
  /** An item picker's choice of no item. */
  none?: string;
}

const rewardCopy: Record<string, FieldCopy> = {
  name: { label: 'Reward name', hint: 'What the player sees, like “500 Gems”' },
  amount: { label: 'Amount', hint: 'How many the player receives' },
  currencyId: {
    label: 'Credits the wallet',
    hint: 'A virtual currency is credited to the player’s wallet; otherwise the game delivers it',
  },
};

const rewardsList = (empty: string): FieldCopy => ({ label: 'Rewards', empty });

const copyByPath: Record<string, FieldCopy> = {
  'engagement.loyalty.name': { label: 'Campaign name', hint: 'The title of the loyalty page' },
  'engagement.loyalty.currencyName': { label: 'Points are called', hint: 'Shown beside every amount, like “Embers”' },
  'engagement.loyalty.tiers': { label: 'Tiers', empty: 'No tiers yet. A campaign needs one, starting at 0 points.' },
  'engagement.loyalty.tiers.#.name': { label: 'Tier name' },
  'engagement.loyalty.tiers.#.startPoints': {
    label: 'Starts at (points)',
    hint: 'A player reaches this tier at this many points; the first tier starts at 0',
  },
  'engagement.loyalty.tiers.#.pointsPerDollar': {
    label: 'Points per US dollar',
    hint: 'Points per US dollar paid (100 cents), before the multiplier',
  },
  'engagement.loyalty.tiers.#.multiplierPercent': {
    label: 'Multiplier (%)',
    hint: 'Applied on top of the points: 100 is ×1, 150 is ×1.5',
  },
  'engagement.loyalty.milestones': {
    label: 'Milestones',
    empty: 'No milestones yet. Add one to reward players when their points reach it.',
  },
  'engagement.loyalty.milestones.#.name': { label: 'Milestone name' },
  'engagement.loyalty.milestones.#.points': {
    label: 'Points needed',
    hint: 'The player claims the rewards once their total reaches this',
  },
  'engagement.loyalty.milestones.#.rewards': rewardsList('No rewards yet. A milestone grants at least one.'),

  'engagement.missions.season': {
    label: 'Season',
    hint: 'Seasonal missions, and the events for them, count only within it',
  },
  'engagement.missions.season.name': { label: 'Season name' },
  'engagement.missions.season.startsAt': { label: 'Season starts' },
  'engagement.missions.season.endsAt': { label: 'Season ends', hint: 'Nothing counts after this' },
  'engagement.missions.resetHour': {
    label: 'Daily reset hour',
    hint: 'The hour (0-23, shop’s time zone) daily and weekly missions start again',
  },
  'engagement.missions.weekStartsOn': {
    label: 'Week starts on',
    hint: 'Weekly missions start again on this day, at the reset hour',
  },
  'engagement.missions.list': {
    label: 'Missions',
    empty: 'No missions yet. Add one to give players a daily goal.',
  },
  'engagement.missions.list.#.name': { label: 'Mission name' },
  'engagement.missions.list.#.description': { label: 'Description', hint: 'One line under the name, optional' },
  'engagement.missions.list.#.period': {
    label: 'Resets',
    hint: 'Progress starts again each day, each week, or once for the whole season',
  },
  'engagement.missions.list.#.goal': { label: 'Goal' },
  'engagement.missions.list.#.goal.kind': { label: 'Completed by', hint: 'What the player does to complete it' },
  'engagement.missions.list.#.goal.amount': {
    label: 'Spend (minor units)',
    hint: 'In the default currency’s minor units: 2000 is 20.00',
  },
  'engagement.missions.list.#.goal.count': { label: 'How many times' },
  'engagement.missions.list.#.goal.event': {
    label: 'Game event name',
    hint: 'The name the game posts, like match_won',
  },
  'engagement.missions.list.#.goal.label': {
    label: 'Progress reads',
    hint: 'What players see counted, like “matches won” (3 / 5 matches won); the event’s name if empty',
  },
  'engagement.missions.list.#.rewards': rewardsList('No rewards yet. A mission grants at least one.'),
  'engagement.missions.list.#.unlocksAfter': {
    label: 'Unlocks after',
    hint: 'Locked until the player claims that mission in the same period',
  },

  'engagement.dailyGifts': {
    label: 'Daily gifts and calendars',
    empty: 'No daily gifts yet. Add one to bring players back every day.',
  },
  'engagement.dailyGifts.#.name': { label: 'Gift name' },
  'engagement.dailyGifts.#.kind': {
    label: 'Kind',
    hint: 'A streak repeats after its last day; a calendar runs day 1 to the last from its start, then ends',
  },
  'engagement.dailyGifts.#.resetHour': {
    label: 'New day at hour',
    hint: 'The hour (0-23, shop’s time zone) the next gift becomes claimable',
  },
  'engagement.dailyGifts.#.missedDay': {
    label: 'A missed day',
    hint: 'A missed day: start the streak again at day 1, or skip it and keep the streak',
  },
  'engagement.dailyGifts.#.days': { label: 'Days', empty: 'No days yet. Add day 1’s rewards.' },
  'engagement.dailyGifts.#.days.#.rewards': rewardsList('No rewards yet. Each day grants at least one.'),
  'engagement.dailyGifts.#.startsAt': { label: 'Calendar starts', hint: 'Day 1 of a calendar; a streak needs none' },

  'engagement.offerChains': {
    label: 'Offer chains',
    empty: 'No offer chains yet. Add one to lead players from a free gift to bigger offers.',
  },
  'engagement.offerChains.#.name': { label: 'Chain name' },
  'engagement.offerChains.#.reset': {
    label: 'Starts over',
    hint: 'When a player’s chain goes back to the first offer',
  },
  'engagement.offerChains.#.duplicatePayment': {
    label: 'A second payment for the same offer',
    hint: 'Two tabs paying for one offer: refund the second, or credit it to the next offer',
  },
  'engagement.offerChains.#.links': { label: 'Offers in the chain', empty: 'No offers yet. A chain needs one.' },
  'engagement.offerChains.#.links.#.itemId': {
    label: 'Sold as',
    hint: 'A catalogue item the player buys for this offer; none, and the offer is free',
    none: 'No item (a free offer)',
  },
  'engagement.offerChains.#.links.#.rewards': rewardsList('No rewards yet. An offer grants at least one.'),

  'engagement.passes': {
    label: 'Passes',
    empty: 'No passes yet. Add one to run a season of levels with a free and a premium track.',
  },
  'engagement.passes.#.name': { label: 'Pass name' },
  'engagement.passes.#.startsAt': { label: 'Season starts' },
  'engagement.passes.#.endsAt': { label: 'Season ends', hint: 'No XP counts after this' },
  'engagement.passes.#.xpPerLevel': { label: 'XP per level', hint: 'Each level needs this much XP' },
  'engagement.passes.#.xpPerDollar': {
    label: 'XP per US dollar',
    hint: 'XP per US dollar paid in the season; 0 for none',
  },
  'engagement.passes.#.eventXp': {
    label: 'XP per game event',
    hint: 'XP a player gains each time the game posts the event, like match_won',
  },
  'engagement.passes.#.premiumItemId': {
    label: 'Premium pass item',
    hint: 'Buying this catalogue item opens the premium track',
    none: 'No item (no premium track)',
  },
  'engagement.passes.#.levels': { label: 'Levels', empty: 'No levels yet. A pass needs one.' },
  'engagement.passes.#.levels.#.free': rewardsList('No free reward at this level.'),
  'engagement.passes.#.levels.#.premium': rewardsList('No premium reward at this level.'),

  'layout.pages.#.sections.#.cards.#.chainId': {
    label: 'Offer chain',
    hint: 'Players see this chain’s offers and progress instead of the links below; none, and the card is a drawing',
  },
  'layout.pages.#.sections.#.cards.#.giftId': {
    label: 'Daily gift',
    hint: 'Players see this gift’s rewards and days instead of the ones below; none, and the card is a drawing',
  },
  'layout.pages.#.sections.#.cards.#.passId': {
    label: 'Pass',
    hint: 'Players see this pass’s levels and progress instead of the tiers below; none, and the card is a drawing',
  },
};

/** Free and premium level rewards are headed by their track. */
const listLabelOverrides: Record<string, string> = { free: 'Free track rewards', premium: 'Premium track rewards' };

const genericPath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.#');

/** The copy for the field at `path`, if it has any beyond its name. */
export function fieldCopy(path: string): FieldCopy | undefined {
  const generic = genericPath(path);
  const exact = copyByPath[generic];
  if (exact) {
    const key = generic.slice(generic.lastIndexOf('.') + 1);
    return listLabelOverrides[key] ? { ...exact, label: listLabelOverrides[key] } : exact;
  }
  // A reward's fields read the same wherever the reward is granted.
  const reward = /\.(rewards|free|premium)\.#\.(\w+)$/.exec(generic);
  if (reward && generic.startsWith('engagement.')) return rewardCopy[reward[2]!];
  return undefined;
}
