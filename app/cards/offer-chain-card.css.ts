import { styledRecipe } from '~/ui/style-rules';

export const steps = styledRecipe(
  {
    display: 'grid',
    gap: '0.75rem',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'Steps',
);

export const step = styledRecipe(
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5rem',
    minWidth: 0,
    padding: '0.75rem',
    borderRadius: 'calc($card * 0.75)',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 55%, transparent)',
    fontSize: '0.875rem',
    '& header': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: '0.5rem',
      color: '$secondaryText',
      fontSize: '0.75rem',
      fontWeight: 700,
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
    },
    '& [data-reward]': { display: 'flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 },
    '& [data-reward] span': { minWidth: 0, overflowWrap: 'anywhere' },
    '& [data-reward] img, & [data-reward] [data-art]': { width: 40, height: 40, fontSize: '1.25rem' },
    '& b': { color: '$primaryText', fontSize: '1rem' },
    variants: {
      status: {
        UNLOCKED: {
          borderColor: 'var(--card-accent)',
          boxShadow: '0 0 0 1px var(--card-accent), 0 0 18px -6px var(--card-accent)',
        },
        LOCKED: { '& [data-reward]': { opacity: 0.55 } },
        CLAIMED: { '& [data-reward]': { opacity: 0.7 }, '& header [data-status]': { color: '$success' } },
      },
    },
  },
  'Step',
);
