import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { fonts } from '../../../schemas/enums';
import { fontStacks } from '~/lib/theme-variables';
import {
  commercialFallbacks,
  customFontFaceCss,
  filesFor,
  fontInfo,
  fontLinks,
  fontStack,
  openFontFaceCss,
  openFontFiles,
} from '~/ui/fonts';

// Vitest does not run Vite's CSS pipeline, so `*.css?url` would import as ''. Stand in for the asset URLs.
vi.mock('@fontsource/roboto/latin-400.css?url', () => ({ default: '/assets/roboto-400.css' }));
vi.mock('@fontsource/roboto/latin-600.css?url', () => ({ default: '/assets/roboto-600.css' }));
vi.mock('@fontsource/roboto/latin-800.css?url', () => ({ default: '/assets/roboto-800.css' }));
vi.mock('@fontsource/kanit/latin-400.css?url', () => ({ default: '/assets/kanit-400.css' }));
vi.mock('@fontsource/kanit/latin-600.css?url', () => ({ default: '/assets/kanit-600.css' }));
vi.mock('@fontsource/kanit/latin-800.css?url', () => ({ default: '/assets/kanit-800.css' }));
vi.mock('@fontsource/barlow/latin-400.css?url', () => ({ default: '/assets/barlow-400.css' }));
vi.mock('@fontsource/barlow/latin-600.css?url', () => ({ default: '/assets/barlow-600.css' }));
vi.mock('@fontsource/barlow/latin-800.css?url', () => ({ default: '/assets/barlow-800.css' }));
vi.mock('@fontsource/cinzel/latin-400.css?url', () => ({ default: '/assets/cinzel-400.css' }));
vi.mock('@fontsource/cinzel/latin-600.css?url', () => ({ default: '/assets/cinzel-600.css' }));
vi.mock('@fontsource/cinzel/latin-800.css?url', () => ({ default: '/assets/cinzel-800.css' }));
vi.mock('@fontsource/instrument-sans/latin-400.css?url', () => ({ default: '/assets/instrument-sans-400.css' }));
vi.mock('@fontsource/instrument-sans/latin-600.css?url', () => ({ default: '/assets/instrument-sans-600.css' }));
vi.mock('@fontsource/instrument-sans/latin-700.css?url', () => ({ default: '/assets/instrument-sans-700.css' }));

const stylesheets = (links: ReturnType<typeof fontLinks>) =>
  links.filter((link) => link.rel === 'stylesheet').map((link) => link.href);

describe('given the fonts', () => {
  it('resolves every Font to a name, a family, a stack matching the theme variables, and files to load', () => {
    for (const font of fonts) {
      expect(fontInfo[font].displayName).not.toBe('');
      expect(fontStack(font)).toBe(fontStacks[font]);
      expect(filesFor(font).stylesheets).toHaveLength(3);
      expect(filesFor(font).main).toMatch(/latin-400-normal\.woff2$/);
    }
  });

  it('falls back from the commercial fonts to open look-alikes', () => {
    expect(commercialFallbacks).toEqual({ COCOGOOSE: 'KANIT', FORMULA1: 'BARLOW', CENZO_FLARE: 'CINZEL' });
    expect(filesFor('COCOGOOSE')).toBe(openFontFiles.KANIT);
    expect(fontStack('CENZO_FLARE')).toContain("'Cinzel'");
  });

  it('ships font files that swap in, so text shows at once in a fallback font', () => {
    const require = createRequire(import.meta.url);
    for (const name of ['roboto', 'kanit', 'barlow', 'cinzel', 'instrument-sans']) {
      const css = readFileSync(require.resolve(`@fontsource/${name}/latin-400.css`), 'utf8');
      expect(css).toContain('font-display: swap');
    }
  });
});

describe('given fontLinks', () => {
  it('loads only the fonts used, preloading the first font first', () => {
    const links = fontLinks(['ROBOTO', 'KANIT']);
    expect(links[0]).toEqual({
      tagName: 'link',
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      href: openFontFiles.ROBOTO.main,
      crossOrigin: 'anonymous',
    });
    expect(links.filter((link) => link.rel === 'preload')).toHaveLength(1);
    expect(stylesheets(links)).toEqual([
      '/assets/roboto-400.css',
      '/assets/roboto-600.css',
      '/assets/roboto-800.css',
      '/assets/kanit-400.css',
      '/assets/kanit-600.css',
      '/assets/kanit-800.css',
    ]);
  });

  it('dedupes repeated fonts and a commercial font with its own fallback', () => {
    const links = fontLinks(['COCOGOOSE', 'KANIT', 'COCOGOOSE']);
    expect(stylesheets(links)).toEqual(['/assets/kanit-400.css', '/assets/kanit-600.css', '/assets/kanit-800.css']);
    expect(links[0]).toMatchObject({ rel: 'preload', href: openFontFiles.KANIT.main });
  });

  it('with a shop file for a commercial font, loads that instead of the fallback and preloads it when first', () => {
    const links = fontLinks(['FORMULA1', 'ROBOTO'], { FORMULA1: 'https://cdn.example.com/f1-regular.woff2' });
    expect(links[0]).toMatchObject({ rel: 'preload', href: 'https://cdn.example.com/f1-regular.woff2' });
    expect(stylesheets(links)).toEqual(['/assets/roboto-400.css', '/assets/roboto-600.css', '/assets/roboto-800.css']);
  });

  it('ignores a hostile custom URL and loads the fallback', () => {
    const links = fontLinks(['CENZO_FLARE'], { CENZO_FLARE: 'x.woff2);}body{' });
    expect(stylesheets(links)).toEqual(['/assets/cinzel-400.css', '/assets/cinzel-600.css', '/assets/cinzel-800.css']);
  });

  it('preloads the display font’s semibold and heavy faces, so headings do not move when they arrive', () => {
    const links = fontLinks(['ROBOTO', 'CINZEL'], {}, 'CINZEL');
    expect(links.filter((link) => link.rel === 'preload').map((link) => link.href)).toEqual([
      openFontFiles.ROBOTO.main,
      ...openFontFiles.CINZEL.display,
    ]);
    // A commercial display font with the shop's own file: that file serves every weight, nothing more to preload.
    const custom = fontLinks(['ROBOTO', 'FORMULA1'], { FORMULA1: 'https://cdn.example.com/f1.woff2' }, 'FORMULA1');
    expect(custom.filter((link) => link.rel === 'preload').map((link) => link.href)).toEqual([
      openFontFiles.ROBOTO.main,
    ]);
  });

  it('preloads nothing when the first font is a custom file that is not woff2', () => {
    const links = fontLinks(['COCOGOOSE', 'ROBOTO'], { COCOGOOSE: '/fonts/cocogoose.ttf' });
    expect(links.some((link) => link.rel === 'preload')).toBe(false);
  });
});

