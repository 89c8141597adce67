import { styledRecipe, keyframes } from '~/ui/style-rules';
import { motionMs } from '~/ui/tokens';

/** Sections that expand one (type="single") or many (type="multiple") at a time. */
export const accordion = styledRecipe(
  {
    border: '1px solid $border',
    borderRadius: '$card',
    background: '$paper',
    overflow: 'hidden',
  },
  'Accordion',
);

export const accordionItem = styledRecipe(
  {
    '& + &': { borderTop: '1px solid $border' },
  },
  'AccordionItem',
);

export const header = styledRecipe({ margin: 0, display: 'flex' }, 'Header');

export const chevron = styledRecipe(
  {
    display: 'inline-flex',
    color: '$secondaryText',
    transition: `transform ${motionMs.normal}ms ease`,
    '[data-state="open"] > &': { transform: 'rotate(180deg)', color: '$primary' },
    '@reducedMotion': { transition: 'none' },
  },
  'Chevron',
);

export const trigger = styledRecipe(
  {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$3',
    padding: '$4',
    border: 'none',
    background: 'transparent',
    color: '$primaryText',
    font: 'inherit',
    fontWeight: 600,
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover': { background: '$bgAccent' },
  },
  'Trigger',
);

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });

const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const content = styledRecipe(
  {
    overflow: 'hidden',
    color: '$secondaryText',
    '&[data-state="open"]': { animation: `${open} ${motionMs.normal}ms ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${motionMs.normal}ms ease-out` },
    '@reducedMotion': { '&[data-state]': { animation: 'none' } },
  },
  'Content',
);

export const contentBody = styledRecipe({ padding: '0 $4 $4' }, 'ContentBody');
