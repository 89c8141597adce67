import type { Font } from '../../schemas/enums';
import type { Theme } from '../../schemas/theme';
import { isBoundedLength, isHexColour } from '../../schemas/theme-values';

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

type ThemeColour = Exclude<
  keyof Theme,
  'borderRadius' | 'inputBorderRadius' | 'buttonType' | 'fonts' | 'typography' | OptionalThemeColour
>;
type OptionalThemeColour = (typeof optionalColourVariables)[keyof typeof optionalColourVariables];

/** Which theme colour each variable carries, in the order they are written. */
const colourVariables = {
  '--gf-primary': 'primaryColor',
  '--gf-primary-text': 'primaryTextColor',
  '--gf-secondary-text': 'secondaryTextColor',
  '--gf-tertiary-text': 'tertiaryTextColor',
  '--gf-paper': 'paperColor',
  '--gf-base-bg': 'baseBackgroundColor',
  '--gf-bg-accent': 'backgroundAccentColor',
  '--gf-border': 'borderColor',
  '--gf-accent-border': 'accentBorderColor',
  '--gf-accent-text': 'accentTextColor',
  '--gf-brand-primary-dark': 'brandPrimaryDarkColor',
  '--gf-header-bg': 'headerBackgroundColor',
} as const satisfies Record<CssVariableName, ThemeColour>;

/** The semantic colours a theme may leave out: the kit's own shade (a var() fallback in app/ui/tokens.ts) applies. */
const optionalColourVariables = {
  '--gf-primary-foreground': 'primaryForegroundColor',
  '--gf-success': 'successColor',
  '--gf-success-foreground': 'successForegroundColor',
  '--gf-warning': 'warningColor',
  '--gf-warning-foreground': 'warningForegroundColor',
  '--gf-info': 'infoColor',
  '--gf-info-foreground': 'infoForegroundColor',
  '--gf-danger': 'dangerColor',
  '--gf-danger-foreground': 'dangerForegroundColor',
  '--gf-shadow': 'shadowColor',
  '--gf-highlight': 'highlightColor',
} as const satisfies Record<CssVariableName, keyof Theme>;

function invalid(field: string): never {
  throw new Error(`Refusing an invalid theme value at ${field}`);
}

function lengthOf(theme: Theme, key: 'borderRadius' | 'inputBorderRadius'): string {
  const value: unknown = theme[key];
  return typeof value === 'string' && isBoundedLength(value) ? value : invalid(key);
}

function fontStackOf(theme: Theme, key: keyof Theme['fonts']): string {
  const font: unknown = theme.fonts?.[key];
  return typeof font === 'string' && Object.hasOwn(fontStacks, font)
    ? fontStacks[font as Font]
    : invalid(`fonts.${key}`);
}

/**
 * The shop's theme as `--gf-*` CSS custom properties. Re-checks every value first with the schema's own rules
 * (throws on an invalid theme) so that no unvalidated value can ever reach a style attribute; zod-free, because
 * the browser runs this on every storefront. buttonType and typography are not CSS values: components read them
 * as data attributes instead.
 */
export function themeToCssVariables(theme: Theme): CssVariables {
  const vars: CssVariables = {};
  for (const [name, key] of Object.entries(colourVariables) as Array<[CssVariableName, ThemeColour]>) {
    const value: unknown = theme[key];
    vars[name] = isHexColour(value) ? value : invalid(key);
  }
  for (const [name, key] of Object.entries(optionalColourVariables) as Array<[CssVariableName, OptionalThemeColour]>) {
    const value: unknown = theme[key];
    if (value === undefined) continue;
    vars[name] = isHexColour(value) ? value : invalid(key);
  }
  vars['--gf-radius'] = lengthOf(theme, 'borderRadius');
  vars['--gf-input-radius'] = lengthOf(theme, 'inputBorderRadius');
  vars['--gf-font-body'] = fontStackOf(theme, 'fontFamily');
  vars['--gf-font-display'] = fontStackOf(theme, 'displayFontFamily');
  vars['--gf-font-button'] = fontStackOf(theme, 'buttonFontFamily');
  return vars;
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
