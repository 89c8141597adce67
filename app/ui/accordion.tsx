import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '~/ui/icons';
import { keyframes, motionMs, styled } from '~/ui/stitches.config';

/** Sections that expand one (type="single") or many (type="multiple") at a time. */
export const Accordion = styled(AccordionPrimitive.Root, {
  border: '1px solid $border',
  borderRadius: '$card',
  background: '$paper',
  overflow: 'hidden',
});

export const AccordionItem = styled(AccordionPrimitive.Item, {
  '& + &': { borderTop: '1px solid $border' },
});

const Header = styled(AccordionPrimitive.Header, { margin: 0, display: 'flex' });
const Chevron = styled('span', {
  display: 'inline-flex',
  color: '$secondaryText',
  transition: `transform ${motionMs.normal}ms ease`,
  '[data-state="open"] > &': { transform: 'rotate(180deg)', color: '$primary' },
  '@reducedMotion': { transition: 'none' },
});
const Trigger = styled(AccordionPrimitive.Trigger, {
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$4',
  border: 'none',
  background: 'transparent',
  color: '$primaryText',
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { background: '$bgAccent' },
});

export function AccordionTrigger({ children, ...props }: ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger>) {
  return (
    <Header>
      <Trigger {...props}>
        {children}
        <Chevron>
          <Icon name="chevron-down" />
        </Chevron>
      </Trigger>
    </Header>
  );
}

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

const Content = styled(AccordionPrimitive.Content, {
  overflow: 'hidden',
  color: '$secondaryText',
  '&[data-state="open"]': { animation: `${open} ${motionMs.normal}ms ease-out` },
  '&[data-state="closed"]': { animation: `${close} ${motionMs.normal}ms ease-out` },
  '@reducedMotion': { '&[data-state]': { animation: 'none' } },
});
const ContentBody = styled('div', { padding: '0 $4 $4' });

export function AccordionContent({ children, ...props }: ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>) {
  return (
    <Content {...props}>
      <ContentBody>{children}</ContentBody>
    </Content>
  );
}
