import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPrice } from '~/lib/money';

describe('given amounts to show a player', () => {
  it('formats minor units with each currency its own digits', () => {
    expect(formatMoney(499, 'USD')).toBe('$4.99');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(1500, 'KWD')).toBe('KWD\u00a01.500');
  });

  it('groups counts, and a virtual price reads as a count and its currency name', () => {
    expect(formatNumber(1_200_000)).toBe('1,200,000');
    expect(formatNumber(1_200_000, 'de-DE')).toBe('1.200.000');
    expect(formatPrice({ kind: 'virtual', amount: 2500, currencyId: 'ember_gems' })).toBe('2,500 ember gems');
  });

  it('keeps formatting every number and price right past the bound of what it remembers', () => {
    for (let value = 0; value < 5_000; value += 1) {
      expect(formatNumber(value * 1001)).toBe((value * 1001).toLocaleString('en-US'));
      expect(formatMoney(value, 'EUR')).toBe(`€${(value / 100).toFixed(2)}`);
    }
    expect(formatNumber(1001)).toBe('1,001');
  });
});
