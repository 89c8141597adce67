import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { floatingPanel } from '~/ui/floating-panel.css';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './dropdown-menu.css';

/** A menu of actions on a trigger; Radix gives roving focus, typeahead and the menu roles. */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

const Content = styled(MenuPrimitive.Content, floatingPanel, styles.content);

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

export const DropdownMenuItem = styled(MenuPrimitive.Item, styles.item, styles.dropdownMenuItem);

const CheckboxItem = styled(MenuPrimitive.CheckboxItem, styles.item, styles.checkboxItem);
const Indicator = styled(MenuPrimitive.ItemIndicator, styles.indicator);

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

export const DropdownMenuLabel = styled(MenuPrimitive.Label, styles.dropdownMenuLabel);

export const DropdownMenuSeparator = styled(MenuPrimitive.Separator, styles.dropdownMenuSeparator);
