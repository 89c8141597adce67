import { styledRecipe } from '~/ui/style-rules';

export const row = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    minWidth: 0,
    '& > div': { display: 'grid', gap: '0.125rem', minWidth: 0 },
  },
  'Row',
);

export const emblem = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 64,
    height: 64,
    flexShrink: 0,
    borderRadius: '50%',
    fontSize: '2rem',
    color: 'var(--card-accent)',
    background: 'radial-gradient(circle, color-mix(in srgb, var(--card-accent) 28%, transparent), transparent 70%)',
  },
  'Emblem',
);
