import { styledRecipe } from '~/ui/style-rules';

// The history page's scheduling, sharing and export/import panels (decision 042).

export const inlineForm = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    padding: '$4',
    alignItems: 'end',
    '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
  'HistoryInlineForm',
);

export const note = styledRecipe(
  { margin: 0, padding: '0 $4 $4', color: '$secondaryText', fontSize: '0.875rem' },
  'HistoryNote',
);

export const linkBox = styledRecipe(
  {
    display: 'block',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.8rem',
    color: '$primaryText',
    overflowWrap: 'anywhere',
  },
  'HistoryLinkBox',
);

export const rowActions = styledRecipe(
  { display: 'flex', gap: '$2', flexWrap: 'wrap', alignItems: 'center' },
  'HistoryRowActions',
);

export const issues = styledRecipe(
  {
    margin: '0 $4 $4',
    padding: '$3 $3 $3 $6',
    border: '1px solid $danger',
    borderRadius: '$input',
    color: '$primaryText',
    fontSize: '0.85rem',
    maxHeight: '16rem',
    overflowY: 'auto',
    '& code': { color: '$accentText' },
  },
  'HistoryIssues',
);

export const transferActions = styledRecipe(
  { display: 'flex', gap: '$3', flexWrap: 'wrap', alignItems: 'center', padding: '$4' },
  'HistoryTransferActions',
);
