import { z } from 'zod';
import { ButtonType, Font, TypographySet } from './enums';

// Only plain hex colours: anything richer (names, rgb(), var()) widens the CSS-injection surface.
const COLOUR_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// A non-negative decimal with px or rem; bounds are checked numerically below.
const LENGTH_RE = /^(?:0|(\d{1,2}(?:\.\d{1,3})?)(px|rem))$/;

export const COLOUR_MESSAGE = 'Expected a colour like #a3e635';
export const LENGTH_MESSAGE = 'Expected a length like 8px or 0.5rem (0-64px, 0-4rem)';

export const colourSchema = z.string({ error: COLOUR_MESSAGE }).regex(COLOUR_RE, { error: COLOUR_MESSAGE });

/** True when `value` is "0", 0..64px or 0..4rem. */
export function isBoundedLength(value: string): boolean {
  const match = LENGTH_RE.exec(value);
  if (!match) return false;
  if (value === '0') return true;
  const amount = Number(match[1]);
  return match[2] === 'px' ? amount <= 64 : amount <= 4;
}

export const lengthSchema = z
  .string({ error: LENGTH_MESSAGE })
  .refine(isBoundedLength, { error: LENGTH_MESSAGE });

const fontSchema = z.enum(Font.options, {
  error: `Expected one of the fonts: ${Font.options.join(', ')}`,
});

export const themeFontsSchema = z.strictObject({
  fontFamily: fontSchema,
  displayFontFamily: fontSchema,
  buttonFontFamily: fontSchema,
});

export const themeSchema = z.strictObject({
  accentBorderColor: colourSchema,
  accentTextColor: colourSchema,
  backgroundAccentColor: colourSchema,
  baseBackgroundColor: colourSchema,
  borderColor: colourSchema,
  borderRadius: lengthSchema,
  brandPrimaryDarkColor: colourSchema,
  buttonType: z.enum(ButtonType.options, {
    error: `Expected one of the button types: ${ButtonType.options.join(', ')}`,
  }),
  fonts: themeFontsSchema,
  headerBackgroundColor: colourSchema,
  inputBorderRadius: lengthSchema,
  paperColor: colourSchema,
  primaryColor: colourSchema,
  primaryTextColor: colourSchema,
  secondaryTextColor: colourSchema,
  tertiaryTextColor: colourSchema,
  typography: z.enum(TypographySet.options, {
    error: `Expected one of the typography sets: ${TypographySet.options.join(', ')}`,
  }),
});

export type Theme = z.infer<typeof themeSchema>;

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
