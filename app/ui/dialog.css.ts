import { styledRecipe, keyframes } from '~/ui/style-rules';
import { motionMs } from '~/ui/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});

const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

const sinkOut = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });

const enter = `${motionMs.slow}ms cubic-bezier(0.16, 1, 0.3, 1)`;

// Repeated inside each variant: variant rules come after base rules in the sheet and would win.
const noMotion = { '@reducedMotion': { '&[data-state]': { animation: 'none' } } } as const;

const exit = `${motionMs.normal}ms ease-in`;

export const overlay = styledRecipe(
  {
    position: 'fixed',
    inset: 0,
    zIndex: '$overlay',
    background: 'rgba(0, 0, 0, 0.65)',
    backdropFilter: 'blur(2px)',
    '&[data-state="open"]': { animation: `${fadeIn} ${enter}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${exit}` },
    ...noMotion,
  },
  'Overlay',
);

const layouts = {
  centered: {
    inset: '50% auto auto 50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(32rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100dvh - 2rem)',
    borderRadius: '$card',
    border: '1px solid $border',
    paddingBottom: '$5',
    '&[data-state="open"]': { animation: `${popIn} ${enter}` },
    '&[data-state="closed"]': { animation: `${popOut} ${exit}` },
    ...noMotion,
  },
  fullscreen: {
    inset: 0,
    transform: 'none',
    width: 'auto',
    maxHeight: 'none',
    borderRadius: 0,
    border: 'none',
    paddingBottom: '$5',
    '&[data-state="open"]': { animation: `${fadeIn} ${enter}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${exit}` },
    ...noMotion,
  },
  drawer: {
    inset: 'auto 0 0 0',
    transform: 'none',
    width: 'auto',
    maxHeight: '85dvh',
    borderRadius: '$card $card 0 0',
    border: '1px solid $border',
    borderBottom: 'none',
    paddingBottom: 'max($5, env(safe-area-inset-bottom))',
    '&[data-state="open"]': { animation: `${riseIn} ${enter}` },
    '&[data-state="closed"]': { animation: `${sinkOut} ${exit}` },
    ...noMotion,
  },
};

export const content = styledRecipe(
  {
    position: 'fixed',
    zIndex: '$dialog',
    display: 'flex',
    flexDirection: 'column',
    gap: '$4',
    padding: '$5',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: 'linear-gradient(180deg, $bgAccent, $paper 7rem)',
    color: '$primaryText',
    fontFamily: '$body',
    boxShadow: '0 24px 64px rgba(0, 0, 0, 0.6)',
    outline: 'none',
    // Each layout sets every box property, because the mobile and desktop layouts both apply from md up.
    variants: {
      layout: layouts,
      // The same layouts from md up (a dialog can be a drawer on a phone and centred on a desktop).
      layoutFromMd: {
        centered: { '@md': layouts.centered },
        fullscreen: { '@md': layouts.fullscreen },
        drawer: { '@md': layouts.drawer },
      },
    },
  },
  'Content',
);

export const header = styledRecipe({ display: 'flex', alignItems: 'flex-start', gap: '$3' }, 'Header');

export const heading = styledRecipe({ flex: 1, minWidth: 0 }, 'Heading');

export const title = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1.25rem',
    lineHeight: 1.25,
    letterSpacing: '0.02em',
  },
  'Title',
);

export const description = styledRecipe(
  {
    margin: '$1 0 0',
    color: '$secondaryText',
    fontSize: '0.9rem',
  },
  'Description',
);

export const closeButton = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.25rem',
    height: '2.25rem',
    padding: 0,
    border: '1px solid $border',
    borderRadius: '$pill',
    background: '$paper',
    color: '$secondaryText',
    cursor: 'pointer',
    transition: 'color $fast, border-color $fast',
    '&:hover': { color: '$primaryText', borderColor: '$accentBorder' },
  },
  'CloseButton',
);
