import type { TypographySet } from '../../schemas/enums';
import type { StyleObject } from '~/ui/style-rules';

/** A style object in the kit's tokens. */
export type CSS = StyleObject;

// The typography sets apart from the Text component, so the button (on every storefront) does not bring Text's
// styles into the first load.

export const textVariants = ['display', 'heading', 'label', 'button', 'body'] as const;
export type TextVariant = (typeof textVariants)[number];

/** How one typography set treats one text role. Weights stay on 400 / 600 / 800: the loaded faces (fonts.ts). */
export interface Treatment {
  fontWeight: 400 | 600 | 800;
  letterSpacing: string;
  textTransform: 'none' | 'uppercase';
  lineHeight?: number;
}

const t = (
  fontWeight: Treatment['fontWeight'],
  letterSpacing: string,
  upper = false,
  lineHeight?: number,
): Treatment => ({
  fontWeight,
  letterSpacing,
  textTransform: upper ? 'uppercase' : 'none',
  ...(lineHeight === undefined ? {} : { lineHeight }),
});

/**
 * Every typography set's treatment of every role, chosen by the shop root's `data-typography`
 * attribute (CSS, not React context: server rendering is exact and the gallery switches one attribute).
 */
export const typographySets = {
  default: {
    display: t(800, '0.02em', true, 1.05),
    heading: t(600, '0.01em'),
    label: t(600, '0.08em', true),
    button: t(600, '0.02em'),
    body: t(400, '0'),
  },
  // Heavy, loud, all caps.
  hempire: {
    display: t(800, '0.04em', true, 1),
    heading: t(800, '0.03em', true),
    label: t(800, '0.1em', true),
    button: t(800, '0.06em', true),
    body: t(400, '0'),
  },
  // Thin capitals spread wide.
  fateless: {
    display: t(400, '0.22em', true, 1.1),
    heading: t(400, '0.16em', true),
    label: t(600, '0.24em', true),
    button: t(600, '0.18em', true),
    body: t(400, '0.01em'),
  },
  // Rounded and friendly: bold sentence case, airy body.
  snowprint: {
    display: t(800, '-0.01em', false, 1.05),
    heading: t(800, '0'),
    label: t(600, '0.02em'),
    button: t(800, '0.01em'),
    body: t(400, '0', false, 1.6),
  },
  // Tight and modern.
  'instrument sans': {
    display: t(600, '-0.035em', false, 1),
    heading: t(600, '-0.02em'),
    label: t(600, '-0.005em'),
    button: t(600, '-0.01em'),
    body: t(400, '-0.005em'),
  },
  // Playful and bold.
  hutch: {
    display: t(800, '0.005em', false, 1.05),
    heading: t(800, '0.01em'),
    label: t(800, '0.06em', true),
    button: t(800, '0.02em'),
    body: t(400, '0.005em'),
  },
  // Condensed-feeling uppercase with tracking.
  predecessor: {
    display: t(600, '0.12em', true, 1.05),
    heading: t(600, '0.1em', true),
    label: t(600, '0.2em', true),
    button: t(600, '0.16em', true),
    body: t(400, '0.01em'),
  },
} as const satisfies Record<TypographySet, Record<TextVariant, Treatment>>;

/** Base treatment (the default set) plus one `[data-typography="…"] &` rule per other set, for one role. */
export function typographyRules(role: TextVariant): CSS {
  const perSet = Object.entries(typographySets)
    .filter(([set]) => set !== 'default')
    .map(([set, treatments]) => [`[data-typography="${set}"] &`, treatments[role]]);
  return { ...typographySets.default[role], ...Object.fromEntries(perSet) } as CSS;
}
