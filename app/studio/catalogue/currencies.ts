/** The currencies the catalogue editor offers first; any other ISO 4217 code already in a catalogue is kept and shown. */
export const commonCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'KRW',
  'CNY',
  'CAD',
  'AUD',
  'BRL',
  'MXN',
  'INR',
  'CHF',
  'SEK',
  'PLN',
  'TRY',
  'KWD',
  'BHD',
] as const;

/** The offered currencies plus those a catalogue already uses, without repeats, in a stable order. */
export function currencyChoices(...inUse: ReadonlyArray<string | undefined>): string[] {
  return [...new Set([...commonCurrencies, ...inUse.filter((code): code is string => Boolean(code))])];
}
