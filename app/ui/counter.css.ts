import { styledRecipe } from '~/ui/style-rules';

export const root = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$3',
    fontFamily: '$body',
  },
  'Root',
);

export const stepper = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'stretch',
    background: '$paper',
    border: '1px solid $border',
    borderRadius: '$input',
    overflow: 'hidden',
    '&[data-disabled]': { opacity: 0.55 },
  },
  'Stepper',
);

export const step = styledRecipe(
  {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    color: '$accentText',
    cursor: 'pointer',
    transition: 'background-color $fast, color $fast',
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: '$bgAccent', color: '$primary' },
    '&:active:not([aria-disabled="true"]):not(:disabled)': { background: '$primary', color: '$baseBg' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '-2px' },
    '&[aria-disabled="true"], &:disabled': { color: '$tertiaryText', cursor: 'not-allowed' },
  },
  'Step',
);

export const value = styledRecipe(
  {
    display: 'grid',
    placeItems: 'center',
    minWidth: '3rem',
    padding: '0 $2',
    borderInline: '1px solid $border',
    color: '$primaryText',
    fontFamily: '$display',
    fontSize: '1.125rem',
    fontVariantNumeric: 'tabular-nums',
  },
  'Value',
);

export const labelText = styledRecipe({ color: '$secondaryText', fontSize: '0.875rem', fontWeight: 600 }, 'LabelText');
