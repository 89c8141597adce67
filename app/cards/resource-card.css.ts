import { styledRecipe } from '~/ui/style-rules';

export const row = styledRecipe(
  {
    display: 'flex',
    gap: '0.75rem',
    minWidth: 0,
    '& > div': { display: 'grid', gap: '0.25rem', minWidth: 0, alignContent: 'start' },
    variants: {
      at: { top: { alignItems: 'flex-start' }, center: { alignItems: 'center' }, bottom: { alignItems: 'flex-end' } },
    },
  },
  'Row',
);
