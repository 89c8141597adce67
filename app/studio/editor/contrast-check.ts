import type { Theme } from '../../../schemas/theme';
import { isHexColour } from '../../../schemas/theme-values';
import { tokens } from '~/ui/tokens';

/** WCAG 2.2 AA minimum contrast ratios (success criteria 1.4.3 and 1.4.11). */
export const minimumRatio = { text: 4.5, large: 3, ui: 3 } as const;
export type ContrastKind = keyof typeof minimumRatio;

type ColourField = {
  [K in keyof Theme]-?: NonNullable<Theme[K]> extends string
    ? K extends 'buttonType' | 'typography' | 'borderRadius' | 'inputBorderRadius'
      ? never
      : K
    : never;
}[keyof Theme];
export type ThemeColourField = ColourField;

/** One foreground/background pair the storefront draws, and which of the two a fix should change. */
export interface ContrastPair {
  id: string;
  label: string;
  kind: ContrastKind;
  foreground: ThemeColourField;
  background: ThemeColourField;
  /** The colour the warning sits beside and the fix changes (the other one stays). */
  adjust: 'foreground' | 'background';
}

/**
 * The text-on-background pairs the kit and the storefront draw from a theme (app/ui/*.css.ts): body and card text,
 * button labels (a primary button writes the page colour on the primary fill), accent panels, status messages, and
 * the primary colour as a UI mark against the page. Card borders are decorative and left out.
 */
export const contrastPairs: readonly ContrastPair[] = [
  pair('text-on-page', 'Text on the page', 'text', 'primaryTextColor', 'baseBackgroundColor'),
  pair('text-on-card', 'Text on cards', 'text', 'primaryTextColor', 'paperColor'),
  pair('text-in-header', 'Menu text in the header', 'text', 'primaryTextColor', 'headerBackgroundColor'),
  pair('secondary-on-page', 'Secondary text on the page', 'text', 'secondaryTextColor', 'baseBackgroundColor'),
  pair('secondary-on-card', 'Secondary text on cards', 'text', 'secondaryTextColor', 'paperColor'),
  pair('tertiary-on-card', 'Captions on cards', 'text', 'tertiaryTextColor', 'paperColor'),
  pair('primary-on-card', 'Prices and links on cards', 'text', 'primaryColor', 'paperColor'),
  pair('button-label', 'Primary button label', 'text', 'baseBackgroundColor', 'primaryColor', 'background'),
  pair('primary-foreground', 'Text on primary fills', 'text', 'primaryForegroundColor', 'primaryColor'),
  pair('accent-on-accent', 'Accent text on accent panels', 'text', 'accentTextColor', 'backgroundAccentColor'),
  pair('danger-on-card', 'Error messages on cards', 'text', 'dangerColor', 'paperColor'),
  pair('success-label', 'Text on success fills', 'text', 'successForegroundColor', 'successColor'),
  pair('warning-label', 'Text on warning fills', 'text', 'warningForegroundColor', 'warningColor'),
  pair('info-label', 'Text on info fills', 'text', 'infoForegroundColor', 'infoColor'),
  pair('danger-label', 'Sale ribbons on cards (text on danger fills)', 'text', 'dangerForegroundColor', 'dangerColor'),
  pair('primary-on-page', 'Primary buttons and marks against the page', 'ui', 'primaryColor', 'baseBackgroundColor'),
];

function pair(
  id: string,
  label: string,
  kind: ContrastKind,
  foreground: ThemeColourField,
  background: ThemeColourField,
  adjust: ContrastPair['adjust'] = 'foreground',
): ContrastPair {
  return { id, label, kind, foreground, background, adjust };
}

/** The kit's own shade of an optional colour a theme leaves out: the fallback inside its token, `var(--gf-x, #hex)`. */
const tokenOf: Partial<Record<ThemeColourField, string>> = {
  primaryForegroundColor: tokens.colors.primaryForeground,
  successColor: tokens.colors.success,
  successForegroundColor: tokens.colors.successForeground,
  warningColor: tokens.colors.warning,
  warningForegroundColor: tokens.colors.warningForeground,
  infoColor: tokens.colors.info,
  infoForegroundColor: tokens.colors.infoForeground,
  dangerColor: tokens.colors.danger,
  dangerForegroundColor: tokens.colors.dangerForeground,
  shadowColor: tokens.colors.shadow,
  highlightColor: tokens.colors.highlight,
};

