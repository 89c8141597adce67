import { styledRecipe } from '~/ui/style-rules';

export const page = styledRecipe(
  {
    minHeight: '100vh',
    // Flat on purpose: a page gradient behind every region would make each snapshot a larger PNG.
    background: '$baseBg',
    color: '$primaryText',
    fontFamily: '$body',
  },
  'Page',
);

export const bar = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: '$3 $4',
    padding: '$3 $4',
    background: '$headerBg',
    borderBottom: '1px solid $border',
    '& h1': { margin: 0, fontFamily: '$display', fontSize: '1.25rem', marginInlineEnd: 'auto' },
    '& label': { display: 'grid', gap: '$1', fontSize: '0.8rem', color: '$secondaryText' },
    '& select': {
      minHeight: '2.5rem',
      padding: '0 $2',
      borderRadius: '$input',
      border: '1px solid $border',
      background: '$paper',
      color: '$primaryText',
      font: 'inherit',
    },
    '& p': { margin: 0, fontSize: '0.8rem', color: '$secondaryText' },
  },
  'Bar',
);

export const grid = styledRecipe(
  {
    display: 'grid',
    gap: '$5 $4',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    alignItems: 'start',
    // Narrower than the storefront's 1280 so the wide cards' snapshots stay small; still the desktop layout.
    maxWidth: 1040,
    margin: '0 auto',
    padding: '$5 $4',
  },
  'Grid',
);

export const cell = styledRecipe(
  {
    display: 'grid',
    alignContent: 'start',
    gap: '$1',
    minWidth: 0,
    variants: { wide: { true: { gridColumn: '1 / -1' } } },
  },
  'Cell',
);

// The caption sits outside the region, so snapshots hold the card alone (smaller files, no caption churn).
export const caption = styledRecipe(
  {
    display: 'grid',
    gap: '2px',
    paddingInline: '$2',
    fontSize: '0.75rem',
    color: '$secondaryText',
    '& code': { color: '$accentText', fontSize: '0.8125rem' },
  },
  'Caption',
);

// One column, like a storefront grid cell, so cards that span the row still behave; the padding keeps
// the cards' ornaments inside the screenshot.
export const region = styledRecipe({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', padding: '$2' }, 'Region');
