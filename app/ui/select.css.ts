import { styledRecipe, keyframes, selectorOf } from '~/ui/style-rules';
import { motionMs } from '~/ui/tokens';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const trigger = styledRecipe(
  {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$2',
    width: '100%',
    minHeight: '2.75rem',
    padding: '0 $3',
    fontFamily: '$body',
    fontSize: '1rem',
    color: '$primaryText',
    background: '$paper',
    border: '1px solid $border',
    borderRadius: '$input',
    cursor: 'pointer',
    transition: 'border-color $fast, box-shadow $fast',
    '&[data-placeholder]': { color: '$secondaryText' },
    '&:hover:not([data-disabled])': { borderColor: '$accentBorder' },
    '&:focus-visible, &[data-state="open"]': {
      borderColor: '$primary',
      boxShadow: '0 0 0 3px color-mix(in srgb, $colors$primary 30%, transparent)',
    },
    '&[aria-invalid="true"]': { borderColor: '$danger' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  'Trigger',
);

export const chevron = styledRecipe(
  {
    flexShrink: 0,
    color: '$accentText',
    transition: 'transform $fast',
    [`${selectorOf(trigger)}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
  'Chevron',
);

export const content = styledRecipe(
  {
    zIndex: '$overlay',
    minWidth: 'var(--radix-select-trigger-width)',
    maxHeight: 'var(--radix-select-content-available-height)',
    overflow: 'hidden',
    fontFamily: '$body',
    background: '$paper',
    border: '1px solid $accentBorder',
    borderRadius: '$input',
    boxShadow: '0 12px 32px rgb(0 0 0 / 0.5)',
    '&[data-state="open"]': { animation: `${slideIn} ${motionMs.normal}ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${motionMs.fast}ms ease-in` },
    '@reducedMotion': { '&[data-state="open"], &[data-state="closed"]': { animation: 'none' } },
  },
  'Content',
);

export const viewport = styledRecipe({ padding: '$1' }, 'Viewport');

export const item = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$3',
    minHeight: '2.5rem',
    padding: '0 $3',
    borderRadius: 'calc($radii$input - 2px)',
    color: '$primaryText',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    '&[data-highlighted]': { background: '$bgAccent', color: '$accentText' },
    '&[data-state="checked"]': { fontWeight: 600 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  'Item',
);

export const indicator = styledRecipe({ display: 'inline-flex', color: '$primary' }, 'Indicator');
