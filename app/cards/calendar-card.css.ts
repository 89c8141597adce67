import { styledRecipe } from '~/ui/style-rules';

export const days = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
    gap: '0.375rem',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'Days',
);

export const day = styledRecipe(
  {
    display: 'grid',
    gap: '0.125rem',
    justifyItems: 'center',
    minWidth: 0,
    padding: '0.375rem 0.25rem 0.5rem',
    borderRadius: 'calc($card * 0.6)',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 50%, transparent)',
    fontSize: '0.6875rem',
    textAlign: 'center',
    '& strong': { fontSize: '0.6875rem', letterSpacing: '0.06em', textTransform: 'uppercase', color: '$secondaryText' },
    '& b': { fontSize: '0.9375rem', fontVariantNumeric: 'tabular-nums' },
    '& span': {
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: '$secondaryText',
    },
    '& [data-icon]': { fontSize: '1rem' },
    variants: {
      state: {
        claimed: { '& [data-icon]': { color: '$success' }, '& b': { opacity: 0.7 } },
        today: {
          borderColor: 'var(--card-accent)',
          background: 'color-mix(in srgb, var(--card-accent) 20%, transparent)',
          boxShadow: '0 0 16px -4px var(--card-accent)',
          '& strong, & [data-icon]': { color: 'var(--card-accent)' },
        },
        missed: { opacity: 0.55, '& b': { textDecoration: 'line-through' }, '& [data-icon]': { color: '$danger' } },
        locked: { opacity: 0.8, '& [data-icon]': { color: '$tertiaryText' } },
      },
    },
  },
  'Day',
);
