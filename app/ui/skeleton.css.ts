import { styledRecipe, keyframes } from '~/ui/style-rules';

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export const block = styledRecipe(
  {
    display: 'block',
    background: 'linear-gradient(90deg, $bgAccent 25%, $border 50%, $bgAccent 75%)',
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s linear infinite`,
    '@reducedMotion': { animation: 'none' },
    variants: {
      radius: {
        none: { borderRadius: 0 },
        input: { borderRadius: '$input' },
        card: { borderRadius: '$card' },
        pill: { borderRadius: '$pill' },
      },
    },
    defaultVariants: { radius: 'input' },
  },
  'Block',
);

export const lines = styledRecipe({ display: 'flex', flexDirection: 'column', gap: '$2' }, 'Lines');
