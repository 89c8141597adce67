import { styleClass, styledRecipe } from '~/ui/style-rules';

export const section = styledRecipe(
  { display: 'grid', gap: '$6', color: '$primaryText', fontFamily: '$body' },
  'Section',
);

export const group = styledRecipe({ display: 'grid', gap: '$3' }, 'Group');

export const h2 = styledRecipe({ margin: 0, fontFamily: '$display', fontSize: '1.5rem' }, 'H2');

export const h3 = styledRecipe(
  {
    margin: 0,
    fontSize: '1rem',
    color: '$secondaryText',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
  },
  'H3',
);

export const note = styledRecipe({ margin: 0, color: '$secondaryText', fontSize: '0.9rem' }, 'Note');

export const grid = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: '$5',
    alignItems: 'start',
  },
  'Grid',
);

export const cell = styledRecipe({ display: 'grid', gap: '$2', alignContent: 'start' }, 'Cell');

export const caption = styledRecipe(
  {
    fontSize: '0.75rem',
    color: '$secondaryText',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  'Caption',
);

export const wideGrid = styleClass({
  '&&': { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' },
});
