import { styledRecipe } from '~/ui/style-rules';

// The theme editor's controls: colour rows, radius sliders, the button-type and typography pickers, warnings.

export const section = styledRecipe(
  {
    display: 'grid',
    gap: '$4',
    padding: '$4 0',
    borderBottom: '1px solid $border',
    '&:last-child': { borderBottom: 'none' },
    '& > h2': {
      margin: 0,
      fontFamily: '$display',
      fontSize: '0.8rem',
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
      color: '$accentText',
    },
  },
  'EditorSection',
);

export const colourRow = styledRecipe(
  { display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'end', gap: '$2' },
  'ColourRow',
);

export const swatch = styledRecipe(
  {
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: '$input',
    border: '2px solid $border',
    cursor: 'pointer',
    padding: 0,
    boxShadow: 'inset 0 0 0 2px color-mix(in srgb, $colors$shadow 40%, transparent)',
    '&:hover': { borderColor: '$accentBorder' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
  'Swatch',
);

export const iconButton = styledRecipe(
  {
    minWidth: '2.75rem',
    height: '2.75rem',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$paper',
    color: '$secondaryText',
    cursor: 'pointer',
    fontSize: '1.1rem',
    '&:hover:not(:disabled)': { borderColor: '$accentBorder', color: '$accentText' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  'IconButton',
);

export const pickerPanel = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    '& .react-colorful': { width: '220px', height: '200px' },
    '& .react-colorful__interactive:focus-visible .react-colorful__pointer': {
      outline: '2px solid $primary',
      outlineOffset: '2px',
    },
  },
  'PickerPanel',
);

export const warning = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '$2',
    margin: 0,
    padding: '$2 $3',
    borderRadius: '$input',
    border: '1px solid color-mix(in srgb, $colors$warning 55%, transparent)',
    background: 'color-mix(in srgb, $colors$warning 10%, transparent)',
    color: '$primaryText',
    fontSize: '0.8125rem',
    lineHeight: 1.4,
  },
  'ContrastWarning',
);

export const fixButton = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    minHeight: '2rem',
    padding: '0 $3',
    borderRadius: '$pill',
    border: '1px solid $accentBorder',
    background: '$bgAccent',
    color: '$accentText',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { background: '$paper' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '& > span[aria-hidden]': { width: '0.9rem', height: '0.9rem', borderRadius: '50%', border: '1px solid $border' },
  },
  'FixButton',
);

export const lengthRow = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: '1fr 5.5rem',
    alignItems: 'center',
    gap: '$3',
    '& input[type="range"]': { width: '100%', accentColor: 'var(--gf-primary)', minHeight: '2.75rem' },
  },
  'LengthRow',
);

export const unitInput = styledRecipe(
  { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: '$1', color: '$secondaryText' },
  'UnitInput',
);

export const choiceGrid = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
    gap: '$2',
  },
  'ChoiceGrid',
);

export const choice = styledRecipe(
  {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'grid',
    gap: '$2',
    justifyItems: 'start',
    padding: '$3',
    borderRadius: '$card',
    border: '2px solid $border',
    background: '$baseBg',
    color: '$primaryText',
    cursor: 'pointer',
    minWidth: 0,
    overflow: 'hidden',
    '&:hover': { borderColor: '$accentBorder' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&[data-state="checked"]': {
      borderColor: '$primary',
      boxShadow: '0 0 0 1px $colors$primary',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  'Choice',
);

export const choiceName = styledRecipe(
  { fontSize: '0.8rem', fontWeight: 600, color: '$secondaryText', textTransform: 'capitalize' },
  'ChoiceName',
);

/** A miniature of the shop: its theme variables and data attributes on this element restyle the kit inside. */
export const shopSample = styledRecipe(
  {
    display: 'grid',
    gap: '$1',
    width: '100%',
    padding: '$2',
    borderRadius: '$input',
    background: '$paper',
    color: '$primaryText',
    fontFamily: '$body',
    pointerEvents: 'none',
  },
  'ShopSample',
);

export const fontSample = styledRecipe(
  { margin: 0, fontSize: '1.15rem', color: '$primaryText', overflow: 'hidden', textOverflow: 'ellipsis' },
  'FontSample',
);

export const fieldGrid = styledRecipe({ display: 'grid', gap: '$4' }, 'FieldGrid');
