import type * as Stitches from '@stitches/react';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import type { TypographySet } from '../../schemas/enums';
import { css, type config } from '~/ui/stitches.config';

export type CSS = Stitches.CSS<typeof config>;

export const textVariants = ['display', 'heading', 'label', 'button', 'body'] as const;
export type TextVariant = (typeof textVariants)[number];
export const textSizes = ['sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];

/** How one typography set treats one text role. Weights stay on 400 / 600 / 800: the loaded faces (fonts.ts). */
export interface Treatment {
  fontWeight: 400 | 600 | 800;
  letterSpacing: string;
  textTransform: 'none' | 'uppercase';
  lineHeight?: number;
}

const t = (fontWeight: Treatment['fontWeight'], letterSpacing: string, upper = false, lineHeight?: number): Treatment => ({
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
  default: { display: t(800, '0.02em', true, 1.05), heading: t(600, '0.01em'), label: t(600, '0.08em', true), button: t(600, '0.02em'), body: t(400, '0') },
  // Heavy, loud, all caps.
  hempire: { display: t(800, '0.04em', true, 1), heading: t(800, '0.03em', true), label: t(800, '0.1em', true), button: t(800, '0.06em', true), body: t(400, '0') },
  // Thin capitals spread wide.
  fateless: { display: t(400, '0.22em', true, 1.1), heading: t(400, '0.16em', true), label: t(600, '0.24em', true), button: t(600, '0.18em', true), body: t(400, '0.01em') },
  // Rounded and friendly: bold sentence case, airy body.
  snowprint: { display: t(800, '-0.01em', false, 1.05), heading: t(800, '0'), label: t(600, '0.02em'), button: t(800, '0.01em'), body: t(400, '0', false, 1.6) },
  // Tight and modern.
  'instrument sans': { display: t(600, '-0.035em', false, 1), heading: t(600, '-0.02em'), label: t(600, '-0.005em'), button: t(600, '-0.01em'), body: t(400, '-0.005em') },
  // Playful and bold.
  hutch: { display: t(800, '0.005em', false, 1.05), heading: t(800, '0.01em'), label: t(800, '0.06em', true), button: t(800, '0.02em'), body: t(400, '0.005em') },
  // Condensed-feeling uppercase with tracking.
  predecessor: { display: t(600, '0.12em', true, 1.05), heading: t(600, '0.1em', true), label: t(600, '0.2em', true), button: t(600, '0.16em', true), body: t(400, '0.01em') },
} as const satisfies Record<TypographySet, Record<TextVariant, Treatment>>;

/** Base treatment (the default set) plus one `[data-typography="…"] &` rule per other set, for one role. */
export function typographyRules(role: TextVariant): CSS {
  const perSet = Object.entries(typographySets)
    .filter(([set]) => set !== 'default')
    .map(([set, treatments]) => [`[data-typography="${set}"] &`, treatments[role]]);
  return { ...typographySets.default[role], ...Object.fromEntries(perSet) } as CSS;
}

const roleFamily: Record<TextVariant, CSS> = {
  display: { fontFamily: '$display' },
  heading: { fontFamily: '$display' },
  label: { fontFamily: '$button' },
  button: { fontFamily: '$button' },
  body: { fontFamily: '$body' },
};

// [small viewport, from md up] font sizes in rem; display and heading grow on wider screens.
const scale: Record<TextVariant, Record<TextSize, [number, number]>> = {
  display: { sm: [1.75, 2.25], md: [2.25, 3], lg: [2.75, 3.75] },
  heading: { sm: [1.0625, 1.125], md: [1.25, 1.375], lg: [1.5, 1.75] },
  label: { sm: [0.6875, 0.6875], md: [0.75, 0.75], lg: [0.875, 0.875] },
  button: { sm: [0.875, 0.875], md: [1, 1], lg: [1.125, 1.125] },
  body: { sm: [0.875, 0.875], md: [1, 1], lg: [1.125, 1.125] },
};

const lineHeights: Record<TextVariant, number> = { display: 1.05, heading: 1.2, label: 1.3, button: 1.2, body: 1.5 };

const textStyles = css({
  margin: 0,
  color: 'inherit',
  variants: {
    variant: Object.fromEntries(
      textVariants.map((v) => [v, { lineHeight: lineHeights[v], ...roleFamily[v], ...typographyRules(v) }]),
    ) as Record<TextVariant, CSS>,
    size: { sm: {}, md: {}, lg: {} },
    tone: {
      primary: { color: '$primaryText' },
      secondary: { color: '$secondaryText' },
      accent: { color: '$accentText' },
      inherit: {},
    },
  },
  compoundVariants: textVariants.flatMap((variant) =>
    textSizes.map((size) => {
      const [small, wide] = scale[variant][size];
      return { variant, size, css: { fontSize: `${small}rem`, '@md': { fontSize: `${wide}rem` } } };
    }),
  ),
  defaultVariants: { variant: 'body', size: 'md', tone: 'inherit' },
});

/** Headings default to h2, body to p, the rest to span; `as` picks any element. */
const defaultElement: Record<TextVariant, ElementType> = { display: 'h2', heading: 'h2', label: 'span', button: 'span', body: 'p' };

type TextOwnProps = {
  variant?: TextVariant;
  size?: TextSize;
  tone?: 'primary' | 'secondary' | 'accent' | 'inherit';
  as?: ElementType;
  children?: ReactNode;
};
export type TextProps = TextOwnProps & Omit<ComponentPropsWithoutRef<'span'>, keyof TextOwnProps>;

export function Text({ variant = 'body', size = 'md', tone = 'inherit', as, className, ...props }: TextProps) {
  const Element = as ?? defaultElement[variant];
  const classes = textStyles({ variant, size, tone });
  return <Element className={className ? `${classes} ${className}` : `${classes}`} data-variant={variant} data-size={size} {...props} />;
}
