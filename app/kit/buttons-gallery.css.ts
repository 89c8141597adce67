import { styledRecipe } from '~/ui/style-rules';

// Button type and typography set come from the surrounding element's data-button-type / data-typography.
export const section = styledRecipe(
  {
    display: 'grid',
    gap: '$5',
    minWidth: 0,
    color: '$primaryText',
    fontFamily: '$body',
  },
  'Section',
);

export const intro = styledRecipe({ display: 'grid', gap: '$2', maxWidth: '48rem' }, 'Intro');

export const cards = styledRecipe(
  {
    display: 'grid',
    gap: '$5',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 34rem), 1fr))',
  },
  'Cards',
);

export const card = styledRecipe(
  {
    display: 'grid',
    gap: '$4',
    alignContent: 'start',
    minWidth: 0,
    padding: '$4',
    '@md': { padding: '$5' },
    borderRadius: '$card',
    border: '1px solid $border',
    background: 'linear-gradient(180deg, $bgAccent, $paper 7rem)',
    boxShadow: '0 12px 32px -20px rgba(0, 0, 0, 0.8)',
  },
  'Card',
);

export const row = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    alignItems: 'center',
    '@md': { gridTemplateColumns: '5.5rem 1fr' },
  },
  'Row',
);

// Room for the corner brackets and offset shadows some button types draw outside their box.
export const buttons = styledRecipe(
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$4', padding: '$2' },
  'Buttons',
);

export const samples = styledRecipe(
  {
    display: 'grid',
    gap: '$4',
    margin: 0,
    '& > div': { display: 'grid', gap: '$1', paddingBottom: '$3', borderBottom: '1px solid $border' },
    '& dt': { color: '$secondaryText' },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  'Samples',
);
