import { styledRecipe, keyframes } from '~/ui/style-rules';
import { motionMs } from '~/ui/tokens';

// Transform only, never opacity: a banner fading in from 0 is not painted content yet, and held the page's Largest
// Contentful Paint 350-450 ms behind its first paint (decision 038).
const rise = keyframes({ from: { transform: 'translateY(16px)' }, to: { transform: 'none' } });

// Non-modal: the shop stays usable; the banner sits over the bottom edge until the player answers.
export const banner = styledRecipe(
  {
    position: 'fixed',
    zIndex: '$overlay',
    insetInline: '0.5rem',
    bottom: 'max(0.5rem, env(safe-area-inset-bottom))',
    display: 'grid',
    gap: '$3',
    maxHeight: 'calc(100dvh - 5rem)',
    overflowY: 'auto',
    padding: '$4',
    borderRadius: '$card',
    border: '1px solid $accentBorder',
    background: 'linear-gradient(160deg, $bgAccent, $paper 60%)',
    color: '$primaryText',
    boxShadow: '0 -4px 0 -1px $colors$primary, 0 24px 64px color-mix(in srgb, $colors$shadow 65%, transparent)',
    animation: `${rise} ${motionMs.slow}ms cubic-bezier(0.16, 1, 0.3, 1)`,
    outline: 'none',
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '@reducedMotion': { animation: 'none' },
    '@md': {
      insetInline: 'auto',
      left: '1.5rem',
      bottom: '1.5rem',
      width: 'min(30rem, calc(100vw - 3rem))',
      padding: '$5',
    },
  },
  'Banner',
);

export const title = styledRecipe(
  { margin: 0, fontFamily: '$display', fontSize: '1.1rem', letterSpacing: '0.03em' },
  'Title',
);

export const message = styledRecipe(
  {
    margin: 0,
    color: '$secondaryText',
    fontSize: '0.9rem',
    lineHeight: 1.5,
    '& a': { color: '$primary', textUnderlineOffset: '3px' },
  },
  'Message',
);

export const actions = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: '$2',
    // Labels run to 30 characters: wrap rather than overflow at 380 px (attribute selector outweighs the button's nowrap).
    '& > [data-variant]': { minWidth: 0, whiteSpace: 'normal' },
  },
  'Actions',
);

export const categories = styledRecipe(
  {
    display: 'grid',
    gap: '$2',
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    '& legend': { padding: 0, marginBottom: '$2', fontWeight: 700, fontSize: '0.9rem' },
  },
  'Categories',
);
