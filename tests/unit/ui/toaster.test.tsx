// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '~/ui/toast-store';
import { Toaster } from '~/ui/toaster';
import { toast, toastStore } from '~/ui/use-toast';

describe('given a Toaster', () => {
  afterEach(() => {
    act(() => toastStore.remove());
  });

  it('renders the current toast with its title, description and variant', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ title: 'Payment failed', description: 'Your card was declined', variant: 'destructive' });
    });
    const title = screen.getByText('Payment failed');
    expect(screen.getByText('Your card was declined')).toBeInTheDocument();
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  });

  it('shows only the newest toast when a second one is fired', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'success' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second').closest('[data-variant]')).toHaveAttribute('data-variant', 'success');
  });

  it('closes the toast with its named close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Added to cart' }).id;
    });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('updates and dismisses through the handle that toast() returns', () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saving…' });
    });
    act(() => handle?.update({ title: 'Saved', variant: 'success' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => handle?.dismiss());
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('runs the action and places the viewport where asked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Toaster position="top-middle" />);
    act(() => {
      toast({ title: 'Item removed', action: { label: 'Undo', altText: 'Undo removing the item', onSelect } });
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-position]')).toHaveAttribute('data-position', 'top-middle');
  });
});
