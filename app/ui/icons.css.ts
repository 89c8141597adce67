import sprite from './icons.svg?raw';
import { globalStyles, styleClass } from '~/ui/style-rules';

/**
 * The kit's icons drawn by CSS (docs/decisions/060): an icon is one empty element whose mask is its symbol from
 * `icons.svg`, painted in `currentColor`. The drawings travel once, in the cached style sheet; a page carries only
 * `<span data-icon="lock">`.
 */
function symbolDrawings(): Array<{ name: string; svg: string }> {
  return [...sprite.matchAll(/<symbol id="([^"]+)" ([^>]*)>([\s\S]*?)<\/symbol>/g)].map(
    ([, name, attributes, inner]) => ({
      name: name!,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" ${attributes!.replace(/currentColor/g, '#000')}>${inner!.replace(/\s+\/>/g, '/>')}</svg>`,
    }),
  );
}

/** A data: URL for an SVG, escaped as little as CSS and URLs need (smaller than base64). */
const svgUrl = (svg: string) =>
  `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%\n]/g, (c) => encodeURIComponent(c))}")`;

export const icon = styleClass(
  {
    display: 'inline-block',
    flexShrink: 0,
    width: '1.25em',
    height: '1.25em',
    backgroundColor: 'currentColor',
    maskPosition: 'center',
    maskSize: 'contain',
    maskRepeat: 'no-repeat',
    // Forced colours (Windows high contrast) would repaint the background and hide the shape: keep the text's colour.
    '@media (forced-colors: active)': { forcedColorAdjust: 'none' },
  },
  'icon',
);

globalStyles(
  Object.fromEntries(
    symbolDrawings().map(({ name, svg }) => [`.${icon}[data-icon="${name}"]`, { maskImage: svgUrl(svg) }]),
  ),
);
