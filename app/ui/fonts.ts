import type { Font } from '../../schemas/enums';

// Self-hosted @fontsource faces, latin subset only, in the three weights the typography sets use
// (400 body, 600 labels and buttons, 800 heavy display; Instrument Sans stops at 700).
// Each CSS file already declares `font-display: swap`. Vite's `?url` emits the CSS with its font
// files rebased, and the same woff2 file imported directly gets the same hashed URL, so the preload
// below is the very file the stylesheet asks for.
import roboto400 from '@fontsource/roboto/latin-400.css?url';
import roboto600 from '@fontsource/roboto/latin-600.css?url';
import roboto800 from '@fontsource/roboto/latin-800.css?url';
import robotoMain from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import kanit400 from '@fontsource/kanit/latin-400.css?url';
import kanit600 from '@fontsource/kanit/latin-600.css?url';
import kanit800 from '@fontsource/kanit/latin-800.css?url';
import kanitMain from '@fontsource/kanit/files/kanit-latin-400-normal.woff2?url';
import barlow400 from '@fontsource/barlow/latin-400.css?url';
import barlow600 from '@fontsource/barlow/latin-600.css?url';
import barlow800 from '@fontsource/barlow/latin-800.css?url';
import barlowMain from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url';
import cinzel400 from '@fontsource/cinzel/latin-400.css?url';
import cinzel600 from '@fontsource/cinzel/latin-600.css?url';
import cinzel800 from '@fontsource/cinzel/latin-800.css?url';
import cinzelMain from '@fontsource/cinzel/files/cinzel-latin-400-normal.woff2?url';
import instrumentSans400 from '@fontsource/instrument-sans/latin-400.css?url';
import instrumentSans600 from '@fontsource/instrument-sans/latin-600.css?url';
import instrumentSans700 from '@fontsource/instrument-sans/latin-700.css?url';
import instrumentSansMain from '@fontsource/instrument-sans/files/instrument-sans-latin-400-normal.woff2?url';
import robotoWoff600 from '@fontsource/roboto/files/roboto-latin-600-normal.woff2?url';
import robotoWoff800 from '@fontsource/roboto/files/roboto-latin-800-normal.woff2?url';
import kanitWoff600 from '@fontsource/kanit/files/kanit-latin-600-normal.woff2?url';
import kanitWoff800 from '@fontsource/kanit/files/kanit-latin-800-normal.woff2?url';
import barlowWoff600 from '@fontsource/barlow/files/barlow-latin-600-normal.woff2?url';
import barlowWoff800 from '@fontsource/barlow/files/barlow-latin-800-normal.woff2?url';
import cinzelWoff600 from '@fontsource/cinzel/files/cinzel-latin-600-normal.woff2?url';
import cinzelWoff800 from '@fontsource/cinzel/files/cinzel-latin-800-normal.woff2?url';
import instrumentSansWoff600 from '@fontsource/instrument-sans/files/instrument-sans-latin-600-normal.woff2?url';
import instrumentSansWoff700 from '@fontsource/instrument-sans/files/instrument-sans-latin-700-normal.woff2?url';

/** The fonts we may ship ourselves (SIL Open Font License, via @fontsource). */
export type OpenFont = 'ROBOTO' | 'KANIT' | 'BARLOW' | 'CINZEL' | 'INSTRUMENT_SANS';
/** Licensed fonts: a shop brings its own file, otherwise the documented open look-alike loads. */
export type CommercialFont = Exclude<Font, OpenFont>;

export interface FontFiles {
  /** Stylesheets with the @font-face rules, one per weight. */
  stylesheets: readonly string[];
  /** The regular-weight woff2, preloaded when this is the page's first font. */
  main: string;
  /** The semibold and heavy woff2 files, preloaded for the display font: headings are on screen at first paint. */
  display: readonly [string, string];
  /** The heavy file's weight: 800, or 700 for Instrument Sans. */
  heavyWeight: 700 | 800;
}

export interface FontInfo {
  displayName: string;
  /** The CSS font-family name the stack starts with (and a custom @font-face declares). */
  family: string;
  /** What follows the family in the stack: look-alikes, then a generic family. */
  fallback: string;
}

