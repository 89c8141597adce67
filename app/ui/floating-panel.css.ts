import { keyframes, styledRecipe } from '~/ui/style-rules';
import { motionMs } from '~/ui/tokens';

const from = (x: string, y: string) =>
  keyframes({
    from: { opacity: 0, transform: `translate(${x}, ${y}) scale(0.97)` },
    to: { opacity: 1, transform: 'none' },
  });
const fromAbove = from('0', '-4px');
const fromBelow = from('0', '4px');
const fromLeft = from('-4px', '0');
const fromRight = from('4px', '0');
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const enter = `${motionMs.normal}ms cubic-bezier(0.16, 1, 0.3, 1)`;

/** The shared look of popovers and menus: a dark card that slides in from its trigger's side. */
export const floatingPanel = styledRecipe({
  zIndex: '$dialog',
  minWidth: '10rem',
  background: '$paper',
  color: '$primaryText',
  fontFamily: '$body',
  border: '1px solid $border',
  borderRadius: '$card',
  boxShadow: '0 16px 40px rgba(0, 0, 0, 0.5)',
  outline: 'none',
  transformOrigin: 'var(--radix-popper-transform-origin)',
  '&[data-state="open"][data-side="bottom"]': { animation: `${fromAbove} ${enter}` },
  '&[data-state="open"][data-side="top"]': { animation: `${fromBelow} ${enter}` },
  '&[data-state="open"][data-side="right"]': { animation: `${fromLeft} ${enter}` },
  '&[data-state="open"][data-side="left"]': { animation: `${fromRight} ${enter}` },
  '&[data-state="closed"]': { animation: `${fadeOut} ${motionMs.fast}ms ease-in` },
  '@reducedMotion': { '&[data-state]': { animation: 'none' } },
});
