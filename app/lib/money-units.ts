import { minorUnitDigits } from './money';

// What a publisher types ("4.99") and what the catalogue stores (499): each currency's own minor-unit digits (USD 2,
// JPY 0, KWD 3, from ICU through minorUnitDigits), converted on the digits as text so no float rounding creeps in
// (4.35 * 100 is 434.99999999999994).

export type MajorUnitsParse = { ok: true; minor: number } | { ok: false; message: string };

const AMOUNT = /^(\d+)(?:\.(\d*))?$/;
/** Big enough for any price, small enough to stay an exact integer in a double and in bigint columns. */
const MAX_MINOR = 999_999_999_999;

/** Parses an amount typed in major units ("4.99" USD) into integer minor units (499), or says why not. */
export function parseMajorUnits(typed: string, currency: string): MajorUnitsParse {
  const text = typed.trim();
  if (text === '') return { ok: false, message: `Enter an amount in ${currency}` };
  if (text.startsWith('-')) return { ok: false, message: 'Enter an amount above zero' };
  if (/^\d+,\d+$/.test(text)) return { ok: false, message: `Use a dot for decimals: ${text.replace(',', '.')}` };
  const match = AMOUNT.exec(text.startsWith('.') ? `0${text}` : text);
  if (!match) return { ok: false, message: `Enter a number, like ${exampleOf(currency)}` };
  const digits = minorUnitDigits(currency);
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `${currency} has no smaller unit: enter a whole amount, like ${exampleOf(currency)}`
          : `${currency} has ${digits} decimal places: ${text} cannot be charged, enter at most ${digits} after the dot`,
    };
  }
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor > MAX_MINOR) return { ok: false, message: 'Enter a smaller amount' };
  return { ok: true, minor };
}

/** Integer minor units as the publisher types them back: 499 USD -> "4.99", 500 JPY -> "500", 1250 KWD -> "1.250". */
export function formatMajorUnits(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "4.99" for USD, "500" for JPY, "1.250" for KWD: what a placeholder or an example shows. */
export function exampleOf(currency: string): string {
  const digits = minorUnitDigits(currency);
  return digits === 0 ? '500' : digits === 3 ? '1.250' : '4.99';
}
