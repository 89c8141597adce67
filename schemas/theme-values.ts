import type { Theme } from './theme';

// The theme's value rules and default, without zod: the browser imports these, and zod stays on the server.

// Only plain hex colours: anything richer (names, rgb(), var()) widens the CSS-injection surface.
export const COLOUR_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// A non-negative decimal with px or rem; bounds are checked numerically below.
const LENGTH_RE = /^(?:0|(\d{1,2}(?:\.\d{1,3})?)(px|rem))$/;

/** True when `value` is a plain hex colour. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && COLOUR_RE.test(value);
}

/** True when `value` is "0", 0..64px or 0..4rem. */
export function isBoundedLength(value: string): boolean {
  const match = LENGTH_RE.exec(value);
  if (!match) return false;
  if (value === '0') return true;
  const amount = Number(match[1]);
  return match[2] === 'px' ? amount <= 64 : amount <= 4;
}

/** The interface kit's own look: dark, with a yellow-green (lime) primary. */
export const defaultTheme: Theme = {
  accentBorderColor: '#a3e635',
  accentTextColor: '#d9f99d',
  backgroundAccentColor: '#1a2414',
  baseBackgroundColor: '#0b0f0a',
  borderColor: '#2a3325',
  borderRadius: '8px',
  brandPrimaryDarkColor: '#4d7c0f',
  buttonType: 'unknown',
  fonts: { fontFamily: 'ROBOTO', displayFontFamily: 'KANIT', buttonFontFamily: 'ROBOTO' },
  headerBackgroundColor: '#0e140c',
  inputBorderRadius: '6px',
  paperColor: '#141b11',
  primaryColor: '#a3e635',
  primaryTextColor: '#f4f7f2',
  secondaryTextColor: '#b5bfae',
  tertiaryTextColor: '#7c8775',
  typography: 'default',
};
