import { styledRecipe } from '~/ui/style-rules';

export const list = styledRecipe({ display: 'grid', gap: '$3', listStyle: 'none', margin: 0, padding: 0 }, 'List');

export const line = styledRecipe(
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: '$3',
    padding: '$3',
    borderRadius: '$card',
    border: '1px solid $border',
    background: 'color-mix(in srgb, $colors$baseBg 55%, $colors$paper)',
    '&[data-problem]': { borderColor: 'color-mix(in srgb, $colors$danger 55%, $colors$border)' },
  },
  'Line',
);

export const body = styledRecipe({ display: 'grid', gap: '$2', minWidth: 0 }, 'Body');

export const head = styledRecipe({ display: 'flex', alignItems: 'flex-start', gap: '$2' }, 'Head');

export const name = styledRecipe(
  { flex: 1, minWidth: 0, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' },
  'Name',
);

export const unit = styledRecipe(
  {
    color: '$secondaryText',
    fontSize: '0.8rem',
    '& s': { marginLeft: '$1', color: '$tertiaryText' },
  },
  'Unit',
);

export const foot = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$2',
    flexWrap: 'wrap',
  },
  'Foot',
);

export const amount = styledRecipe(
  {
    display: 'grid',
    justifyItems: 'end',
    fontFamily: '$display',
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
    '& small': { color: '$success', fontFamily: '$body', fontWeight: 600, fontSize: '0.75rem' },
  },
  'Amount',
);

export const remove = styledRecipe(
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: '$pill',
    background: 'transparent',
    color: '$tertiaryText',
    cursor: 'pointer',
    transition: 'color $fast, border-color $fast, background-color $fast',
    '&:hover:not(:disabled)': { color: '$danger', borderColor: 'color-mix(in srgb, $colors$danger 45%, transparent)' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  'Remove',
);

export const problem = styledRecipe({ margin: 0, color: '$danger', fontSize: '0.8rem', fontWeight: 600 }, 'Problem');

export const limitNote = styledRecipe({ color: '$tertiaryText', fontSize: '0.75rem' }, 'LimitNote');
