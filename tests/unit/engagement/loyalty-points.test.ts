import { describe, expect, it } from 'vitest';
import { pointsFor, tierAt, usdCentsOf } from '../../../app/server/engagement/loyalty.server';
import type { Catalogue } from '../../../schemas/catalogue';
import type { LoyaltyCampaign } from '../../../schemas/engagement/loyalty';

// The arithmetic of earning (docs/decisions/048): an order's worth in US cents through the catalogue's own USD
// prices, one floor per order, the tier by the total reached.

const catalogue = {
  defaultCurrency: 'USD',
  virtualCurrencies: [],
  coupons: [],
  items: [
    { id: 'pouch', kind: 'resource', name: 'Pouch', contents: [], prices: { USD: 499, JPY: 800, KWD: 1500, EUR: 499 } },
    { id: 'vault', kind: 'resource', name: 'Vault', contents: [], prices: { USD: 1999, JPY: 3000 } },
    { id: 'euro-only', kind: 'resource', name: 'Euro only', contents: [], prices: { EUR: 1000 } },
  ],
} as unknown as Catalogue;

const campaign = {
  name: 'Rewards',
  currencyName: 'Embers',
  tiers: [
    { id: 'flame', name: 'Flame', startPoints: 250, pointsPerDollar: 10, multiplierPercent: 125 },
    { id: 'spark', name: 'Spark', startPoints: 0, pointsPerDollar: 10, multiplierPercent: 100 },
  ],
  milestones: [],
} as LoyaltyCampaign;

describe('what an order is worth in US cents', () => {
  it('is the total itself in USD, and 0 for a free order', () => {
    expect(usdCentsOf({ currency: 'USD', total: 1234 }, [], catalogue)).toBe(1234);
    expect(
      usdCentsOf({ currency: 'JPY', total: 0 }, [{ itemId: 'pouch', quantity: 1, unitAmount: 800 }], catalogue),
    ).toBe(0);
  });

  it('converts through the catalogue’s USD prices of the same lines, a discount shrinking it alike', () => {
    const lines = [
      { itemId: 'pouch', quantity: 2, unitAmount: 800 },
      { itemId: 'vault', quantity: 1, unitAmount: 3000 },
    ];
    // 4600 JPY list = 2997 USD cents.
    expect(usdCentsOf({ currency: 'JPY', total: 4600 }, lines, catalogue)).toBe(2997);
    // 10% off: 4140 JPY -> floor(4140 x 2997 / 4600) = 2697.
    expect(usdCentsOf({ currency: 'JPY', total: 4140 }, lines, catalogue)).toBe(2697);
    expect(
      usdCentsOf({ currency: 'KWD', total: 1500 }, [{ itemId: 'pouch', quantity: 1, unitAmount: 1500 }], catalogue),
    ).toBe(499);
  });

  it('counts a major unit as a dollar when a line has no USD price', () => {
    const lines = [
      { itemId: 'pouch', quantity: 1, unitAmount: 499 },
      { itemId: 'euro-only', quantity: 1, unitAmount: 1000 },
    ];
    expect(usdCentsOf({ currency: 'EUR', total: 1499 }, lines, catalogue)).toBe(1499);
    // KWD has three decimals: 2.500 KWD counts as 2.50 dollars.
    expect(
      usdCentsOf({ currency: 'KWD', total: 2500 }, [{ itemId: 'gone', quantity: 1, unitAmount: 2500 }], catalogue),
    ).toBe(250);
    // JPY has none: 500 yen count as 500 dollars only when the catalogue gives no USD price to go by.
    expect(
      usdCentsOf({ currency: 'JPY', total: 500 }, [{ itemId: 'gone', quantity: 1, unitAmount: 500 }], catalogue),
    ).toBe(50000);
  });
});

describe('points for a payment', () => {
  it('floors once: cents x points per dollar x multiplier percent / 10 000', () => {
    const [flame, spark] = campaign.tiers;
    expect(pointsFor(499, spark!)).toBe(49);
    expect(pointsFor(499, flame!)).toBe(62);
    expect(pointsFor(9, spark!)).toBe(0);
    expect(pointsFor(Number.MAX_SAFE_INTEGER, { ...spark!, pointsPerDollar: 1 })).toBe(
      Math.floor(Number.MAX_SAFE_INTEGER / 100),
    );
  });

  it('uses the highest tier whose start the total reached, whatever their order in the config', () => {
    expect(tierAt(campaign, 0).id).toBe('spark');
    expect(tierAt(campaign, 249).id).toBe('spark');
    expect(tierAt(campaign, 250).id).toBe('flame');
  });
});
