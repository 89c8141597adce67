import * as TabsPrimitive from '@radix-ui/react-tabs';
import { styled } from '~/ui/stitches.config';

/** Tabs for the publisher tools: arrow keys move between tabs, the active one shows data-state="active". */
export const Tabs = styled(TabsPrimitive.Root, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '&[data-orientation="vertical"]': { flexDirection: 'row' },
});

export const TabsList = styled(TabsPrimitive.List, {
  display: 'flex',
  gap: '$1',
  borderBottom: '1px solid $border',
  overflowX: 'auto',
  '&[data-orientation="vertical"]': { flexDirection: 'column', borderBottom: 'none', borderRight: '1px solid $border' },
});

export const TabsTrigger = styled(TabsPrimitive.Trigger, {
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
});

export const TabsContent = styled(TabsPrimitive.Content, {
  outline: 'none',
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: 4, borderRadius: '$input' },
});
