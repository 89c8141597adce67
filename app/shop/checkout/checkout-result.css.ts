import { styledRecipe, keyframes } from '~/ui/style-rules';

const glow = keyframes({
  '0%, 100%': { boxShadow: '0 0 0 0 var(--ring)' },
  '50%': { boxShadow: '0 0 0 14px transparent' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrap = styledRecipe({ display: 'grid', gap: '$5', maxWidth: '40rem', margin: '1rem auto 2rem' }, 'Wrap');

export const hero = styledRecipe(
  {
    display: 'grid',
    justifyItems: 'center',
    gap: '$3',
    padding: '$6 $4',
    textAlign: 'center',
    borderRadius: '$card',
    border: '1px solid $border',
    background: 'radial-gradient(24rem 10rem at 50% 0%, var(--tint), transparent), $paper',
    boxShadow: '0 16px 40px color-mix(in srgb, $colors$shadow 40%, transparent)',
    '& h1': {
      margin: 0,
      fontFamily: '$display',
      fontSize: '1.8rem',
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
    },
    '& p': { margin: 0, color: '$secondaryText', maxWidth: '30rem', lineHeight: 1.5 },
    variants: {
      tone: {
        success: {
          '--tint': 'color-mix(in srgb, $colors$success 22%, transparent)',
          '--ring': 'color-mix(in srgb, $colors$success 45%, transparent)',
          '--mark': '$colors$success',
        },
        refused: {
          '--tint': 'color-mix(in srgb, $colors$danger 20%, transparent)',
          '--ring': 'color-mix(in srgb, $colors$danger 40%, transparent)',
          '--mark': '$colors$danger',
        },
        pending: {
          '--tint': 'color-mix(in srgb, $colors$primary 22%, transparent)',
          '--ring': 'transparent',
          '--mark': '$colors$primary',
        },
      },
    },
  },
  'Hero',
);

export const mark = styledRecipe(
  {
    display: 'grid',
    placeItems: 'center',
    width: '4.5rem',
    height: '4.5rem',
    borderRadius: '$pill',
    border: '2px solid var(--mark)',
    color: 'var(--mark)',
    background: 'color-mix(in srgb, var(--mark) 12%, transparent)',
    animation: `${glow} 2.4s ease-in-out infinite`,
    '@reducedMotion': { animation: 'none' },
  },
  'Mark',
);

export const spinner = styledRecipe(
  {
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '$pill',
    border: '3px solid $border',
    borderTopColor: '$primary',
    animation: `${spin} 900ms linear infinite`,
    '@reducedMotion': { animation: 'none' },
  },
  'Spinner',
);

export const orderNumber = styledRecipe(
  {
    padding: '0.2rem 0.7rem',
    borderRadius: '$pill',
    border: '1px solid $accentBorder',
    background: '$bgAccent',
    color: '$accentText',
    fontFamily: '$display',
    letterSpacing: '0.08em',
  },
  'OrderNumber',
);

export const actions = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: '$3',
    marginTop: '$2',
  },
  'Actions',
);

export const instructions = styledRecipe(
  {
    padding: '$3',
    borderRadius: '$input',
    border: '1px dashed $accentBorder',
    '& strong': { fontFamily: '$display', color: '$primaryText' },
  },
  'Instructions',
);
