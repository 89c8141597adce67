import { styledRecipe } from '~/ui/style-rules';
import { textVariants, typographyRules, type CSS, type TextVariant } from '~/ui/typography';

export const textSizes = ['sm', 'md', 'lg'] as const;

export type TextSize = (typeof textSizes)[number];

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

export const textStyles = styledRecipe(
  {
    margin: 0,
    color: 'inherit',
    variants: {
      variant: Object.fromEntries(
        textVariants.map((v) => [v, { lineHeight: lineHeights[v], ...roleFamily[v], ...typographyRules(v) }]),
      ) as unknown as Record<TextVariant, CSS>,
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
  },
  'textStyles',
);