describe('given customFontFaceCss', () => {
  it('declares the shop file under the font family, for every weight, swapping', () => {
    expect(customFontFaceCss('COCOGOOSE', '/fonts/cocogoose.woff2')).toBe(
      "@font-face{font-family:'Cocogoose';src:url(\"/fonts/cocogoose.woff2\") format('woff2');font-weight:100 900;font-style:normal;font-display:swap}",
    );
    expect(customFontFaceCss('FORMULA1', 'https://cdn.example.com:8443/f1.otf?v=2')).toContain("format('opentype')");
  });

  it.each([
    'x.woff2);}body{',
    'javascript:alert(1)//.woff2',
    'http://cdn.example.com/f.woff2',
    '//evil.example.com/f.woff2',
    'https://cdn.example.com/f.woff2"',
    "https://cdn.example.com/f'.woff2",
    'https://cdn.example.com/a b.woff2',
    'https://cdn.example.com/a\\.woff2',
    '/fonts/f.woff2</style><script>',
    '/fonts/f.woff2;}',
    'data:font/woff2;base64,AAAA',
    '/fonts/readme.txt',
    '',
  ])('rejects %j', (url) => {
    expect(customFontFaceCss('COCOGOOSE', url)).toBeNull();
  });

  it('ignores files for the open fonts we self-host', () => {
    expect(customFontFaceCss('ROBOTO', '/fonts/roboto.woff2')).toBeNull();
  });
});

describe('given openFontFaceCss (the storefront declares its fonts in the page)', () => {
  const declared = (css: string) =>
    [...css.matchAll(/font-family: ?'([^']+)'.*?font-weight: ?(\d+).*?url\(([^)]*?)([^/)]+\.woff2)\)/gs)].map(
      ([, family, weight, , file]) => `${family} ${weight} ${file}`,
    );

  it('declares what the @fontsource stylesheets declare, family, weight and woff2 file, for each font', () => {
    const require = createRequire(import.meta.url);
    const packages = {
      ROBOTO: 'roboto',
      KANIT: 'kanit',
      BARLOW: 'barlow',
      CINZEL: 'cinzel',
      INSTRUMENT_SANS: 'instrument-sans',
    };
    for (const [font, name] of Object.entries(packages)) {
      const weights = font === 'INSTRUMENT_SANS' ? [400, 600, 700] : [400, 600, 800];
      const fromPackage = weights.flatMap((weight) =>
        declared(readFileSync(require.resolve(`@fontsource/${name}/latin-${weight}.css`), 'utf8')),
      );
      const inPage = declared(openFontFaceCss([font as keyof typeof packages]).join(''));
      expect(inPage).toEqual(fromPackage);
      expect(openFontFaceCss([font as keyof typeof packages]).join('')).toContain('font-display:swap');
    }
  });

  it('declares each open font once, the look-alike of a commercial font, and nothing for a shop file', () => {
    expect(
      declared(openFontFaceCss(['COCOGOOSE', 'KANIT', 'ROBOTO']).join('')).map((face) => face.split(' ')[0]),
    ).toEqual(['Kanit', 'Kanit', 'Kanit', 'Roboto', 'Roboto', 'Roboto']);
    expect(openFontFaceCss(['FORMULA1'], { FORMULA1: 'https://cdn.example.com/f1.woff2' })).toEqual([]);
    expect(openFontFaceCss(['FORMULA1'], { FORMULA1: 'x.woff2);}body{' })).toHaveLength(3);
  });

  it('leaves the page only the preloads to link', () => {
    const links = fontLinks(['ROBOTO', 'CINZEL'], {}, 'CINZEL', { inlineFaces: true });
    expect(stylesheets(links)).toEqual([]);
    expect(links.map((link) => link.href)).toEqual([openFontFiles.ROBOTO.main, ...openFontFiles.CINZEL.display]);
  });
});
