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

export const row = styledRecipe({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' }, 'Row');

export const grid = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
    gap: '$2',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'Grid',
);

export const tile = styledRecipe(
  {
    display: 'grid',
    justifyItems: 'center',
    gap: '$2',
    padding: '$3',
    border: '1px solid $border',
    borderRadius: '$card',
    background: '$paper',
    fontSize: '0.8rem',
    color: '$secondaryText',
  },
  'Tile',
);

export const note = styledRecipe({ margin: 0, color: '$secondaryText', fontSize: '0.9rem' }, 'Note');

export const fieldset = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '$3',
    margin: 0,
    padding: '$3',
    border: '1px solid $border',
    borderRadius: '$card',
  },
  'Fieldset',
);

export const panel = styledRecipe(
  {
    padding: '$4',
    border: '1px solid $border',
    borderRadius: '$card',
    background: '$paper',
  },
  'Panel',
);

export const stretchedRow = styleClass({ '&&': { alignItems: 'start', '& > *': { flex: '1 1 18rem' } } });

export const topRow = styleClass({ '&&': { alignItems: 'start' } });

export const narrowPanel = styleClass({ '&&': { width: '16rem', display: 'grid', gap: '$3' } });
