// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTrigger } from '~/ui/dialog';

function Example({ description }: { description?: string }) {
  return (
    <Dialog>
      <DialogTrigger>Open cart</DialogTrigger>
      <DialogContent title="Your cart" description={description} layout="centered">
        <button type="button">Checkout</button>
      </DialogContent>
    </Dialog>
  );
}

describe('given a default Dialog', () => {
  it('is closed until the trigger is clicked, then shows a dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Example description="2 items" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveAccessibleDescription('2 items');
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-mobile-layout', 'drawer');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  });

  it('has a close button with an accessible name that closes it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
