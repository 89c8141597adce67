// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '~/ui/checkbox';
import type { CheckedState } from '~/ui/checkbox';

describe('given a Checkbox', () => {
  it.each([
    [false, 'unchecked', 'false'],
    [true, 'checked', 'true'],
    ['indeterminate', 'indeterminate', 'mixed'],
  ] as const)('shows checked=%s as data-state="%s" and aria-checked="%s"', (checked, state, ariaChecked) => {
    render(<Checkbox label="Accept the terms" checked={checked} onCheckedChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'Accept the terms' });
    expect(box).toHaveAttribute('data-state', state);
    expect(box).toHaveAttribute('aria-checked', ariaChecked);
  });

  it('toggles on click when uncontrolled, and from its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Newsletter" />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    await user.click(box);
    expect(box).toHaveAttribute('data-state', 'checked');
    await user.click(screen.getByText('Newsletter'));
    expect(box).toHaveAttribute('data-state', 'unchecked');
  });

  it('toggles with the keyboard (Space)', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Newsletter" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  });

  it('asks to become checked from indeterminate when controlled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    function Parent() {
      const [checked, setChecked] = useState<CheckedState>('indeterminate');
      return (
        <Checkbox
          label="Select all"
          checked={checked}
          onCheckedChange={(next) => {
            onCheckedChange(next);
            setChecked(next);
          }}
        />
      );
    }
    render(<Parent />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    await user.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box).toHaveAttribute('data-state', 'checked');
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Locked" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Locked' });
    await user.click(box);
    expect(box).toHaveAttribute('data-state', 'unchecked');
  });

  it('wires an error through aria-invalid and aria-describedby, and marks required', () => {
    render(<Checkbox label="Accept the terms" required error="You must accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'Accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms');
  });
});
