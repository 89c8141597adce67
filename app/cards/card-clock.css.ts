import { styledRecipe } from '~/ui/style-rules';

export const timer = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    margin: 0,
    fontSize: '0.8125rem',
    fontVariantNumeric: 'tabular-nums',
    color: '$secondaryText',
    '& time, & strong': { color: '$primaryText', fontWeight: 600 },
    variants: { ended: { true: { '& strong': { color: '$danger' } } } },
  },
  'Timer',
);
