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

export const bar = styledRecipe(
  {
    display: 'flex',
    alignItems: 'baseline',
    gap: '$4',
    padding: '$3 $4',
    background: '$headerBg',
    borderBottom: '1px solid $border',
    '& h1': { margin: 0, fontFamily: '$display', fontSize: '1.25rem', marginRight: 'auto' },
    '& a': { color: '$accentText' },
    '& p': { margin: 0, color: '$secondaryText', fontSize: '0.875rem' },
  },
  'Bar',
);

export const list = styledRecipe(
  { maxWidth: 1080, margin: '0 auto', padding: '$5 $4', display: 'grid', gap: '$5' },
  'List',
);

export const mail = styledRecipe(
  {
    background: '$paper',
    border: '1px solid $border',
    borderRadius: '$card',
    padding: '$4',
    display: 'grid',
    gap: '$3',
    '& h2': { margin: 0, fontSize: '1.05rem' },
    '& pre': {
      margin: 0,
      padding: '$3',
      background: '$bgAccent',
      borderRadius: '$input',
      whiteSpace: 'pre-wrap',
      fontSize: '0.875rem',
    },
    '& iframe': {
      width: '100%',
      height: 420,
      border: '1px solid $border',
      borderRadius: '$input',
      background: 'white',
    },
  },
  'Mail',
);

export const facts = styledRecipe(
  {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: '$1 $4',
    fontSize: '0.875rem',
    '& dt': { color: '$tertiaryText' },
    '& dd': { margin: 0, color: '$secondaryText', overflowWrap: 'anywhere' },
  },
  'Facts',
);

export const status = styledRecipe(
  {
    display: 'inline-block',
    padding: '0 $2',
    borderRadius: '$pill',
    border: '1px solid $border',
    '&[data-status="sent"]': { borderColor: '$accentBorder', color: '$accentText' },
    '&[data-status="dead"]': { borderColor: '$danger', color: '$danger' },
  },
  'Status',
);
