import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { floatingPanel } from '~/ui/floating-panel';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';

/** A menu of actions on a trigger; Radix gives roving focus, typeahead and the menu roles. */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

const Content = styled(MenuPrimitive.Content, floatingPanel, { padding: '$1' });

/** `container`: where the menu is portalled (default: body); a themed subtree, such as a shop, passes its root. */
export function DropdownMenuContent({
  sideOffset = 6,
  container,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Content> & { container?: HTMLElement | null }) {
  return (
    <MenuPrimitive.Portal container={container}>
      <Content sideOffset={sideOffset} {...props} />
    </MenuPrimitive.Portal>
  );
}

const item = {
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
} as const;

export const DropdownMenuItem = styled(MenuPrimitive.Item, item, {
  variants: { tone: { default: {}, destructive: { color: '$danger', '&[data-highlighted]': { color: '$danger' } } } },
  defaultVariants: { tone: 'default' },
});

const CheckboxItem = styled(MenuPrimitive.CheckboxItem, item, { paddingLeft: '$6', position: 'relative' });
const Indicator = styled(MenuPrimitive.ItemIndicator, {
  position: 'absolute',
  left: '$2',
  display: 'inline-flex',
  color: '$primary',
});

export function DropdownMenuCheckboxItem({
  children,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <CheckboxItem {...props}>
      <Indicator>
        <Icon name="check" size={16} />
      </Indicator>
      {children}
    </CheckboxItem>
  );
}

export const DropdownMenuLabel = styled(MenuPrimitive.Label, {
  padding: '$2 $3 $1',
  color: '$tertiaryText',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const DropdownMenuSeparator = styled(MenuPrimitive.Separator, {
  height: 1,
  margin: '$1 0',
  background: '$border',
});
