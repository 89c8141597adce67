import { styledRecipe } from '~/ui/style-rules';

export const page = styledRecipe({ maxWidth: 960, margin: '0 auto', padding: '4rem 1rem' }, 'Page');

export const title = styledRecipe(
  {
    fontFamily: '$display',
    fontSize: '2.5rem',
    margin: '0 0 0.5rem',
    '& span': { color: '$primary' },
  },
  'Title',
);

export const lead = styledRecipe({ color: '$secondaryText', margin: '0 0 2rem' }, 'Lead');

export const list = styledRecipe(
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '1rem',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  },
  'List',
);

export const tile = styledRecipe(
  {
    display: 'block',
    height: '100%',
    padding: '1.25rem',
    borderRadius: '$card',
    background: '$paper',
    border: '1px solid $border',
    textDecoration: 'none',
    transition: 'border-color 150ms ease',
    '&:hover': { borderColor: '$primary' },
    '& h2': { margin: '0 0 0.25rem', fontSize: '1.2rem' },
    '& p': { margin: 0, color: '$secondaryText', fontSize: '0.9rem' },
  },
  'Tile',
);

export const swatch = styledRecipe(
  { display: 'block', width: 40, height: 6, borderRadius: 3, marginBottom: '0.75rem' },
  'Swatch',
);
