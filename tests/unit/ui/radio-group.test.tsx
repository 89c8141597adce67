// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, RadioGroupItem } from '~/ui/radio-group';

function Delivery(props: { onValueChange?: (value: string) => void; defaultValue?: string; error?: string }) {
  return (
    <RadioGroup label="Delivery" {...props}>
      <RadioGroupItem value="email" label="Email" />
      <RadioGroupItem value="sms" label="SMS" />
      <RadioGroupItem value="post" label="Post" disabled />
    </RadioGroup>
  );
}

describe('given a RadioGroup', () => {
  it('is a labelled radiogroup of labelled radios', () => {
    render(<Delivery />);
    expect(screen.getByRole('radiogroup', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Post' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'SMS' })).toHaveAttribute('data-state', 'unchecked');
  });

  it('selects on click and from the label', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Delivery onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(screen.getByRole('radio', { name: 'SMS' })).toHaveAttribute('data-state', 'checked');
    await user.click(screen.getByText('Email'));
    expect(onValueChange.mock.calls).toEqual([['sms'], ['email']]);
  });

  it('moves and selects with the arrow keys, skipping a disabled item', async () => {
    const user = userEvent.setup();
    render(<Delivery defaultValue="email" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
    // Held like a real key press: Radix selects on the focus that the arrow key moves, while it is down.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'SMS' })).toHaveFocus());
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await user.keyboard('{ArrowDown>}');
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
  });

  it('describes the group by its error', () => {
    render(<Delivery error="Pick a delivery method" />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Pick a delivery method');
  });
});
