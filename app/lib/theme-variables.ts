import type { Font } from '../../schemas/enums';
import { type Theme, themeSchema } from '../../schemas/theme';

export type CssVariableName = `--gf-${string}`;
export type CssVariables = Record<CssVariableName, string>;

/** Each font with fallbacks that look alike, so the page keeps its character before the webfont loads. */
export const fontStacks: Record<Font, string> = {
  ROBOTO: "'Roboto', system-ui, sans-serif",
  COCOGOOSE: "'Cocogoose', 'Kanit', sans-serif",
  CINZEL: "'Cinzel', Georgia, serif",
  BARLOW: "'Barlow', 'Roboto', sans-serif",
  INSTRUMENT_SANS: "'Instrument Sans', system-ui, sans-serif",
  FORMULA1: "'Formula1', 'Barlow', sans-serif",
  KANIT: "'Kanit', system-ui, sans-serif",
  CENZO_FLARE: "'Cenzo Flare', 'Cinzel', serif",
};

/**
 * The shop's theme as `--gf-*` CSS custom properties. Re-validates first (throws on an invalid
 * theme) so that no unvalidated value can ever reach a style attribute. buttonType and typography
 * are not CSS values: components read them as data attributes instead.
 */
export function themeToCssVariables(theme: Theme): CssVariables {
  const t = themeSchema.parse(theme);
  return {
    '--gf-primary': t.primaryColor,
    '--gf-primary-text': t.primaryTextColor,
    '--gf-secondary-text': t.secondaryTextColor,
    '--gf-tertiary-text': t.tertiaryTextColor,
    '--gf-paper': t.paperColor,
    '--gf-base-bg': t.baseBackgroundColor,
    '--gf-bg-accent': t.backgroundAccentColor,
    '--gf-border': t.borderColor,
    '--gf-accent-border': t.accentBorderColor,
    '--gf-accent-text': t.accentTextColor,
    '--gf-brand-primary-dark': t.brandPrimaryDarkColor,
    '--gf-header-bg': t.headerBackgroundColor,
    '--gf-radius': t.borderRadius,
    '--gf-input-radius': t.inputBorderRadius,
    '--gf-font-body': fontStacks[t.fonts.fontFamily],
    '--gf-font-display': fontStacks[t.fonts.displayFontFamily],
    '--gf-font-button': fontStacks[t.fonts.buttonFontFamily],
  };
}

const NAME_RE = /^--gf-[a-z0-9-]+$/;
// Hex colours, bounded lengths, font stacks of quoted names, and quoted keywords: nothing that can close a block.
const VALUE_RE = /^[A-Za-z0-9#.,' -]+$/;

/** `--gf-primary:#a3e635;--gf-paper:#141b11` for a style attribute or a `:root{}` block. */
export function cssVariablesToStyleText(vars: CssVariables): string {
  return Object.entries(vars)
    .map(([name, value]) => {
      if (!NAME_RE.test(name) || !VALUE_RE.test(value) || value.includes('/*')) {
        throw new Error(`Refusing to emit unsafe CSS variable ${JSON.stringify(name)}`);
      }
      return `${name}:${value}`;
    })
    .join(';');
}

/** The distinct fonts a theme needs loaded, body font first. */
export function fontsUsedBy(theme: Theme): Font[] {
  const { fontFamily, displayFontFamily, buttonFontFamily } = theme.fonts;
  return [...new Set<Font>([fontFamily, displayFontFamily, buttonFontFamily])];
}
