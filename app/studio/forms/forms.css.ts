import { styledRecipe } from '~/ui/style-rules';

// The generated forms: groups of fields, lists with move/remove, the item picker, switches and image thumbnails.

export const fieldStack = styledRecipe({ display: 'grid', gap: '$4', minWidth: 0 }, 'FormFieldStack');

export const group = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    minWidth: 0,
    margin: 0,
    padding: '$3',
    border: '1px solid $border',
    borderRadius: '$card',
    background: 'color-mix(in srgb, $colors$paper 60%, transparent)',
    '& > legend': {
      padding: '0 $1',
      fontFamily: '$display',
      fontSize: '0.75rem',
      letterSpacing: '0.1em',
      textTransform: 'uppercase',
      color: '$accentText',
    },
  },
  'FormGroup',
);

export const list = styledRecipe(
  { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none', minWidth: 0 },
  'FormList',
);

export const entry = styledRecipe(
  {
    minWidth: 0,
    padding: '$3',
    borderRadius: '$card',
    border: '1px solid $border',
    background: '$baseBg',
    boxShadow: 'inset 3px 0 0 color-mix(in srgb, $colors$accentBorder 70%, transparent)',
    '&:focus-within': { borderColor: '$accentBorder' },
  },
  'FormEntry',
);

export const entryHeader = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    minWidth: 0,
    '& > h3': {
      flex: 1,
      margin: 0,
      minWidth: 0,
      fontSize: '0.875rem',
      fontWeight: 700,
      color: '$primaryText',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
  'FormEntryHeader',
);

export const entryButton = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: '2.5rem',
    height: '2.5rem',
    padding: '0 $2',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$baseBg',
    color: '$secondaryText',
    font: 'inherit',
    fontSize: '0.95rem',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { borderColor: '$accentBorder', color: '$accentText' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
    '&[data-tone="danger"]:hover:not(:disabled)': { borderColor: '$danger', color: '$danger' },
  },
  'FormEntryButton',
);

export const empty = styledRecipe(
  {
    margin: 0,
    padding: '$3',
    borderRadius: '$input',
    border: '1px dashed $border',
    color: '$secondaryText',
    fontSize: '0.875rem',
    textAlign: 'center',
  },
  'FormEmpty',
);

export const switchRow = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    minHeight: '2.75rem',
    '& > label': { color: '$primaryText', fontWeight: 600, fontSize: '0.875rem', cursor: 'pointer' },
  },
  'FormSwitchRow',
);

export const switchTrack = styledRecipe(
  {
    all: 'unset',
    boxSizing: 'border-box',
    position: 'relative',
    flex: 'none',
    width: '2.75rem',
    height: '1.5rem',
    borderRadius: '$pill',
    border: '1px solid $border',
    background: '$baseBg',
    cursor: 'pointer',
    transition: 'background 120ms',
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '1.125rem',
      height: '1.125rem',
      borderRadius: '50%',
      background: '$secondaryText',
      transition: 'transform 120ms',
    },
    '&[data-state="checked"]': { background: '$primary', borderColor: '$primary' },
    '&[data-state="checked"]::after': { transform: 'translateX(1.25rem)', background: '$primaryForeground' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  'FormSwitchTrack',
);

export const imageRow = styledRecipe(
  { display: 'grid', gridTemplateColumns: '3.5rem 1fr', alignItems: 'start', gap: '$3', minWidth: 0 },
  'FormImageRow',
);

export const thumbnail = styledRecipe(
  {
    width: '3.5rem',
    height: '3.5rem',
    marginTop: '1.6rem',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$baseBg',
    objectFit: 'contain',
    display: 'grid',
    placeItems: 'center',
    color: '$tertiaryText',
    fontSize: '0.7rem',
    textAlign: 'center',
    overflow: 'hidden',
  },
  'FormThumbnail',
);

export const pickerList = styledRecipe(
  {
    display: 'grid',
    gap: '2px',
    maxHeight: '14rem',
    overflowY: 'auto',
    margin: 0,
    padding: '$1',
    listStyle: 'none',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$baseBg',
  },
  'FormPickerList',
);

export const pickerOption = styledRecipe(
  {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '$2',
    width: '100%',
    padding: '$2',
    borderRadius: '$input',
    color: '$primaryText',
    fontSize: '0.875rem',
    cursor: 'pointer',
    '& > code': { color: '$secondaryText', fontSize: '0.75rem' },
    '&:hover': { background: '$paper' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '-2px' },
    '&[aria-pressed="true"]': { background: '$paper', boxShadow: 'inset 3px 0 0 $colors$primary' },
  },
  'FormPickerOption',
);

export const panelIntro = styledRecipe(
  { margin: 0, color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.5 },
  'FormPanelIntro',
);

/** A row of a name-to-number map (a pass's XP per event): name, number, remove. */
export const recordRow = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 6rem auto',
    alignItems: 'start',
    gap: '$2',
    '& > button': { marginTop: '1.75rem' },
  },
  'FormRecordRow',
);
