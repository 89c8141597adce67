import { styledRecipe } from '~/ui/style-rules';

export const filters = styledRecipe({ flexShrink: 0, width: '11.5rem' }, 'Filters');

export const total = styledRecipe(
  {
    fontFamily: '$display',
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  'Total',
);

// On phones the order's name takes the first line; status, total and receipt link share the second.
export const row = styledRecipe(
  {
    flexWrap: 'wrap',
    rowGap: '$2',
    '& > :first-child': { flexBasis: '100%', '@md': { flexBasis: 0 } },
    '& a': { color: '$primary', fontWeight: 600, fontSize: '0.85rem', marginLeft: 'auto', '@md': { marginLeft: 0 } },
  },
  'Row',
);

export const empty = styledRecipe({ margin: 0, color: '$secondaryText' }, 'Empty');

// The attempts that did not go through, folded under their purchase on a line of their own.
export const attempts = styledRecipe(
  {
    flexBasis: '100%',
    color: '$secondaryText',
    fontSize: '0.85rem',
    '& summary': { cursor: 'pointer', width: 'fit-content' },
    '& ul': { margin: '$1 0 0', paddingLeft: '$5' },
  },
  'Attempts',
);
