import { styledRecipe } from '~/ui/style-rules';

export const form = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '$2',
    alignItems: 'start',
    '& > button': { marginTop: '1.6rem' },
  },
  'Form',
);

export const applied = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    padding: '$2 $3',
    borderRadius: '$input',
    border: '1px solid color-mix(in srgb, $colors$success 40%, transparent)',
    background: 'color-mix(in srgb, $colors$success 8%, transparent)',
    color: '$success',
    '& > div': { flex: 1, minWidth: 0, display: 'grid' },
    '& strong': { fontFamily: '$display', letterSpacing: '0.06em' },
    '& span': { color: '$secondaryText', fontSize: '0.8rem' },
  },
  'Applied',
);
