import { styledRecipe } from '~/ui/style-rules';

export const row = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '$3',
    rowGap: '$1',
    alignItems: 'center',
    fontFamily: '$body',
  },
  'Row',
);

export const box = styledRecipe(
  {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    width: '1.375rem',
    height: '1.375rem',
    background: '$paper',
    border: '2px solid $border',
    borderRadius: 'calc($radii$input / 2)',
    color: '$baseBg',
    cursor: 'pointer',
    transition: 'background-color $fast, border-color $fast, box-shadow $fast',
    '&:hover:not(:disabled)': { borderColor: '$accentBorder' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&[data-state="checked"], &[data-state="indeterminate"]': { background: '$primary', borderColor: '$primary' },
    '&[aria-invalid="true"]': { borderColor: '$danger' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  'Box',
);

// Both icons render; the indicator's data-state shows the one that fits, so uncontrolled use needs no state.
export const indicator = styledRecipe(
  {
    display: 'grid',
    placeItems: 'center',
    '& > svg': { gridArea: '1 / 1' },
    '&[data-state="checked"] > [data-icon="dash"]': { display: 'none' },
    '&[data-state="indeterminate"] > [data-icon="check"]': { display: 'none' },
  },
  'Indicator',
);

export const label = styledRecipe(
  {
    color: '$primaryText',
    fontSize: '0.9375rem',
    cursor: 'pointer',
    userSelect: 'none',
    '&[data-disabled]': { color: '$tertiaryText', cursor: 'not-allowed' },
  },
  'Label',
);

export const message = styledRecipe({ gridColumn: 2 }, 'Message');
