/** Publisher words for the shared schemas' field names; anything else is humanised (`currentTier` -> "Current tier"). */
const fieldLabels: Record<string, string> = {
  id: 'Id (for links and reports)',
  name: 'Name',
  title: 'Title',
  body: 'Text',
  text: 'Text',
  description: 'Description',
  amount: 'Amount',
  image: 'Image',
  icon: 'Icon',
  src: 'Image URL',
  alt: 'Image description (for screen readers)',
  imagePosition: 'Image position',
  textPosition: 'Text position',
  variant: 'Style',
  itemId: 'Catalogue item',
  price: 'Price',
  kind: 'Paid with',
  currency: 'Currency',
  currencyId: 'Virtual currency',
  original: 'Price before the sale',
  buff: 'Bonus',
  type: 'Type',
  value: 'Value',
  limit: 'Purchase limit',
  remaining: 'Purchases left',
  endsAt: 'Offer ends',
  nextAt: 'Next gift at',
  season: 'Season name',
  tiers: 'Tiers',
  level: 'Level',
  freeReward: 'Free reward',
  premiumReward: 'Premium reward',
  currentTier: 'Current tier',
  progress: 'Progress to the next tier (%)',
  links: 'Offers in the chain',
  status: 'Status',
  reward: 'Reward',
  contents: 'Contents',
  days: 'Days',
  day: 'Day of the month',
  state: 'State',
  currencyName: 'Currency name',
  link: 'Link',
  target: 'Leads to',
  url: 'Web address',
  label: 'Label',
  badge: 'Notification badge',
  children: 'Links in the group',
  network: 'Network',
  legalLinks: 'Legal links',
  socials: 'Social links',
  copyright: 'Copyright line',
};

/** Words for enum values a publisher picks from; others are humanised (`RED_CIRCLE` -> "Red circle"). */
const optionLabels: Record<string, string> = {
  EXTERNAL_URL: 'External link (https)',
  NESTED: 'Group of links',
  HOME: 'Home page',
  SHOP: 'Shop page',
  LOYALTY: 'Loyalty page',
  DOWNLOAD: 'Download page',
  MISSIONS: 'Missions page',
  HUB: 'Hub page',
  NONE: 'No badge',
  RED_CIRCLE: 'Red dot',
  HORIZONTAL_BAR: 'Bar',
  real: 'Money',
  virtual: 'Virtual currency',
  free: 'Free',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  // Engagement rules (schemas/engagement/*.ts)
  purchase_amount: 'Spend an amount',
  purchase_count: 'Pay for orders',
  event: 'A game event',
  seasonal: 'Once per season',
  streak: 'Streak (repeats)',
  calendar: 'Calendar (runs once)',
  reset: 'Start the streak again',
  skip: 'Skip it, keep the streak',
  never: 'Never',
  on_completion: 'When every offer is claimed',
  refund: 'Refund it',
  credit: 'Credit it to the next offer',
};

/** Which child field names a list entry, for its heading ("Tier 3: Gold"). */
const summaryKeys = ['label', 'name', 'title', 'season', 'network', 'level', 'day'] as const;

export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(key: string): string {
  return fieldLabels[key] ?? humanise(key);
}

export function optionLabel(value: string): string {
  return optionLabels[value] ?? humanise(value);
}

/** "Offers in the chain" -> "offer", for "Add offer" and "Offer 2": a list's entries named as the publisher reads them. */
const entryNames: Record<string, string> = {
  links: 'Offer',
  tiers: 'Tier',
  days: 'Day',
  contents: 'Item',
  children: 'Link',
  menu: 'Menu item',
  legalLinks: 'Legal link',
  socials: 'Social link',
  list: 'Mission',
  milestones: 'Milestone',
  rewards: 'Reward',
  dailyGifts: 'Daily gift',
  offerChains: 'Offer chain',
  passes: 'Pass',
  levels: 'Level',
  free: 'Free reward',
  premium: 'Premium reward',
};

export function entryName(listKey: string): string {
  return entryNames[listKey] ?? 'Entry';
}

/** "Pass" -> "passes", "Daily gift" -> "daily gifts": for "No passes yet." */
export function entryPlural(noun: string): string {
  const lower = noun.toLowerCase();
  return /(s|x|ch|sh)$/.test(lower) ? `${lower}es` : `${lower}s`;
}

/** A few words naming one list entry from its own fields, or nothing. */
export function entrySummary(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of summaryKeys) {
    const found = record[key];
    if (typeof found === 'string' && found.trim() !== '') return found.trim();
    if (typeof found === 'number') return `${fieldLabel(key)} ${found}`;
  }
  const reward = record.reward;
  if (typeof reward === 'object' && reward !== null) return entrySummary(reward);
  // A day of a daily gift or an offer of a chain: named by what it grants ("500 Gems").
  const rewards = record.rewards;
  if (Array.isArray(rewards) && typeof rewards[0] === 'object' && rewards[0] !== null) {
    const first = rewards[0] as Record<string, unknown>;
    const name = typeof first.name === 'string' ? first.name.trim() : '';
    if (name === '') return undefined;
    const more = rewards.length > 1 ? ` and ${rewards.length - 1} more` : '';
    return `${typeof first.amount === 'number' ? `${first.amount} ` : ''}${name}${more}`;
  }
  return undefined;
}
