import { styledRecipe } from '~/ui/style-rules';

export const header = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '0.5rem 1rem',
  },
  'Header',
);

export const bar = styledRecipe(
  {
    height: 10,
    borderRadius: '$pill',
    background: 'color-mix(in srgb, $colors$baseBg 70%, transparent)',
    border: '1px solid $border',
    overflow: 'hidden',
    '& > span': {
      display: 'block',
      height: '100%',
      background:
        'linear-gradient(90deg, color-mix(in srgb, var(--card-accent) 60%, $colors$shadow), var(--card-accent))',
    },
  },
  'Bar',
);

export const track = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: '4.5rem repeat(var(--tiers), minmax(0, 1fr))',
    gap: '0.375rem',
    alignItems: 'stretch',
    fontSize: '0.75rem',
    '& > strong': {
      alignSelf: 'center',
      fontSize: '0.6875rem',
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
      color: '$secondaryText',
    },
    '@media (max-width: 767.98px)': { '--tiers': '3 !important', '& > [data-edge]': { display: 'none' } },
  },
  'Track',
);

export const cell = styledRecipe(
  {
    display: 'grid',
    gap: '0.125rem',
    justifyItems: 'center',
    alignContent: 'center',
    minWidth: 0,
    minHeight: '4.25rem',
    padding: '0.375rem 0.25rem',
    borderRadius: 'calc($card * 0.6)',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 50%, transparent)',
    textAlign: 'center',
    '& span': {
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: '$secondaryText',
    },
    '& b': { fontSize: '0.875rem', color: '$primaryText', fontVariantNumeric: 'tabular-nums' },
    variants: {
      state: {
        earned: { '& [data-icon]': { color: '$success' } },
        current: { borderColor: 'var(--card-accent)', boxShadow: '0 0 14px -4px var(--card-accent)' },
        ahead: {},
        locked: { '& [data-icon]': { color: 'var(--card-accent)' } },
        claimable: {
          borderColor: 'var(--card-accent)',
          boxShadow: '0 0 16px -4px var(--card-accent)',
          '& button': { marginTop: '0.25rem', minWidth: 0, paddingInline: '0.625rem' },
        },
        expired: { opacity: 0.55 },
      },
      premium: {
        true: {
          background: 'linear-gradient(180deg, color-mix(in srgb, var(--card-accent) 18%, transparent), transparent)',
        },
      },
    },
  },
  'Cell',
);

export const status = styledRecipe(
  { margin: 0, fontSize: '0.8125rem', color: '$secondaryText', fontVariantNumeric: 'tabular-nums' },
  'Status',
);
