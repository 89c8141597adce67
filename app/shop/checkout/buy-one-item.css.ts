import { styledRecipe } from '~/ui/style-rules';

export const note = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    margin: 0,
    color: '$secondaryText',
    fontSize: '0.875rem',
    '& a': { color: '$primary', fontWeight: 700 },
    '& [data-icon]': { flexShrink: 0, color: '$primary' },
  },
  'Note',
);
