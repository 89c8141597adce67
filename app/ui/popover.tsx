import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentPropsWithoutRef } from 'react';
import { floatingPanel } from '~/ui/floating-panel.css';
import { styled } from '~/ui/styled';
import * as styles from './popover.css';

/** A non-modal panel anchored to its trigger; Radix handles focus, Escape, outside click and collision. */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

const Content = styled(PopoverPrimitive.Content, floatingPanel, styles.content);
const Arrow = styled(PopoverPrimitive.Arrow, styles.arrow);

export type PopoverContentProps = ComponentPropsWithoutRef<typeof PopoverPrimitive.Content> & { withArrow?: boolean };

export function PopoverContent({ sideOffset = 8, withArrow = false, children, ...props }: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <Content sideOffset={sideOffset} {...props}>
        {children}
        {withArrow ? <Arrow width={12} height={6} /> : null}
      </Content>
    </PopoverPrimitive.Portal>
  );
}
