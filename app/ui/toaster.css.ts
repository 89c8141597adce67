import { styledRecipe, keyframes } from '~/ui/style-rules';
import { motionMs, stackingOrder } from '~/ui/tokens';

const slideFromRight = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});

const slideFromTop = keyframes({
  from: { transform: 'translateY(-100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = styledRecipe(
  {
    position: 'fixed',
    // Above dialogs: a toast fired from inside a dialog must stay visible.
    zIndex: stackingOrder.dialog + 1,
    display: 'flex',
    flexDirection: 'column',
    gap: '$2',
    width: '100%',
    maxWidth: '100vw',
    margin: 0,
    padding: '$4',
    listStyle: 'none',
    outline: 'none',
    '@md': { width: '26rem' },
    variants: {
      position: {
        'top-middle': { top: 0, left: '50%', transform: 'translateX(-50%)' },
        'top-right': { top: 0, right: 0 },
        'bottom-right': { bottom: 0, right: 0 },
      },
    },
  },
  'Viewport',
);

export const root = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    columnGap: '$3',
    padding: '$4',
    borderRadius: '$card',
    border: '1px solid $border',
    borderLeftWidth: 4,
    background: 'linear-gradient(135deg, $paper, $bgAccent)',
    color: '$primaryText',
    fontFamily: '$body',
    boxShadow: '0 12px 32px rgba(0, 0, 0, 0.45)',
    '&[data-state="open"]': { animation: `${slideFromRight} ${motionMs.normal}ms cubic-bezier(0.16, 1, 0.3, 1)` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${motionMs.fast}ms ease-in` },
    '&[data-swipe="move"]': {
      transform: 'translate(var(--radix-toast-swipe-move-x, 0), var(--radix-toast-swipe-move-y, 0))',
    },
    '&[data-swipe="cancel"]': { transform: 'translate(0, 0)', transition: `transform ${motionMs.normal}ms ease-out` },
    '&[data-swipe="end"]': { animation: `${fadeOut} ${motionMs.fast}ms ease-out` },
    '@reducedMotion': { '&[data-state="open"], &[data-state="closed"], &[data-swipe="end"]': { animation: 'none' } },
    variants: {
      variant: {
        default: { borderLeftColor: '$accentBorder' },
        success: { borderLeftColor: '$primary' },
        destructive: { borderColor: '$danger', background: 'linear-gradient(135deg, $paper, rgba(244, 63, 94, 0.18))' },
      },
      enterFrom: {
        side: {},
        top: {
          '&[data-state="open"]': { animation: `${slideFromTop} ${motionMs.normal}ms cubic-bezier(0.16, 1, 0.3, 1)` },
          // Variant rules follow base rules in the sheet, so reduced motion is repeated here.
          '@reducedMotion': { '&[data-state="open"]': { animation: 'none' } },
        },
      },
    },
  },
  'Root',
);

export const title = styledRecipe({ gridColumn: 1, margin: 0, fontWeight: 700, fontSize: '0.95rem' }, 'Title');

export const description = styledRecipe(
  {
    gridColumn: 1,
    margin: '$1 0 0',
    color: '$secondaryText',
    fontSize: '0.875rem',
  },
  'Description',
);

export const actionButton = styledRecipe(
  {
    gridColumn: 1,
    justifySelf: 'start',
    marginTop: '$3',
    padding: '$1 $3',
    border: '1px solid $accentBorder',
    borderRadius: '$input',
    background: 'transparent',
    color: '$accentText',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { background: '$bgAccent' },
  },
  'ActionButton',
);

export const closeButton = styledRecipe(
  {
    gridColumn: 2,
    gridRow: 1,
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.75rem',
    height: '1.75rem',
    padding: 0,
    border: 'none',
    borderRadius: '$pill',
    background: 'transparent',
    color: '$secondaryText',
    cursor: 'pointer',
    '&:hover': { color: '$primaryText', background: '$bgAccent' },
  },
  'CloseButton',
);
