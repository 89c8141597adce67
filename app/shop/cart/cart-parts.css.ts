import { styledRecipe } from '~/ui/style-rules';

export const thumb = styledRecipe(
  {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '4rem',
    height: '4rem',
    borderRadius: '$input',
    overflow: 'hidden',
    border: '1px solid $border',
    background:
      'radial-gradient(circle at 30% 20%, color-mix(in srgb, $colors$primary 35%, transparent), $bgAccent 70%)',
    color: '$primary',
    '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  },
  'Thumb',
);

export const rows = styledRecipe({ display: 'grid', gap: '$2', margin: 0 }, 'Rows');

export const row = styledRecipe(
  {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '$3',
    color: '$secondaryText',
    fontSize: '0.9rem',
    '& dd': { margin: 0, color: '$primaryText', fontVariantNumeric: 'tabular-nums' },
    variants: {
      tone: {
        discount: { '& dd': { color: '$success' } },
        total: {
          marginTop: '$1',
          paddingTop: '$3',
          borderTop: '1px solid $border',
          color: '$primaryText',
          fontFamily: '$display',
          fontSize: '1.2rem',
          fontWeight: 800,
          '& dd': { color: '$primaryText' },
        },
        quiet: { fontSize: '0.8rem' },
      },
    },
  },
  'Row',
);

/** "Test mode: no real money", on every page of a sandbox payment. */
export const testModeBanner = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    margin: 0,
    padding: '0.55rem 0.85rem',
    borderRadius: '$input',
    border: '1px dashed color-mix(in srgb, $colors$warning 55%, transparent)',
    background:
      'repeating-linear-gradient(135deg, color-mix(in srgb, $colors$warning 10%, transparent) 0 12px, color-mix(in srgb, $colors$warning 4%, transparent) 12px 24px)',
    color: '$warning',
    fontSize: '0.85rem',
    fontWeight: 700,
    letterSpacing: '0.02em',
  },
  'TestModeBanner',
);
