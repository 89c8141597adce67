import { styledRecipe } from '~/ui/style-rules';

export const body = styledRecipe(
  {
    display: 'grid',
    gap: '$4',
    color: '$primaryText',
    '& h3': { margin: 0, fontSize: '0.95rem', fontFamily: '$display' },
    '& ul': { margin: 0, paddingLeft: '1.2rem', display: 'grid', gap: '$2' },
    '& code': {
      fontFamily: 'ui-monospace, monospace',
      fontSize: '0.8rem',
      color: '$accentText',
      background: '$bgAccent',
      padding: '0 $1',
      borderRadius: '4px',
    },
    '& p': { margin: 0, color: '$secondaryText', lineHeight: 1.5 },
  },
  'DialogBody',
);

export const actions = styledRecipe(
  { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '$2', marginTop: '$2' },
  'DialogActions',
);
