import { styleClass, styledRecipe } from '~/ui/style-rules';

export const amount = styledRecipe(
  {
    fontSize: '1.75rem',
    textAlign: 'center',
    textShadow: '0 0 18px color-mix(in srgb, var(--card-accent) 60%, transparent)',
  },
  'Amount',
);

export const centered = styledRecipe(
  {
    display: 'grid',
    gap: '0.25rem',
    justifyItems: 'center',
    textAlign: 'center',
    minWidth: 0,
    '& h3': { color: '$secondaryText', fontSize: '0.9375rem' },
  },
  'Centered',
);

export const centredTags = styleClass({ '&&': { justifyContent: 'center' } });