export const openFontFiles: Record<OpenFont, FontFiles> = {
  ROBOTO: {
    stylesheets: [roboto400, roboto600, roboto800],
    main: robotoMain,
    display: [robotoWoff600, robotoWoff800],
    heavyWeight: 800,
  },
  KANIT: {
    stylesheets: [kanit400, kanit600, kanit800],
    main: kanitMain,
    display: [kanitWoff600, kanitWoff800],
    heavyWeight: 800,
  },
  BARLOW: {
    stylesheets: [barlow400, barlow600, barlow800],
    main: barlowMain,
    display: [barlowWoff600, barlowWoff800],
    heavyWeight: 800,
  },
  CINZEL: {
    stylesheets: [cinzel400, cinzel600, cinzel800],
    main: cinzelMain,
    display: [cinzelWoff600, cinzelWoff800],
    heavyWeight: 800,
  },
  INSTRUMENT_SANS: {
    stylesheets: [instrumentSans400, instrumentSans600, instrumentSans700],
    main: instrumentSansMain,
    display: [instrumentSansWoff600, instrumentSansWoff700],
    heavyWeight: 700,
  },
};

/**
 * The open font each commercial font falls back to when the shop supplies no file: Cocogoose's round
 * geometric heavies -> Kanit; Formula1's squared, slightly condensed sans -> Barlow; Cenzo Flare's
 * flared display capitals -> Cinzel.
 */
export const commercialFallbacks: Record<CommercialFont, OpenFont> = {
  COCOGOOSE: 'KANIT',
  FORMULA1: 'BARLOW',
  CENZO_FLARE: 'CINZEL',
};

export const fontInfo = {
  ROBOTO: { displayName: 'Roboto', family: 'Roboto', fallback: 'system-ui, sans-serif' },
  COCOGOOSE: { displayName: 'Cocogoose', family: 'Cocogoose', fallback: "'Kanit', sans-serif" },
  CINZEL: { displayName: 'Cinzel', family: 'Cinzel', fallback: 'Georgia, serif' },
  BARLOW: { displayName: 'Barlow', family: 'Barlow', fallback: "'Roboto', sans-serif" },
  INSTRUMENT_SANS: { displayName: 'Instrument Sans', family: 'Instrument Sans', fallback: 'system-ui, sans-serif' },
  FORMULA1: { displayName: 'Formula1', family: 'Formula1', fallback: "'Barlow', sans-serif" },
  KANIT: { displayName: 'Kanit', family: 'Kanit', fallback: 'system-ui, sans-serif' },
  CENZO_FLARE: { displayName: 'Cenzo Flare', family: 'Cenzo Flare', fallback: "'Cinzel', serif" },
} as const satisfies Record<Font, FontInfo>;

/** `'Roboto', system-ui, sans-serif`: the value theme-variables puts in --gf-font-*. */
export function fontStack(font: Font): string {
  const { family, fallback } = fontInfo[font];
  return `'${family}', ${fallback}`;
}

export function isCommercialFont(font: Font): font is CommercialFont {
  return font in commercialFallbacks;
}

/** The self-hosted files that render `font`: its own, or its open look-alike's. */
export function filesFor(font: Font): FontFiles {
  return openFontFiles[isCommercialFont(font) ? commercialFallbacks[font] : font];
}

export type FontLinkDescriptor =
  | { tagName: 'link'; rel: 'stylesheet'; href: string }
  | { tagName: 'link'; rel: 'preload'; as: 'font'; type: string; href: string; crossOrigin: 'anonymous' };

const FONT_FORMATS = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' } as const;
type FontFormat = (typeof FONT_FORMATS)[keyof typeof FONT_FORMATS];

