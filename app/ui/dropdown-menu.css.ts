import { styledRecipe } from '~/ui/style-rules';

export const content = styledRecipe({ padding: '$1' }, 'Content');

export const item = styledRecipe(
  {
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    minHeight: '2.25rem',
    padding: '$1 $3',
    borderRadius: 'calc($card / 2)',
    fontSize: '0.9rem',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    '&[data-highlighted]': { background: '$bgAccent', color: '$accentText' },
    '&[data-disabled]': { color: '$tertiaryText', cursor: 'default' },
  },
  'item',
);

export const dropdownMenuItem = styledRecipe(
  {
    variants: { tone: { default: {}, destructive: { color: '$danger', '&[data-highlighted]': { color: '$danger' } } } },
    defaultVariants: { tone: 'default' },
  },
  'DropdownMenuItem',
);

export const checkboxItem = styledRecipe({ paddingLeft: '$6', position: 'relative' }, 'CheckboxItem');

export const indicator = styledRecipe(
  {
    position: 'absolute',
    left: '$2',
    display: 'inline-flex',
    color: '$primary',
  },
  'Indicator',
);

export const dropdownMenuLabel = styledRecipe(
  {
    padding: '$2 $3 $1',
    color: '$tertiaryText',
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  'DropdownMenuLabel',
);

export const dropdownMenuSeparator = styledRecipe(
  {
    height: 1,
    margin: '$1 0',
    background: '$border',
  },
  'DropdownMenuSeparator',
);
