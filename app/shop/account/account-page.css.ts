import { styledRecipe } from '~/ui/style-rules';

export const hero = styledRecipe(
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '$4',
    margin: '0.5rem 0 $5',
    padding: '$5',
    borderRadius: '$card',
    border: '1px solid $accentBorder',
    overflow: 'hidden',
    background:
      'radial-gradient(28rem 12rem at 0% 0%, color-mix(in srgb, $colors$primary 30%, transparent), transparent), linear-gradient(120deg, $bgAccent, $paper)',
    boxShadow: '0 16px 40px color-mix(in srgb, $colors$shadow 40%, transparent)',
  },
  'Hero',
);

export const emblem = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '4rem',
    height: '4rem',
    borderRadius: '$card',
    background: 'linear-gradient(135deg, $primary, $brandPrimaryDark)',
    boxShadow:
      '0 0 0 3px color-mix(in srgb, $colors$primary 35%, transparent), 0 0 30px color-mix(in srgb, $colors$primary 45%, transparent)',
    color: '$baseBg',
    fontFamily: '$display',
    fontSize: '2rem',
    fontWeight: 800,
    textTransform: 'uppercase',
    '@md': { width: '5rem', height: '5rem', fontSize: '2.5rem' },
  },
  'Emblem',
);

export const who = styledRecipe({ display: 'grid', gap: '$1', minWidth: 0 }, 'Who');

export const eyebrow = styledRecipe(
  {
    color: '$accentText',
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.16em',
    textTransform: 'uppercase',
  },
  'Eyebrow',
);

export const name = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1.6rem',
    lineHeight: 1.1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    '@md': { fontSize: '2.2rem' },
  },
  'Name',
);

export const meta = styledRecipe(
  { margin: 0, color: '$secondaryText', fontSize: '0.9rem', overflowWrap: 'anywhere' },
  'Meta',
);

export const methods = styledRecipe({ display: 'flex', flexWrap: 'wrap', gap: '$2', marginTop: '$1' }, 'Methods');

export const grid = styledRecipe(
  {
    display: 'grid',
    gap: '$5',
    alignItems: 'start',
    '@mdp': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  'Grid',
);

export const column = styledRecipe({ display: 'grid', gap: '$5', minWidth: 0 }, 'Column');

export const narrow = styledRecipe({ maxWidth: '30rem', margin: '2rem auto' }, 'Narrow');
