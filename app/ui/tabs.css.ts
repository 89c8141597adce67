import { styledRecipe } from '~/ui/style-rules';

/** Tabs for the publisher tools: arrow keys move between tabs, the active one shows data-state="active". */
export const tabs = styledRecipe(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '$4',
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
  'Tabs',
);

export const tabsList = styledRecipe(
  {
    display: 'flex',
    gap: '$1',
    borderBottom: '1px solid $border',
    overflowX: 'auto',
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderRight: '1px solid $border',
    },
  },
  'TabsList',
);

export const tabsTrigger = styledRecipe(
  {
    position: 'relative',
    padding: '$2 $4',
    border: 'none',
    background: 'transparent',
    color: '$secondaryText',
    font: 'inherit',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'color $fast',
    '&:hover': { color: '$primaryText' },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '$2',
      right: '$2',
      bottom: -1,
      height: 2,
      borderRadius: '$pill',
      background: 'transparent',
      transition: 'background-color $fast',
    },
    '&[data-state="active"]': { color: '$primaryText' },
    '&[data-state="active"]::after': { background: '$primary' },
    '&[data-disabled]': { color: '$tertiaryText', cursor: 'default' },
  },
  'TabsTrigger',
);

export const tabsContent = styledRecipe(
  {
    outline: 'none',
    '&:focus-visible': { outline: '2px solid $primary', outlineOffset: 4, borderRadius: '$input' },
  },
  'TabsContent',
);
