import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './accordion.css';

/** Sections that expand one (type="single") or many (type="multiple") at a time. */
export const Accordion = styled(AccordionPrimitive.Root, styles.accordion);

export const AccordionItem = styled(AccordionPrimitive.Item, styles.accordionItem);

const Header = styled(AccordionPrimitive.Header, styles.header);
const Chevron = styled('span', styles.chevron);
const Trigger = styled(AccordionPrimitive.Trigger, styles.trigger);

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

const Content = styled(AccordionPrimitive.Content, styles.content);
const ContentBody = styled('div', styles.contentBody);

export function AccordionContent({ children, ...props }: ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>) {
  return (
    <Content {...props}>
      <ContentBody>{children}</ContentBody>
    </Content>
  );
}
