import { styledRecipe } from '~/ui/style-rules';

export const form = styledRecipe({ display: 'grid', gap: '$4' }, 'Form');

export const pair = styledRecipe({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3' }, 'Pair');

export const cards = styledRecipe(
  {
    borderRadius: '$input',
    border: '1px dashed $border',
    padding: '$2 $3',
    color: '$secondaryText',
    fontSize: '0.85rem',
    '& summary': { cursor: 'pointer', fontWeight: 600, color: '$accentText' },
    '& ul': { display: 'grid', gap: '$1', listStyle: 'none', margin: '$2 0 0', padding: 0 },
  },
  'Cards',
);

export const cardRow = styledRecipe(
  {
    all: 'unset',
    boxSizing: 'border-box',
    width: '100%',
    display: 'flex',
    justifyContent: 'space-between',
    gap: '$3',
    padding: '$1 $2',
    borderRadius: '$input',
    cursor: 'pointer',
    '& code': { color: '$primaryText', fontVariantNumeric: 'tabular-nums' },
    '&:hover, &:focus-visible': { background: '$bgAccent' },
    '&:focus-visible': { outline: '2px solid $primary' },
  },
  'CardRow',
);
