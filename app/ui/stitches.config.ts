import { createStitches } from '@stitches/react';
import { media, tokens } from '~/ui/tokens';

/**
 * Design tokens are CSS variables: a shop's theme (schemas/theme.ts -> app/lib/theme-variables.ts) overrides
 * them on the shop's root element, so every component restyles without new CSS.
 */
export const { styled, css, globalCss, keyframes, getCssText, theme, config } = createStitches({
  prefix: 'gf',
  theme: tokens,
  media,
});

/** The same scales as numbers, for code that needs them (media queries in JS, timers, tests). */
export const breakpoints = { sm: 380, md: 768, mdp: 1024, lg: 1280, xl: 1440, xxl: 1920 } as const;
export const stackingOrder = { background: 0, foreground: 10, header: 20, overlay: 30, dialog: 50 } as const;
export const motionMs = { fast: 150, normal: 200, slow: 300 } as const;

/** Replaced by the collected style sheet once the document has rendered (entry.server). */
export const STYLE_PLACEHOLDER = '/*gf-stitches*/';
