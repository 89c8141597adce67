import { z } from 'zod';
import { ButtonType, Font, TypographySet } from './enums';
import { COLOUR_RE, isBoundedLength } from './theme-values';

export { defaultTheme, isBoundedLength } from './theme-values';

export const COLOUR_MESSAGE = 'Expected a colour like #a3e635';
export const LENGTH_MESSAGE = 'Expected a length like 8px or 0.5rem (0-64px, 0-4rem)';

export const colourSchema = z.string({ error: COLOUR_MESSAGE }).regex(COLOUR_RE, { error: COLOUR_MESSAGE });

export const lengthSchema = z.string({ error: LENGTH_MESSAGE }).refine(isBoundedLength, { error: LENGTH_MESSAGE });

const fontSchema = z.enum(Font.options, {
  error: `Expected one of the fonts: ${Font.options.join(', ')}`,
});

export const themeFontsSchema = z.strictObject({
  fontFamily: fontSchema,
  displayFontFamily: fontSchema,
  buttonFontFamily: fontSchema,
});

export const themeSchema = z.strictObject({
  // Semantic colours, each optional: left out, the kit's own shade applies (app/ui/stitches.config.ts, decision 031).
  primaryForegroundColor: colourSchema.optional(),
  successColor: colourSchema.optional(),
  successForegroundColor: colourSchema.optional(),
  warningColor: colourSchema.optional(),
  warningForegroundColor: colourSchema.optional(),
  infoColor: colourSchema.optional(),
  infoForegroundColor: colourSchema.optional(),
  dangerColor: colourSchema.optional(),
  dangerForegroundColor: colourSchema.optional(),
  shadowColor: colourSchema.optional(),
  highlightColor: colourSchema.optional(),
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
