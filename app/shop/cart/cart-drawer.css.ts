import { styledRecipe, keyframes } from '~/ui/style-rules';
import { motionMs } from '~/ui/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

const enter = `${motionMs.slow}ms cubic-bezier(0.16, 1, 0.3, 1)`;

export const overlay = styledRecipe(
  {
    position: 'fixed',
    inset: 0,
    zIndex: '$overlay',
    background: 'color-mix(in srgb, $colors$shadow 65%, transparent)',
    backdropFilter: 'blur(2px)',
    '&[data-state="open"]': { animation: `${fadeIn} ${enter}` },
    '@reducedMotion': { animation: 'none !important' },
  },
  'Overlay',
);

// A bottom drawer on phones, a panel sliding in from the right from md up.
export const panel = styledRecipe(
  {
    position: 'fixed',
    zIndex: '$dialog',
    inset: 'auto 0 0 0',
    maxHeight: '88dvh',
    display: 'flex',
    flexDirection: 'column',
    background: 'linear-gradient(180deg, $bgAccent, $paper 9rem)',
    color: '$primaryText',
    fontFamily: '$body',
    borderRadius: '$card $card 0 0',
    border: '1px solid $border',
    borderBottom: 'none',
    boxShadow: '0 -24px 64px color-mix(in srgb, $colors$shadow 60%, transparent)',
    outline: 'none',
    '&[data-state="open"]': { animation: `${riseIn} ${enter}` },
    '@md': {
      inset: '0 0 0 auto',
      width: 'min(27rem, 100vw)',
      maxHeight: 'none',
      borderRadius: 0,
      border: 'none',
      borderLeft: '1px solid $accentBorder',
      boxShadow:
        '-24px 0 64px color-mix(in srgb, $colors$shadow 60%, transparent), inset 1px 0 0 color-mix(in srgb, $colors$highlight 4%, transparent)',
      '&[data-state="open"]': { animation: `${slideIn} ${enter}` },
    },
    '@reducedMotion': { animation: 'none !important' },
  },
  'Panel',
);

export const header = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    padding: '$4 $4 $3',
    borderBottom: '1px solid $border',
    '@md': { padding: '$5 $5 $4' },
  },
  'Header',
);

export const title = styledRecipe(
  {
    flex: 1,
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    fontFamily: '$display',
    fontSize: '1.3rem',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    '& [data-icon]': { color: '$primary' },
  },
  'Title',
);

export const countPill = styledRecipe(
  {
    padding: '0.1rem 0.55rem',
    borderRadius: '$pill',
    background: '$bgAccent',
    border: '1px solid $accentBorder',
    color: '$accentText',
    fontFamily: '$body',
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: 0,
    textTransform: 'none',
  },
  'CountPill',
);

export const close = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: '2.25rem',
    height: '2.25rem',
    padding: 0,
    border: '1px solid $border',
    borderRadius: '$pill',
    background: '$paper',
    color: '$secondaryText',
    cursor: 'pointer',
    '&:hover': { color: '$primaryText', borderColor: '$accentBorder' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  },
  'Close',
);

export const scroll = styledRecipe(
  {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    display: 'grid',
    alignContent: 'start',
    gap: '$4',
    padding: '$4',
    '@md': { padding: '$4 $5' },
  },
  'Scroll',
);

export const footer = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    padding: '$4',
    paddingBottom: 'max($4, env(safe-area-inset-bottom))',
    borderTop: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 40%, $colors$paper)',
    '@md': { padding: '$4 $5 $5' },
  },
  'Footer',
);

export const empty = styledRecipe(
  {
    display: 'grid',
    justifyItems: 'center',
    gap: '$3',
    padding: '$6 $4',
    textAlign: 'center',
    color: '$secondaryText',
    '& h3': { margin: 0, color: '$primaryText', fontFamily: '$display', fontSize: '1.2rem' },
    '& p': { margin: 0 },
  },
  'Empty',
);

export const emptyGlyph = styledRecipe(
  {
    display: 'grid',
    placeItems: 'center',
    width: '4.5rem',
    height: '4.5rem',
    borderRadius: '$pill',
    background: 'radial-gradient(circle, color-mix(in srgb, $colors$primary 30%, transparent), transparent 70%)',
    border: '1px dashed $accentBorder',
    color: '$primary',
  },
  'EmptyGlyph',
);

export const loading = styledRecipe({ display: 'grid', gap: '$3' }, 'Loading');

export const loadingLine = styledRecipe(
  {
    display: 'flex',
    gap: '$3',
    alignItems: 'center',
    '& > div': { flex: 1, display: 'grid', gap: '$2' },
  },
  'LoadingLine',
);
