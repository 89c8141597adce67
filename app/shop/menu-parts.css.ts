import { styledRecipe } from '~/ui/style-rules';

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = styledRecipe(
  {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  'VisuallyHidden',
);

export const mark = styledRecipe(
  {
    flexShrink: 0,
    pointerEvents: 'none',
    background: '$danger',
    variants: {
      badge: {
        RED_CIRCLE: {
          width: 8,
          height: 8,
          borderRadius: '$pill',
          boxShadow: '0 0 0 2px $colors$headerBg, 0 0 10px $colors$danger',
        },
        // A short bar beside the label, like the circle: under the label it read as the current-page underline.
        HORIZONTAL_BAR: {
          width: 14,
          height: 4,
          borderRadius: 2,
          boxShadow: '0 0 0 2px $colors$headerBg, 0 0 10px $colors$danger',
        },
      },
    },
  },
  'Mark',
);

/** The desktop menu's look, shared by its links and the NESTED groups' buttons. */
export const menuItemStyle = styledRecipe(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.4rem',
    padding: '0.5rem 0.6rem',
    border: 'none',
    borderRadius: '$input',
    background: 'transparent',
    color: '$secondaryText',
    fontFamily: '$button',
    fontWeight: 600,
    fontSize: '0.9rem',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'color $fast, background-color $fast',
    '@lg': { padding: '0.5rem 0.8rem' },
    '&:hover, &[data-state="open"]': { color: '$primaryText', background: '$bgAccent' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '-2px' },
    '&[aria-current="page"], &[data-current]': { color: '$primary', boxShadow: 'inset 0 -2px 0 $colors$primary' },
  },
  'menuItemStyle',
);

/** A NESTED group's button in the desktop menu: the same element before and after its dropdown's code loads. */
export const groupTrigger = styledRecipe(
  {
    '& [data-icon]': { transition: 'transform $fast' },
    '&[data-state="open"] [data-icon]': { transform: 'rotate(180deg)' },
  },
  'GroupTrigger',
);

/** Below md: the button that opens the menu drawer. */
export const menuButton = styledRecipe(
  {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.75rem',
    height: '2.75rem',
    padding: 0,
    border: '1px solid $border',
    borderRadius: '$input',
    background: '$paper',
    color: '$primaryText',
    cursor: 'pointer',
    '&:hover, &[data-state="open"]': { borderColor: '$accentBorder', background: '$bgAccent' },
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
    '& [data-badge]': { position: 'absolute', top: 6, right: 6 },
    '@md': { display: 'none' },
  },
  'MenuButton',
);
