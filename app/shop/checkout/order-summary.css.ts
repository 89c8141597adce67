import { styledRecipe } from '~/ui/style-rules';

export const summaryCard = styledRecipe(
  {
    position: 'relative',
    display: 'grid',
    gap: '$4',
    padding: '$4',
    borderRadius: '$card',
    border: '1px solid $border',
    background: 'linear-gradient(180deg, color-mix(in srgb, $colors$bgAccent 70%, $colors$paper), $paper 10rem)',
    boxShadow:
      '0 10px 30px color-mix(in srgb, $colors$shadow 35%, transparent), inset 0 1px 0 color-mix(in srgb, $colors$highlight 4%, transparent)',
    '@md': { padding: '$5' },
    '& > h2': {
      margin: 0,
      fontFamily: '$display',
      fontSize: '1.15rem',
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
    },
  },
  'SummaryCard',
);

export const lines = styledRecipe({ display: 'grid', gap: '$3', listStyle: 'none', margin: 0, padding: 0 }, 'Lines');

export const line = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    '& > div': { flex: 1, minWidth: 0, display: 'grid', gap: 2 },
    '& strong': { fontWeight: 700, overflowWrap: 'anywhere' },
    '& span': { color: '$secondaryText', fontSize: '0.8rem' },
    '& > b': { fontFamily: '$display', fontVariantNumeric: 'tabular-nums' },
  },
  'Line',
);