// https://host[:port]/path or /path (never //host); no quotes, parens, backslashes, whitespace,
// semicolons, braces or angle brackets, so the value cannot leave url("...") or the <style> element.
const FONT_URL_RE = /^(?:https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/|\/(?!\/))[A-Za-z0-9\-._~!$&*+,=:@%/?#]*$/;

/** The custom file's format when `url` is a safe font URL, else null. */
export function customFontFormat(url: string): FontFormat | null {
  if (url.length > 2048 || !FONT_URL_RE.test(url)) return null;
  const path = url.replace(/[?#].*$/, '');
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return ext in FONT_FORMATS ? FONT_FORMATS[ext as keyof typeof FONT_FORMATS] : null;
}

/**
 * An @font-face rule for a shop's own file of a commercial font, or null when the URL is not a safe
 * https:// or root-relative font URL (or the font is an open one we self-host anyway). One file
 * serves every weight so the browser never fakes a bold.
 */
export function customFontFaceCss(font: Font, url: string): string | null {
  const format = isCommercialFont(font) ? customFontFormat(url) : null;
  if (!format) return null;
  return `@font-face{font-family:'${fontInfo[font].family}';src:url("${url}") format('${format}');font-weight:100 900;font-style:normal;font-display:swap}`;
}

/** Whether the shop's own file of `font` replaces our self-hosted look-alike (a commercial font with a valid URL). */
function hasCustomFile(font: Font, customFontFiles: Partial<Record<Font, string>>): boolean {
  const custom = customFontFiles[font];
  return custom !== undefined && isCommercialFont(font) && customFontFormat(custom) !== null;
}

/**
 * The @font-face rules of the self-hosted fonts a page uses: what their @fontsource stylesheets declare (woff2, which
 * every browser we support reads), for the storefront to inline in its page instead of loading a stylesheet per
 * weight, three requests that held back its first paint (docs/decisions/059). Fonts with the shop's own file are
 * declared by customFontFaceCss.
 */
export function openFontFaceCss(fonts: readonly Font[], customFontFiles: Partial<Record<Font, string>> = {}): string[] {
  const families = new Set<OpenFont>();
  for (const font of fonts) {
    if (!hasCustomFile(font, customFontFiles)) families.add(isCommercialFont(font) ? commercialFallbacks[font] : font);
  }
  return [...families].flatMap((font) => {
    const files = openFontFiles[font];
    const faces: Array<[number, string]> = [
      [400, files.main],
      [600, files.display[0]],
      [files.heavyWeight, files.display[1]],
    ];
    return faces.map(
      ([weight, url]) =>
        `@font-face{font-family:'${fontInfo[font].family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2')}`,
    );
  });
}

/**
 * Remix `meta` link descriptors for the fonts a theme uses (`fontsUsedBy(theme)`, body font first):
 * a preload of the first font's regular woff2 and of `displayFont`'s semibold and heavy woff2, then one stylesheet per
 * needed weight, deduplicated
 * (Cocogoose + Kanit load Kanit once). A commercial font with a valid custom file loads nothing
 * here: its @font-face comes from customFontFaceCss. With `inlineFaces`, the page declares the faces itself
 * (openFontFaceCss) and gets the preloads only.
 */
export function fontLinks(
  fonts: readonly Font[],
  customFontFiles: Partial<Record<Font, string>> = {},
  displayFont?: Font,
  { inlineFaces = false }: { inlineFaces?: boolean } = {},
): FontLinkDescriptor[] {
  const stylesheets = new Set<string>();
  let preload: FontLinkDescriptor | null = null;
  for (const [index, font] of [...new Set(fonts)].entries()) {
    const custom = customFontFiles[font];
    const format = custom !== undefined && isCommercialFont(font) ? customFontFormat(custom) : null;
    if (custom !== undefined && format) {
      if (index === 0 && format === 'woff2') preload = preloadLink(custom);
      continue;
    }
    const files = filesFor(font);
    if (index === 0) preload = preloadLink(files.main);
    if (!inlineFaces) for (const href of files.stylesheets) stylesheets.add(href);
  }
  // The display font's heavier faces too: a heading drawn in the fallback first and redrawn when they arrive moves
  // its text (Lighthouse counts that as layout shift), so they should be there at first paint.
  const displayPreloads =
    displayFont && !(isCommercialFont(displayFont) && customFontFiles[displayFont])
      ? filesFor(displayFont).display.map(preloadLink)
      : [];
  const links: FontLinkDescriptor[] = [...stylesheets].map((href) => ({ tagName: 'link', rel: 'stylesheet', href }));
  return [...(preload ? [preload] : []), ...displayPreloads, ...links];
}

function preloadLink(href: string): FontLinkDescriptor {
  return { tagName: 'link', rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' };
}
