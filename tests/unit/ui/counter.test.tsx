// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Counter } from '~/ui/counter';

const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('given a controlled Counter at 3', () => {
  it('the decrease control asks for value - 1', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Counter label="Quantity" value={3} onValueChange={onValueChange} />);
    await user.click(decrease());
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('the increase control asks for value + 1', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Counter label="Quantity" value={3} onValueChange={onValueChange} />);
    await user.click(increase());
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('announces the value politely inside a labelled group', () => {
    render(<Counter label="Quantity" value={3} />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    const output = screen.getByRole('status');
    expect(output).toHaveTextContent('3');
    expect(output).toHaveAttribute('aria-live', 'polite');
  });
});

describe('each control can be disabled separately', () => {
  it('decreaseDisabled blocks only decrease', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Counter label="Quantity" value={3} decreaseDisabled onValueChange={onValueChange} />);
    expect(decrease()).toHaveAttribute('aria-disabled', 'true');
    expect(increase()).not.toHaveAttribute('aria-disabled');
    await user.click(decrease());
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(increase());
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('increaseDisabled blocks only increase (a purchase limit)', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Counter label="Quantity" value={3} increaseDisabled onValueChange={onValueChange} />);
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
    expect(decrease()).not.toHaveAttribute('aria-disabled');
    await user.click(increase());
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(decrease());
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('disabled turns off both', () => {
    render(<Counter label="Quantity" value={3} disabled />);
    expect(decrease()).toBeDisabled();
    expect(increase()).toBeDisabled();
  });
});

describe('bounds', () => {
  it.each([
    [1, true, false],
    [2, false, false],
    [3, false, true],
  ])('at %i of 1..3: decrease blocked %s, increase blocked %s', async (value, decBlocked, incBlocked) => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Counter label="Quantity" value={value} min={1} max={3} onValueChange={onValueChange} />);
    expect(decrease().getAttribute('aria-disabled') === 'true').toBe(decBlocked);
    expect(increase().getAttribute('aria-disabled') === 'true').toBe(incBlocked);
    await user.click(decrease());
    await user.click(increase());
    const asked = onValueChange.mock.calls.map(([next]) => next);
    expect(asked).toEqual([...(decBlocked ? [] : [value - 1]), ...(incBlocked ? [] : [value + 1])]);
  });

  it('counts by itself when uncontrolled, stopping at max and keeping focus there', async () => {
    const user = userEvent.setup();
    render(<Counter label="Quantity" defaultValue={1} max={2} />);
    await user.click(increase());
    await user.click(increase());
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(increase()).toHaveFocus();
  });
});
