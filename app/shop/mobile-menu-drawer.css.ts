import { styledRecipe } from '~/ui/style-rules';

// Loaded on demand (see MobileMenu in mobile-menu.tsx): Radix's dialog and accordion stay out of first-load JS.
export const list = styledRecipe({ display: 'grid', gap: '$1', listStyle: 'none', margin: 0, padding: 0 }, 'List');

export const row = styledRecipe(
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    minHeight: '3rem',
    padding: '0 $4',
    borderRadius: '$input',
    color: '$primaryText',
    fontFamily: '$button',
    fontWeight: 600,
    fontSize: '1rem',
    textDecoration: 'none',
    '&:hover': { background: '$bgAccent' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      color: '$primary',
      background: '$bgAccent',
      boxShadow: 'inset 3px 0 0 $colors$primary',
    },
    '& [data-badge="HORIZONTAL_BAR"]': { left: '$4', right: 'auto', width: '2rem', bottom: 6 },
  },
  'row',
);

export const rowLink = styledRecipe({}, 'RowLink');

export const rowExternal = styledRecipe({}, 'RowExternal');

export const group = styledRecipe({ background: 'transparent', border: 'none', borderRadius: '$input' }, 'Group');

export const groupTrigger = styledRecipe(
  {
    position: 'relative',
    minHeight: '3rem',
    borderRadius: '$input',
    fontFamily: '$button',
    fontSize: '1rem',
    // Doubled class: beats the kit trigger's own padding whatever the sheet order.
    '&&': { padding: '0 $4' },
    '& > span:first-child': { display: 'inline-flex', alignItems: 'center', gap: '$2' },
    '&[data-current]': { color: '$primary' },
  },
  'GroupTrigger',
);

export const children = styledRecipe(
  {
    display: 'grid',
    gap: '$1',
    listStyle: 'none',
    margin: '0 0 0 $4',
    padding: '0 0 0 $2',
    borderLeft: '2px solid $border',
  },
  'Children',
);
