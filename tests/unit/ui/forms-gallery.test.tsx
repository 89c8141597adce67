// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormsGallery } from '~/kit/forms-gallery';

describe('given the forms gallery', () => {
  it('names every control it shows', () => {
    render(<FormsGallery />);
    const roles = ['textbox', 'searchbox', 'combobox', 'checkbox', 'radio', 'button', 'radiogroup', 'group'] as const;
    for (const role of roles) {
      for (const control of screen.queryAllByRole(role)) expect(control).toHaveAccessibleName();
    }
  });

  it('shows the checkbox in all three states, the parent following its children', async () => {
    const user = userEvent.setup();
    render(<FormsGallery />);
    const states = screen.getAllByRole('checkbox').map((box) => box.getAttribute('data-state'));
    expect(new Set(states)).toEqual(new Set(['checked', 'unchecked', 'indeterminate']));
    await user.click(screen.getByRole('checkbox', { name: 'Emotes' }));
    expect(screen.getByRole('checkbox', { name: 'All cosmetics' })).toHaveAttribute('data-state', 'checked');
  });

  it('shows counters at min, in the middle, at max and disabled', () => {
    render(<FormsGallery />);
    const counter = (name: string) => within(screen.getByRole('group', { name }));
    expect(counter('Quantity at minimum').getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(counter('Quantity').getByRole('button', { name: 'Increase quantity' })).not.toHaveAttribute('aria-disabled');
    expect(counter('Quantity at maximum').getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(counter('Sold out quantity').getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('shows the one-time code empty, partly filled and in error', () => {
    render(<FormsGallery />);
    const slots = (name: string) =>
      within(screen.getByRole('group', { name })).getAllByRole('textbox') as HTMLInputElement[];
    expect(
      slots('Verification code')
        .map((s) => s.value)
        .join(''),
    ).toBe('');
    expect(
      slots('Login code')
        .map((s) => s.value)
        .join(''),
    ).toBe('482');
    expect(slots('Confirmation code')[0]).toHaveAttribute('aria-invalid', 'true');
  });
});
