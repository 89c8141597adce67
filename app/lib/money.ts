import type { Price } from '../../schemas/cards';

// Building an Intl.NumberFormat costs far more than using one: a page of 48 prices would build 96.
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

// A page repeats the same few amounts (prices, rewards, limits) across its cards: formatting is ICU work,
// remembering the answer is a map lookup. Bounded, so a stream of distinct amounts cannot grow it.
const formatted = new Map<string, string>();
const FORMATTED_MAX = 2_000;

function remembered(key: string, format: () => string): string {
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    text = format();
    formatted.set(key, text);
  }
  return text;
}

/** A count in the locale's grouping: 1200000 -> "1,200,000". */
export function formatNumber(value: number, locale = 'en-US'): string {
  return remembered(`${locale}|${value}`, () => numberFormat(locale).format(value));
}

const minorDigits = new Map<string, number>();

/** Digits after the decimal point for a currency: 2 for USD, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
    minorDigits.set(currency, digits);
  }
  return digits;
}

/** Formats integer minor units (499 USD -> "$4.99", 1200 JPY -> "¥1,200"). */
export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  return remembered(`${locale}|${currency}|${amountMinor}`, () =>
    currencyFormat(locale, currency).format(amountMinor / 10 ** minorUnitDigits(currency)),
  );
}

export function formatPrice(price: Price, locale = 'en-US'): string {
  switch (price.kind) {
    case 'free':
      return 'Free';
    case 'real':
      return formatMoney(price.amount, price.currency, locale);
    case 'virtual':
      return `${formatNumber(price.amount, locale)} ${price.currencyId.replace(/[-_]/g, ' ')}`;
  }
}

export function formatOriginalPrice(price: Price, locale = 'en-US'): string | null {
  if (price.kind === 'free' || price.original === undefined) return null;
  return formatPrice({ ...price, amount: price.original }, locale);
}

/** Whole-percent discount from the original price, e.g. 40 for 5.99 instead of 9.99. */
export function discountPercent(price: Price): number | null {
  if (price.kind === 'free' || price.original === undefined) return null;
  return Math.round((1 - price.amount / price.original) * 100);
}
