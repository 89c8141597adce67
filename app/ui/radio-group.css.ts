import { styledRecipe } from '~/ui/style-rules';

export const root = styledRecipe(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '$2',
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: '$5' },
  },
  'Root',
);

export const fieldset = styledRecipe(
  { display: 'flex', flexDirection: 'column', gap: '$2', fontFamily: '$body' },
  'Fieldset',
);

export const itemRow = styledRecipe({ display: 'inline-flex', alignItems: 'center', gap: '$3' }, 'ItemRow');

export const item = styledRecipe(
  {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '1.375rem',
    height: '1.375rem',
    background: '$paper',
    border: '2px solid $border',
    borderRadius: '$pill',
    cursor: 'pointer',
    transition: 'border-color $fast',
    '&:hover:not(:disabled)': { borderColor: '$accentBorder' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&[data-state="checked"]': { borderColor: '$primary' },
    '[aria-invalid="true"] &': { borderColor: '$danger' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  'Item',
);

export const dot = styledRecipe(
  {
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: '$pill',
    background: '$primary',
    boxShadow: '0 0 8px $colors$primary',
  },
  'Dot',
);

export const itemLabel = styledRecipe(
  {
    color: '$primaryText',
    fontSize: '0.9375rem',
    cursor: 'pointer',
    userSelect: 'none',
    '&[data-disabled]': { color: '$tertiaryText', cursor: 'not-allowed' },
  },
  'ItemLabel',
);
