import { styledRecipe } from '~/ui/style-rules';

export const list = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, 1fr)',
    gap: '$2',
    '@md': { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  'List',
);

export const tile = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '$2',
    minHeight: '3.25rem',
    padding: '$2 $3',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$paper',
    color: '$secondaryText',
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
    transition: 'border-color $fast, color $fast, box-shadow $fast, background-color $fast',
    '&:hover': { color: '$primaryText', borderColor: '$accentBorder' },
    '&[data-state="active"]': {
      color: '$primaryText',
      borderColor: '$primary',
      background: '$bgAccent',
      boxShadow: '0 0 0 1px $colors$primary, 0 0 24px -8px $colors$primary',
    },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '& [data-icon]': { color: '$primary' },
  },
  'Tile',
);

export const panel = styledRecipe({ paddingTop: '$4', outline: 'none' }, 'Panel');

// minmax(0, ...) and wrapping labels: "Pay with Amex Express Checkout" must not widen a 380 px page.
export const wallets = styledRecipe(
  {
    display: 'grid',
    gap: '$2',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '& > button': { whiteSpace: 'normal' },
  },
  'Wallets',
);

export const hint = styledRecipe(
  { margin: '0 0 $3', color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.5 },
  'Hint',
);

export const stack = styledRecipe({ display: 'grid', gap: '$2' }, 'Stack');
