import { styledRecipe, keyframes } from '~/ui/style-rules';

export const box = styledRecipe(
  {
    display: 'grid',
    gap: '$4',
    padding: '$3',
    borderRadius: '$input',
    border: '1px solid $accentBorder',
    '@sm': { padding: '$4' },
    background:
      'radial-gradient(20rem 10rem at 0% 0%, color-mix(in srgb, $colors$primary 16%, transparent), transparent), $baseBg',
    '@md': { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  },
  'Box',
);

export const steps = styledRecipe({ display: 'grid', gap: '$3', minWidth: 0 }, 'Steps');

export const tiles = styledRecipe(
  { display: 'flex', alignItems: 'center', gap: '0.2rem', '@md': { gap: '0.35rem' } },
  'Tiles',
);

export const tile = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.8rem',
    height: '2.6rem',
    borderRadius: '$input',
    border: '1px solid $accentBorder',
    background: 'linear-gradient(180deg, $bgAccent, $paper)',
    boxShadow: 'inset 0 -3px 0 color-mix(in srgb, $colors$shadow 25%, transparent), 0 0 16px -8px $colors$primary',
    color: '$primaryText',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '1.35rem',
    fontWeight: 700,
    '@md': { width: '2.8rem', height: '3.5rem', fontSize: '1.9rem' },
  },
  'Tile',
);

export const dash = styledRecipe(
  {
    width: '0.5rem',
    height: 3,
    borderRadius: 2,
    background: '$primary',
    margin: '0 0.15rem',
  },
  'Dash',
);

export const timer = styledRecipe(
  {
    margin: 0,
    color: '$secondaryText',
    fontSize: '0.875rem',
    fontVariantNumeric: 'tabular-nums',
  },
  'Timer',
);

export const help = styledRecipe({ margin: 0, color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.5 }, 'Help');

export const qr = styledRecipe(
  {
    display: 'none',
    padding: '$2',
    borderRadius: '$input',
    background: '$qrQuietZone',
    '@md': { display: 'block' },
  },
  'Qr',
);

export const actions = styledRecipe({ display: 'flex', flexWrap: 'wrap', gap: '$2' }, 'Actions');

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const waiting = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    margin: 0,
    color: '$accentText',
    fontSize: '0.875rem',
    fontWeight: 600,
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: '$pill',
      background: '$primary',
      boxShadow: '0 0 10px $colors$primary',
      animation: `${pulse} 1.4s ease-in-out infinite`,
    },
    '@reducedMotion': { '&::before': { animation: 'none' } },
  },
  'Waiting',
);
