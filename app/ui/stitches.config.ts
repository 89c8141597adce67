import { createStitches } from '@stitches/react';
import { media, tokens } from '~/ui/tokens';

export { breakpoints, motionMs, stackingOrder } from '~/ui/tokens';

/**
 * Design tokens are CSS variables: a shop's theme (schemas/theme.ts -> app/lib/theme-variables.ts) overrides
 * them on the shop's root element, so every component restyles without new CSS.
 */
export const { styled, css, globalCss, keyframes, getCssText, theme, config } = createStitches({
  prefix: 'gf',
  theme: tokens,
  media,
});

/** Replaced by the collected style sheet once the document has rendered (entry.server). */
export const STYLE_PLACEHOLDER = '/*gf-stitches*/';
