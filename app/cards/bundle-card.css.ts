import { styledRecipe } from '~/ui/style-rules';

export const items = styledRecipe(
  {
    display: 'grid',
    gap: '0.375rem',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: '0.875rem',
    '& li': { display: 'flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 },
    '& li > span': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& b': {
      color: 'color-mix(in srgb, var(--card-accent) 55%, $colors$accentText)',
      fontVariantNumeric: 'tabular-nums',
    },
    '& img, & [data-art]': { width: 28, height: 28, aspectRatio: '1', fontSize: '1rem' },
    variants: {
      chips: {
        true: {
          '& li': {
            padding: '0.25rem 0.5rem 0.25rem 0.25rem',
            borderRadius: '$pill',
            background: 'color-mix(in srgb, var(--card-accent) 10%, transparent)',
            border: '1px solid color-mix(in srgb, var(--card-accent) 25%, transparent)',
          },
        },
      },
    },
  },
  'Items',
);

export const bullet = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    flexShrink: 0,
    color: 'var(--card-accent)',
  },
  'Bullet',
);
