import { styledRecipe } from '~/ui/style-rules';

// The catalogue panel: a searchable list of items and coupons, and one entry's form drilled into in the same panel.

export const stack = styledRecipe({ display: 'grid', gap: '$3', padding: '$3 0', minWidth: 0 }, 'CatalogueStack');

export const toolbar = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 9.5rem)',
    gap: '$2',
    alignItems: 'end',
  },
  'CatalogueToolbar',
);

export const list = styledRecipe(
  { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' },
  'CatalogueList',
);

export const row = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: '2.75rem minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: '$3',
    width: '100%',
    minHeight: '3.5rem',
    padding: '$2 $3',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$baseBg',
    color: '$primaryText',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    transition: 'border-color 120ms ease, transform 120ms ease',
    '&:hover': { borderColor: '$accentBorder' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '& > span[data-name]': { display: 'grid', gap: '2px', minWidth: 0 },
    '& strong': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 },
    '& small': { color: '$secondaryText', fontSize: '0.75rem' },
    '& > span[data-price]': { fontWeight: 700, color: '$accentText', fontVariantNumeric: 'tabular-nums' },
  },
  'CatalogueRow',
);

export const thumbnail = styledRecipe(
  {
    display: 'grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: '$input',
    overflow: 'hidden',
    border: '1px solid $border',
    background: '$bgAccent',
    color: '$accentText',
    fontFamily: '$display',
    fontWeight: 700,
    '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  },
  'CatalogueThumbnail',
);

export const empty = styledRecipe(
  {
    display: 'grid',
    gap: '$2',
    justifyItems: 'center',
    padding: '$5 $3',
    borderRadius: '$card',
    border: '1px dashed $border',
    textAlign: 'center',
    color: '$secondaryText',
    '& strong': { color: '$primaryText', fontFamily: '$display', letterSpacing: '0.04em' },
    '& p': { margin: 0, fontSize: '0.875rem' },
  },
  'CatalogueEmpty',
);

export const formHeader = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: '$3',
    '& h2': {
      margin: 0,
      fontFamily: '$display',
      fontSize: '1rem',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
  'CatalogueFormHeader',
);

export const group = styledRecipe(
  {
    display: 'grid',
    gap: '$3',
    margin: 0,
    padding: '$3 0',
    border: 0,
    borderTop: '1px solid $border',
    minWidth: 0,
    '& > legend, & > h3': {
      float: 'left',
      width: '100%',
      margin: '0 0 $2',
      padding: 0,
      fontFamily: '$display',
      fontSize: '0.75rem',
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
      color: '$accentText',
    },
  },
  'CatalogueGroup',
);

export const pair = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    gap: '$3',
    alignItems: 'start',
  },
  'CataloguePair',
);

export const lineRow = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 2.75rem',
    alignItems: 'end',
    gap: '$2',
  },
  'CatalogueLineRow',
);

export const removeButton = styledRecipe(
  {
    width: '2.75rem',
    height: '2.75rem',
    display: 'grid',
    placeItems: 'center',
    borderRadius: '$input',
    border: '1px solid $border',
    background: 'transparent',
    color: '$secondaryText',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { borderColor: '$danger', color: '$danger' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  'CatalogueRemoveButton',
);

export const actions = styledRecipe(
  { display: 'flex', flexWrap: 'wrap', gap: '$2', paddingTop: '$3', borderTop: '1px solid $border' },
  'CatalogueActions',
);

export const refusal = styledRecipe(
  {
    margin: 0,
    padding: '$3',
    borderRadius: '$input',
    border: '1px solid color-mix(in srgb, $colors$danger 60%, transparent)',
    background: 'color-mix(in srgb, $colors$danger 12%, transparent)',
    color: '$primaryText',
    fontSize: '0.875rem',
    lineHeight: 1.45,
    '& ul': { margin: '$2 0 0', paddingLeft: '1.25rem' },
  },
  'CatalogueRefusal',
);

export const note = styledRecipe(
  { margin: 0, color: '$secondaryText', fontSize: '0.8125rem', lineHeight: 1.45 },
  'CatalogueNote',
);

export const preview = styledRecipe(
  {
    width: '100%',
    maxHeight: '9rem',
    objectFit: 'contain',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$bgAccent',
  },
  'CatalogueImagePreview',
);