/** The colour a field paints with: the theme's value, else the kit's default shade; null when neither is a colour. */
export function colourOf(theme: Theme, field: ThemeColourField): string | null {
  const value: unknown = theme[field];
  if (isHexColour(value)) return value;
  if (value !== undefined) return null;
  const fallback = /#[0-9a-f]{3,8}(?=\))/i.exec(tokenOf[field] ?? '')?.[0];
  return fallback && isHexColour(fallback) ? fallback : null;
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#abc`, `#aabbcc` or `#aabbccdd` as 0-255 channels and 0-1 alpha. */
export function parseHex(hex: string): Rgba {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index, index + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? channel(6) / 255 : 1 };
}

function toHex({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A translucent foreground as the eye sees it over an opaque background. */
function over(foreground: Rgba, background: Rgba): Rgba {
  const mix = (f: number, b: number) => f * foreground.a + b * (1 - foreground.a);
  return {
    r: mix(foreground.r, background.r),
    g: mix(foreground.g, background.g),
    b: mix(foreground.b, background.b),
    a: 1,
  };
}

/** WCAG 2.2 relative luminance of an sRGB colour. */
export function relativeLuminance({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio (1-21) of a foreground hex colour on a background hex colour (its alpha is ignored). */
export function contrastRatio(foreground: string, background: string): number {
  const bg = { ...parseHex(background), a: 1 };
  const fg = over(parseHex(foreground), bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it, never rounded up past a threshold: 4.499 shows as 4.49:1. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function toHsl({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Pick<Rgba, 'r' | 'g' | 'b'> {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255 };
}

/**
 * The passing colour closest to `colour` in lightness, keeping its hue and saturation: lightness moves away from
 * `against` in steps of 0.5% until the pair reaches `minimum` (towards black or white, whichever needs less).
 * The result is opaque six-digit hex.
 */
export function nearestPassingColour(colour: string, against: string, minimum: number): string {
  const [h, s, l] = toHsl(over(parseHex(colour), { ...parseHex(against), a: 1 }));
  const passes = (candidate: string) => contrastRatio(candidate, against) >= minimum;
  for (let step = 0; step <= 200; step += 1) {
    for (const direction of [1, -1]) {
      const lightness = l + direction * step * 0.005;
      if (lightness < 0 || lightness > 1) continue;
      const candidate = toHex(fromHsl(h, s, lightness));
      if (passes(candidate)) return candidate;
    }
  }
  return passes('#ffffff') ? '#ffffff' : '#000000';
}

export interface ContrastWarning {
  pair: ContrastPair;
  /** The field whose control shows the warning and whose colour the fix replaces. */
  field: ThemeColourField;
  ratio: number;
  minimum: number;
  /** The nearest colour for `field` that passes, the other colour unchanged. */
  suggestion: string;
}

/** Every pair of the theme below WCAG 2.2 AA, with its ratio and a one-click fix. Pairs with an invalid colour are skipped (the field shows its own error). */
export function checkThemeContrast(theme: Theme): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const candidate of contrastPairs) {
    const foreground = colourOf(theme, candidate.foreground);
    const background = colourOf(theme, candidate.background);
    if (!foreground || !background) continue;
    const ratio = contrastRatio(foreground, background);
    const minimum = minimumRatio[candidate.kind];
    if (ratio >= minimum) continue;
    const field = candidate.adjust === 'foreground' ? candidate.foreground : candidate.background;
    const suggestion =
      candidate.adjust === 'foreground'
        ? nearestPassingColour(foreground, background, minimum)
        : nearestPassingBackground(background, foreground, minimum);
    warnings.push({ pair: candidate, field, ratio, minimum, suggestion });
  }
  return warnings;
}

/** Like nearestPassingColour, for a background under a fixed foreground (the ratio is symmetric for opaque colours). */
function nearestPassingBackground(background: string, foreground: string, minimum: number): string {
  const opaqueForeground = toHex(over(parseHex(foreground), { ...parseHex(background), a: 1 }));
  return nearestPassingColour(background, opaqueForeground, minimum);
}
