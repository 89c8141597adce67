import { styledRecipe } from '~/ui/style-rules';

// Loaded on demand (see NestedMenu in shop-header.tsx): Radix's menu and its positioning stay out of first-load JS.
export const groupLink = styledRecipe(
  {
    position: 'relative',
    color: '$secondaryText',
    textDecoration: 'none',
    '&[aria-current="page"]': { color: '$primary', fontWeight: 700 },
  },
  'GroupLink',
);
