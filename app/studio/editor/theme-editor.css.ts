import { styledRecipe } from '~/ui/style-rules';

export const editor = styledRecipe(
  {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    height: 'calc(100vh - 4rem)',
    color: '$primaryText',
    '@media (max-width: 1023px)': { height: 'auto' },
  },
  'ThemeEditor',
);

export const toolbar = styledRecipe(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '$2',
    padding: '$2 $4',
    background: '$headerBg',
    borderBottom: '1px solid $border',
  },
  'EditorToolbar',
);

export const toolbarGroup = styledRecipe(
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' },
  'EditorToolbarGroup',
);

export const spacer = styledRecipe({ flex: 1 }, 'EditorSpacer');

export const status = styledRecipe(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    fontSize: '0.85rem',
    color: '$secondaryText',
    '& > span[data-dot]': { width: '0.6rem', height: '0.6rem', borderRadius: '50%', background: '$success' },
    '&[data-state="unpublished"] > span[data-dot]': { background: '$warning' },
    '&[data-state="error"] > span[data-dot]': { background: '$danger' },
  },
  'EditorStatus',
);

export const segmented = styledRecipe(
  {
    display: 'inline-flex',
    border: '1px solid $border',
    borderRadius: '$input',
    overflow: 'hidden',
    '& > button': {
      all: 'unset',
      boxSizing: 'border-box',
      minHeight: '2.5rem',
      padding: '0 $3',
      fontSize: '0.8rem',
      fontWeight: 600,
      color: '$secondaryText',
      cursor: 'pointer',
      borderRight: '1px solid $border',
      '&:last-child': { borderRight: 'none' },
      '&:hover': { color: '$accentText', background: '$bgAccent' },
      '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '-2px' },
      '&[aria-pressed="true"]': { background: '$bgAccent', color: '$accentText' },
    },
  },
  'Segmented',
);

export const body = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(20rem, 26rem) 1fr',
    flex: 1,
    minHeight: 0,
    '@media (max-width: 1023px)': { gridTemplateColumns: '1fr' },
  },
  'EditorBody',
);

export const panel = styledRecipe(
  {
    overflowY: 'auto',
    padding: '$3 $4 $6',
    borderRight: '1px solid $border',
    background: '$paper',
    // Five panels (and the Engagement panel's five sections) do not fit one row of a 25 rem column: wrap, never hide.
    '& [role="tablist"]': { flexWrap: 'wrap', rowGap: '$1' },
    '@media (max-width: 1023px)': { borderRight: 'none', borderBottom: '1px solid $border' },
  },
  'EditorPanel',
);

export const canvasColumn = styledRecipe(
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    minHeight: 0,
    '@media (max-width: 1023px)': { height: '80vh' },
  },
  'EditorCanvasColumn',
);

export const readOnlyNote = styledRecipe(
  {
    margin: '0 0 $3',
    padding: '$2 $3',
    borderRadius: '$input',
    background: '$bgAccent',
    color: '$accentText',
    fontSize: '0.85rem',
  },
  'ReadOnlyNote',
);
