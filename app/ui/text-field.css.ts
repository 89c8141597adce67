import { styledRecipe, selectorOf } from '~/ui/style-rules';

/** The floating label shrinks to this scale; the notch is sized from the scaled width. */
export const FLOATING_LABEL_SCALE = 0.75;

const NOTCH_PADDING_PX = 4;

/** The plain, self-bordered input: one element. */
export const input = styledRecipe(
  {
    width: '100%',
    minHeight: '2.75rem',
    padding: '0 $3',
    fontFamily: '$body',
    fontSize: '1rem',
    color: '$primaryText',
    background: '$paper',
    border: '1px solid $border',
    borderRadius: '$input',
    transition: 'border-color $fast, box-shadow $fast',
    '&::placeholder': { color: '$tertiaryText' },
    '&:hover:not(:disabled)': { borderColor: '$accentBorder' },
    '&:focus-visible': {
      outline: 'none',
      borderColor: '$primary',
      boxShadow: '0 0 0 3px color-mix(in srgb, $colors$primary 30%, transparent)',
    },
    '&[aria-invalid="true"]': { borderColor: '$danger' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
  'Input',
);

export const control = styledRecipe(
  {
    '--gf-gap': '0px',
    position: 'relative',
    display: 'flex',
    minHeight: '3.5rem',
    background: '$paper',
    borderRadius: '$input',
    '&[data-state="floating"]': { '--gf-gap': `calc(var(--gf-notch) + ${NOTCH_PADDING_PX * 2}px)` },
    '&[data-disabled]': { opacity: 0.55 },
  },
  'Control',
);

export const bareInput = styledRecipe(
  {
    flex: 1,
    minWidth: 0,
    padding: '0 $3 0 var(--gf-label-x)',
    fontFamily: '$body',
    fontSize: '1rem',
    color: '$primaryText',
    background: 'transparent',
    border: 'none',
    borderRadius: '$input',
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: 'transparent', transition: 'color $fast' },
    '[data-state="floating"] > &::placeholder': { color: '$tertiaryText' },
    '&:disabled': { cursor: 'not-allowed' },
  },
  'BareInput',
);

const notchX = `calc(var(--gf-label-x) - ${NOTCH_PADDING_PX}px)`;

const notchEnd = `calc(var(--gf-label-x) - ${NOTCH_PADDING_PX}px + var(--gf-gap))`;

/** The border, with a cut-out in its top edge where the floating label sits. */
export const outline = styledRecipe(
  {
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    border: '1px solid $border',
    borderRadius: '$input',
    clipPath: `polygon(0 0, ${notchX} 0, ${notchX} 3px, ${notchEnd} 3px, ${notchEnd} 0, 100% 0, 100% 100%, 0 100%)`,
    transition: 'border-color $fast, box-shadow $fast, clip-path $normal',
    [`${selectorOf(control)}:hover > &`]: { borderColor: '$accentBorder' },
    [`${selectorOf(control)}:focus-within > &`]: {
      borderColor: '$primary',
      boxShadow: 'inset 0 0 0 1px $colors$primary',
    },
    [`${selectorOf(control)}[data-invalid] > &`]: { borderColor: '$danger' },
    [`${selectorOf(control)}[data-invalid]:focus-within > &`]: { boxShadow: 'inset 0 0 0 1px $colors$danger' },
    '@reducedMotion': { transition: 'none' },
  },
  'Outline',
);

export const floatingLabelText = styledRecipe(
  {
    position: 'absolute',
    top: 0,
    left: 'var(--gf-label-x)',
    maxWidth: 'calc(100% - 2 * var(--gf-label-x))',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
    transformOrigin: 'left center',
    transform: 'translateY(calc(1.75rem - 50%))',
    color: '$secondaryText',
    fontSize: '1rem',
    lineHeight: 1.25,
    transition: 'transform $normal, color $fast',
    '&[data-state="floating"]': {
      transform: `translateY(-50%) scale(${FLOATING_LABEL_SCALE})`,
      color: '$accentText',
      fontWeight: 600,
    },
    [`${selectorOf(control)}:focus-within > &`]: { color: '$primary' },
    [`${selectorOf(control)}[data-invalid] > &`]: { color: '$danger' },
    '@reducedMotion': { transition: 'none' },
  },
  'FloatingLabelText',
);
