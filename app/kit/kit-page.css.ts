import { styledRecipe } from '~/ui/style-rules';

export const page = styledRecipe(
  {
    minHeight: '100vh',
    background: '$baseBg',
    color: '$primaryText',
    fontFamily: '$body',
  },
  'Page',
);

// Not sticky: element screenshots of the gallery must not have the bar painted over them.
export const bar = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: '$4',
    padding: '$3 $4',
    background: '$headerBg',
    borderBottom: '1px solid $border',
    '& h1': { margin: 0, fontFamily: '$display', fontSize: '1.25rem', marginRight: 'auto' },
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
  },
  'Bar',
);

export const apply = styledRecipe(
  {
    minHeight: '2.5rem',
    padding: '0 $4',
    borderRadius: '$input',
    border: '1px solid $accentBorder',
    background: 'transparent',
    color: '$primaryText',
    font: 'inherit',
    cursor: 'pointer',
  },
  'Apply',
);

export const main = styledRecipe(
  { maxWidth: 1280, margin: '0 auto', padding: '$5 $4', display: 'grid', gap: '$7' },
  'Main',
);

export const switchers = styledRecipe({ display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'end' }, 'Switchers');
