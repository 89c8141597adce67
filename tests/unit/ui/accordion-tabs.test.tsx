// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/ui/accordion';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs';

describe('given an Accordion', () => {
  it('opens a section on click and exposes the state as data-state', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        <AccordionItem value="refunds">
          <AccordionTrigger>Refunds</AccordionTrigger>
          <AccordionContent>Within 14 days.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'Refunds' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(screen.getByText('Within 14 days.')).toBeVisible();
  });
});

describe('given Tabs', () => {
  it('shows the chosen panel and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="items">
        <TabsList aria-label="Shop settings">
          <TabsTrigger value="items">Items</TabsTrigger>
          <TabsTrigger value="theme">Theme</TabsTrigger>
        </TabsList>
        <TabsContent value="items">Item list</TabsContent>
        <TabsContent value="theme">Theme editor</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Items' })).toHaveTextContent('Item list');
    await user.click(screen.getByRole('tab', { name: 'Theme' }));
    expect(screen.getByRole('tab', { name: 'Theme' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel', { name: 'Theme' })).toHaveTextContent('Theme editor');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
  });
});
