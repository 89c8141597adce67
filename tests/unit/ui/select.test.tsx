// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Select } from '~/ui/select';

// happy-dom lacks the pointer-capture and scrolling APIs Radix Select calls.
beforeAll(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
  window.HTMLElement.prototype.hasPointerCapture = vi.fn(() => false);
  window.HTMLElement.prototype.releasePointerCapture = vi.fn();
});

const regions = [
  { value: 'eu', label: 'Europe' },
  { value: 'na', label: 'North America' },
  { value: 'asia', label: 'Asia', disabled: true },
];

describe('given a Select', () => {
  it('renders its label and placeholder', () => {
    render(<Select label="Region" placeholder="Choose a region" options={regions} />);
    const trigger = screen.getByRole('combobox', { name: 'Region' });
    expect(trigger).toHaveTextContent('Choose a region');
    expect(trigger).toHaveAttribute('data-placeholder');
  });

  it('opens by keyboard and picks an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Region" placeholder="Choose a region" options={regions} onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'North America' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('na');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('North America');
  });

  it('wires error, helper and required like a text field', () => {
    render(
      <Select label="Region" options={regions} required error="Choose a region" helperText="Sets prices and taxes" />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Region' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a region Sets prices and taxes');
  });
});
