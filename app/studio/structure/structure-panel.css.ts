import { styledRecipe } from '~/ui/style-rules';

// The Pages panel: page picker, the outline of sections and cards, the selected node's form, the card picker.

export const panel = styledRecipe({ display: 'grid', gap: '$4', padding: '$4 0' }, 'PagesPanel');

export const heading = styledRecipe(
  {
    margin: 0,
    fontFamily: '$display',
    fontSize: '0.8rem',
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: '$accentText',
  },
  'PagesHeading',
);

export const pageList = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '$2',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'PageList',
);

export const chip = styledRecipe(
  {
    minHeight: '2.75rem',
    padding: '0 $3',
    borderRadius: '$pill',
    border: '1px solid $border',
    background: '$paper',
    color: '$primaryText',
    font: 'inherit',
    fontSize: '0.85rem',
    cursor: 'pointer',
    '&:hover': { borderColor: '$accentBorder' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&[aria-pressed="true"]': { borderColor: '$primary', color: '$primary', fontWeight: 700 },
  },
  'PageChip',
);

export const tree = styledRecipe({ display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' }, 'Outline');

export const cardList = styledRecipe(
  { display: 'grid', gap: '$1', margin: '$2 0 0 $4', padding: 0, listStyle: 'none' },
  'OutlineCards',
);

export const node = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: '$1',
    padding: '$1',
    borderRadius: '$input',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$paper 85%, transparent)',
    '&[data-state="selected"]': {
      borderColor: '$primary',
      boxShadow: '0 0 0 1px $colors$primary, 0 0 18px color-mix(in srgb, $colors$primary 35%, transparent)',
    },
    '&[data-dragging]': { opacity: 0.6 },
  },
  'OutlineNode',
);

export const nodeLabel = styledRecipe(
  {
    display: 'grid',
    minWidth: 0,
    minHeight: '2.75rem',
    alignContent: 'center',
    padding: '0 $2',
    border: 0,
    borderRadius: '$input',
    background: 'transparent',
    color: '$primaryText',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    // Up to two lines: a row with all its tools leaves a card's name little width, and one line cut it to a few letters.
    '& > span': {
      display: '-webkit-box',
      overflow: 'hidden',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflowWrap: 'anywhere',
      lineHeight: 1.25,
    },
    '& > small': { color: '$secondaryText', fontSize: '0.75rem' },
    '&:hover': { background: 'color-mix(in srgb, $colors$highlight 6%, transparent)' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  },
  'OutlineNodeLabel',
);

export const actions = styledRecipe({ display: 'flex', gap: '2px' }, 'OutlineActions');

export const tool = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: '2.25rem',
    height: '2.75rem',
    border: 0,
    borderRadius: '$input',
    background: 'transparent',
    color: '$secondaryText',
    cursor: 'pointer',
    fontSize: '1rem',
    '&:hover:not(:disabled)': {
      color: '$accentText',
      background: 'color-mix(in srgb, $colors$highlight 8%, transparent)',
    },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '1px' },
    '&:disabled': { opacity: 0.35, cursor: 'not-allowed' },
    '&[data-handle]': { cursor: 'grab', touchAction: 'none' },
  },
  'OutlineTool',
);

export const badge = styledRecipe(
  {
    justifySelf: 'start',
    padding: '0 $2',
    borderRadius: '$pill',
    background: '$danger',
    color: '$dangerForeground',
    fontSize: '0.7rem',
    fontWeight: 700,
  },
  'OutlineBadge',
);

export const empty = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    justifyItems: 'start',
    padding: '$4',
    borderRadius: '$card',
    border: '1px dashed $border',
    color: '$secondaryText',
    '& > p': { margin: 0 },
  },
  'OutlineEmpty',
);

export const form = styledRecipe(
  { display: 'grid', gap: '$3', paddingTop: '$4', borderTop: '1px solid $border' },
  'NodeForm',
);

export const pickerGrid = styledRecipe(
  {
    listStyle: 'none',
    margin: 0,
    display: 'grid',
    gap: '$3',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
    maxHeight: '70vh',
    overflowY: 'auto',
    padding: '$1',
  },
  'PickerGrid',
);

export const pickerOption = styledRecipe(
  {
    position: 'relative',
    display: 'grid',
    gap: '$2',
    alignContent: 'start',
    padding: '$2',
    borderRadius: '$card',
    border: '1px solid $border',
    background: '$baseBg',
    '&:hover, &:focus-within': { borderColor: '$accentBorder' },
    '& > small': { color: '$secondaryText', fontSize: '0.75rem' },
  },
  'PickerOption',
);

// The tile's one control: its box covers the whole tile, so the card picture is pressable too.
export const pickerAdd = styledRecipe(
  {
    padding: 0,
    border: 0,
    background: 'transparent',
    color: '$primaryText',
    font: 'inherit',
    fontWeight: 700,
    fontSize: '0.85rem',
    textAlign: 'left',
    cursor: 'pointer',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '$card' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: '2px solid $primary', outlineOffset: '2px' },
  },
  'PickerAdd',
);

// The real card drawn at half size: its layout box is the scaled size, and it cannot be pressed.
export const pickerThumb = styledRecipe(
  {
    height: 190,
    overflow: 'hidden',
    pointerEvents: 'none',
    '& > div': { width: '200%', transform: 'scale(0.5)', transformOrigin: 'top left' },
  },
  'PickerThumb',
);

export const pickerFilters = styledRecipe({ display: 'flex', flexWrap: 'wrap', gap: '$2' }, 'PickerFilters');

export const addPage = styledRecipe(
  { display: 'grid', gap: '$3', padding: '$3', borderRadius: '$card', border: '1px solid $border' },
  'AddPage',
);

export const addPageActions = styledRecipe({ display: 'flex', flexWrap: 'wrap', gap: '$2' }, 'AddPageActions');

export const pageTools = styledRecipe(
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' },
  'PageTools',
);

export const note = styledRecipe({ margin: 0, color: '$secondaryText', fontSize: '0.85rem' }, 'PagesNote');

// A page nobody can reach: a warning next to the page, with the fix one press away.
export const unreachable = styledRecipe(
  {
    display: 'grid',
    gap: '$2',
    justifyItems: 'start',
    padding: '$3',
    borderRadius: '$card',
    border: '1px solid $warning',
    color: '$primaryText',
    fontSize: '0.85rem',
    '& > p': { margin: 0 },
  },
  'UnreachablePage',
);
