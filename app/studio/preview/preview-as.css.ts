import { styledRecipe } from '~/ui/style-rules';

// The "Preview as" popover in the editor's toolbar (decision 042).

export const form = styledRecipe(
  {
    display: 'grid',
    gap: '$4',
    width: 'min(22rem, calc(100vw - 2rem))',
    maxHeight: 'min(36rem, calc(100vh - 6rem))',
    overflowY: 'auto',
    '& > h2': { margin: 0, fontFamily: '$display', fontSize: '1rem', color: '$primaryText' },
    '& > p': { margin: 0, color: '$secondaryText', fontSize: '0.85rem' },
  },
  'PreviewAsForm',
);

export const items = styledRecipe(
  {
    display: 'grid',
    gap: '$2',
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
    '& > legend': { padding: 0, marginBottom: '$2', fontSize: '0.85rem', fontWeight: 600, color: '$primaryText' },
  },
  'PreviewAsItems',
);

export const actions = styledRecipe(
  { display: 'flex', gap: '$2', justifyContent: 'flex-end', flexWrap: 'wrap' },
  'PreviewAsActions',
);

export const summary = styledRecipe(
  { maxWidth: '16rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  'PreviewAsSummary',
);
