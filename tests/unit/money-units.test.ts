import { describe, expect, it } from 'vitest';
import { exampleOf, formatMajorUnits, parseMajorUnits } from '~/lib/money-units';

describe('given a price a publisher types in major units', () => {
  it('stores USD in cents, JPY as whole yen and KWD in fils', () => {
    expect(parseMajorUnits('4.99', 'USD')).toEqual({ ok: true, minor: 499 });
    expect(parseMajorUnits('4', 'USD')).toEqual({ ok: true, minor: 400 });
    expect(parseMajorUnits('4.5', 'USD')).toEqual({ ok: true, minor: 450 });
    expect(parseMajorUnits('.99', 'USD')).toEqual({ ok: true, minor: 99 });
    expect(parseMajorUnits(' 500 ', 'JPY')).toEqual({ ok: true, minor: 500 });
    expect(parseMajorUnits('1.25', 'KWD')).toEqual({ ok: true, minor: 1250 });
    expect(parseMajorUnits('1.250', 'KWD')).toEqual({ ok: true, minor: 1250 });
    expect(parseMajorUnits('0.005', 'KWD')).toEqual({ ok: true, minor: 5 });
  });

  it('converts on the digits, so amounts that floats get wrong come out exact', () => {
    // 4.35 * 100 = 434.99999999999994 and 1.005 * 1000 = 1004.9999999999999 in floating point.
    for (const [typed, currency, minor] of [
      ['4.35', 'USD', 435],
      ['0.29', 'USD', 29],
      ['1.15', 'EUR', 115],
      ['19.99', 'USD', 1999],
      ['1.005', 'KWD', 1005],
      ['999999.99', 'USD', 99_999_999],
    ] as const) {
      expect(parseMajorUnits(typed, currency), `${typed} ${currency}`).toEqual({ ok: true, minor });
    }
    for (let cents = 0; cents < 10_000; cents += 7) {
      const typed = formatMajorUnits(cents, 'USD');
      expect(parseMajorUnits(typed, 'USD')).toEqual({ ok: true, minor: cents });
    }
  });

  it('refuses a fraction the currency cannot charge, saying how many decimals it has', () => {
    const usd = parseMajorUnits('4.999', 'USD');
    expect(usd).toEqual({
      ok: false,
      message: 'USD has 2 decimal places: 4.999 cannot be charged, enter at most 2 after the dot',
    });
    expect(parseMajorUnits('500.5', 'JPY')).toEqual({
      ok: false,
      message: 'JPY has no smaller unit: enter a whole amount, like 500',
    });
    expect(parseMajorUnits('1.2505', 'KWD')).toMatchObject({ ok: false, message: expect.stringMatching(/3 decimal/) });
  });

  it('refuses text that is no amount, with the fix in the message', () => {
    expect(parseMajorUnits('', 'USD')).toEqual({ ok: false, message: 'Enter an amount in USD' });
    expect(parseMajorUnits('-1', 'USD')).toEqual({ ok: false, message: 'Enter an amount above zero' });
    expect(parseMajorUnits('4,99', 'EUR')).toEqual({ ok: false, message: 'Use a dot for decimals: 4.99' });
    expect(parseMajorUnits('$4.99', 'USD')).toEqual({ ok: false, message: 'Enter a number, like 4.99' });
    expect(parseMajorUnits('1e3', 'USD')).toMatchObject({ ok: false });
    expect(parseMajorUnits('99999999999999', 'USD')).toEqual({ ok: false, message: 'Enter a smaller amount' });
  });
});

describe('given stored minor units', () => {
  it('shows them in major units with the currency’s own digits', () => {
    expect(formatMajorUnits(499, 'USD')).toBe('4.99');
    expect(formatMajorUnits(5, 'USD')).toBe('0.05');
    expect(formatMajorUnits(500, 'JPY')).toBe('500');
    expect(formatMajorUnits(1250, 'KWD')).toBe('1.250');
    expect(formatMajorUnits(-150, 'USD')).toBe('-1.50');
    expect([exampleOf('USD'), exampleOf('JPY'), exampleOf('KWD')]).toEqual(['4.99', '500', '1.250']);
  });
});
