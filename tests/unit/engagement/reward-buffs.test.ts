import { describe, expect, it } from 'vitest';
import { buffedTotalText } from '../../../app/cards/card-parts';
import { AmountOverflowError, applyPercent, applyRewardBuff, scaleAmount } from '../../../app/lib/reward-buffs';

const MAX = Number.MAX_SAFE_INTEGER;

describe('applying a reward buff', () => {
  it('adds an additive buff and multiplies by a multiplier, with no buff leaving the amount', () => {
    expect(applyRewardBuff(500, { type: 'additive', value: 50 })).toBe(550);
    expect(applyRewardBuff(2800, { type: 'multiplier', value: 2 })).toBe(5600);
    expect(applyRewardBuff(500, undefined)).toBe(500);
    expect(applyRewardBuff(500, null)).toBe(500);
  });

  it('at zero and one', () => {
    expect(applyRewardBuff(0, { type: 'additive', value: 1 })).toBe(1);
    expect(applyRewardBuff(0, { type: 'multiplier', value: 3 })).toBe(0);
    expect(applyRewardBuff(1, { type: 'multiplier', value: 1 })).toBe(1);
    expect(applyRewardBuff(1, { type: 'additive', value: 1 })).toBe(2);
  });

  it('stays exact for huge amounts, up to Number.MAX_SAFE_INTEGER itself', () => {
    expect(applyRewardBuff(MAX - 1, { type: 'additive', value: 1 })).toBe(MAX);
    expect(applyRewardBuff(Math.floor(MAX / 2), { type: 'multiplier', value: 2 })).toBe(MAX - 1);
    // 2^53 - 1 = 6361 x 1416003655831: the product lands exactly on the largest safe integer.
    expect(applyRewardBuff(1416003655831, { type: 'multiplier', value: 6361 })).toBe(MAX);
  });

  it('refuses a result past Number.MAX_SAFE_INTEGER instead of losing units', () => {
    expect(() => applyRewardBuff(MAX, { type: 'additive', value: 1 })).toThrow(AmountOverflowError);
    expect(() => applyRewardBuff(MAX, { type: 'multiplier', value: 2 })).toThrow(AmountOverflowError);
  });

  it('refuses amounts that are not whole, safe and 0 or more', () => {
    expect(() => applyRewardBuff(-1, { type: 'additive', value: 1 })).toThrow(RangeError);
    expect(() => applyRewardBuff(1.5, undefined)).toThrow(RangeError);
    expect(() => applyRewardBuff(MAX + 1, undefined)).toThrow(RangeError);
  });
});

describe('scaling by a percent or a fraction', () => {
  it('drops the fraction (floor), never rounds up', () => {
    expect(applyPercent(7, 150)).toBe(10);
    expect(applyPercent(1, 150)).toBe(1);
    expect(applyPercent(1, 99)).toBe(0);
    expect(applyPercent(0, 1000)).toBe(0);
    expect(applyPercent(499, 100)).toBe(499);
    expect(scaleAmount(499, 3, 100)).toBe(14);
  });

  it('is exact where the intermediate product is far past 2^53', () => {
    expect(applyPercent(MAX, 100)).toBe(MAX);
    expect(scaleAmount(MAX, 1000, 1000)).toBe(MAX);
    expect(applyPercent(MAX - 1, 50)).toBe((MAX - 1) / 2);
    expect(() => applyPercent(MAX, 101)).toThrow(AmountOverflowError);
  });

  it('refuses a zero denominator', () => {
    expect(() => scaleAmount(1, 1, 0)).toThrow(RangeError);
  });
});

describe('a card’s buffed total', () => {
  it('says what the player receives in all, and nothing when it would not be exact', () => {
    expect(buffedTotalText(500, { type: 'additive', value: 50 })).toBe('550 in all');
    expect(buffedTotalText(2800, { type: 'multiplier', value: 2 })).toBe('5,600 in all');
    expect(buffedTotalText(MAX, { type: 'multiplier', value: 2 })).toBeNull();
  });
});
