// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OverlaysGallery } from '~/kit/overlays-gallery';
import { toastStore } from '~/ui/use-toast';

describe('given the overlays gallery', () => {
  afterEach(() => {
    act(() => toastStore.remove());
  });

  it('renders every section and fires a toast from its buttons', async () => {
    const user = userEvent.setup();
    render(<OverlaysGallery />);
    expect(screen.getByRole('heading', { name: 'Overlays, feedback and navigation' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: /^Pagination/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Destructive toast' }));
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'top-middle' }));
    expect(document.querySelector('[data-position]')).toHaveAttribute('data-position', 'top-middle');
  });

  it('opens the dropdown menu with its items', async () => {
    const user = userEvent.setup();
    render(<OverlaysGallery />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Show owned items' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('opens the popover', async () => {
    const user = userEvent.setup();
    render(<OverlaysGallery />);
    await user.click(screen.getByRole('button', { name: 'What are coins?' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('virtual currency');
  });
});
