// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOATING_LABEL_SCALE, LABEL_REMEASURE_MS, TextField } from '~/ui/text-field';
import type { TextFieldProps } from '~/ui/text-field';

const labelOf = (name: string) => screen.getByText(name, { selector: 'label' });

describe('given a floating-label TextField', () => {
  afterEach(() => vi.useRealTimers());

  it('rests while empty and blurred, floats on focus, rests again on blur', async () => {
    const user = userEvent.setup();
    render(<TextField floatingLabel labelOffsetX={12} label="Email" />);
    expect(labelOf('Email')).toHaveAttribute('data-state', 'resting');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(labelOf('Email')).toHaveAttribute('data-state', 'floating');
    await user.tab();
    expect(labelOf('Email')).toHaveAttribute('data-state', 'resting');
  });

  it('stays floating after blur once filled (uncontrolled)', async () => {
    const user = userEvent.setup();
    render(<TextField floatingLabel labelOffsetX="0.75rem" label="Email" />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.tab();
    expect(labelOf('Email')).toHaveAttribute('data-state', 'floating');
  });

  it('floats when a controlled value is filled and rests when it is cleared', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('x');
      return (
        <>
          <TextField
            floatingLabel
            labelOffsetX={12}
            label="Name"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(labelOf('Name')).toHaveAttribute('data-state', 'floating');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(labelOf('Name')).toHaveAttribute('data-state', 'resting');
  });

  it('floats from a default value', () => {
    render(<TextField floatingLabel labelOffsetX={12} label="Coupon" defaultValue="SPRING" />);
    expect(labelOf('Coupon')).toHaveAttribute('data-state', 'floating');
  });

  it('applies the horizontal offset, numbers as pixels', () => {
    const { rerender } = render(<TextField floatingLabel labelOffsetX={14} label="Email" />);
    const control = () => labelOf('Email').parentElement as HTMLElement;
    expect(control().style.getPropertyValue('--gf-label-x')).toBe('14px');
    rerender(<TextField floatingLabel labelOffsetX="1rem" label="Email" />);
    expect(control().style.getPropertyValue('--gf-label-x')).toBe('1rem');
  });

  it(`re-measures the label ${LABEL_REMEASURE_MS} ms after mount and sizes the notch from it, not before`, () => {
    vi.useFakeTimers();
    let width = 40;
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width);
    render(<TextField floatingLabel labelOffsetX={12} label="Email" />);
    const notch = () => (labelOf('Email').parentElement as HTMLElement).style.getPropertyValue('--gf-notch');
    expect(notch()).toBe(`${Math.ceil(40 * FLOATING_LABEL_SCALE)}px`);

    width = 80; // the web font has loaded and the label grew
    act(() => vi.advanceTimersByTime(LABEL_REMEASURE_MS - 1));
    expect(notch()).toBe(`${Math.ceil(40 * FLOATING_LABEL_SCALE)}px`);
    act(() => vi.advanceTimersByTime(1));
    expect(notch()).toBe(`${Math.ceil(80 * FLOATING_LABEL_SCALE)}px`);
  });
});

describe('given a required TextField', () => {
  it.each([true, false])('shows an aria-hidden asterisk after the label (floating: %s)', (floating) => {
    const props: TextFieldProps = floating
      ? { floatingLabel: true, labelOffsetX: 12, label: 'Email', required: true }
      : { label: 'Email', required: true };
    render(<TextField {...props} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    const label = document.querySelector(`label[for="${input.id}"]`) as HTMLElement;
    expect(label.textContent).toBe('Email*');
    expect(label.lastElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(label.lastElementChild).toHaveTextContent('*');
  });
});

describe('given an error and helper text', () => {
  it('marks the input invalid and describes it by the error message and the helper', () => {
    render(
      <TextField
        floatingLabel
        labelOffsetX={12}
        label="Email"
        error="Enter a valid email"
        helperText="We send the receipt here"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email We send the receipt here');
    const [errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Enter a valid email');
  });

  it('is not invalid without an error and keeps a caller aria-describedby', () => {
    render(<TextField label="Name" helperText="As on your card" aria-describedby="extra" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.getAttribute('aria-describedby')).toMatch(/-helper extra$/);
  });
});

describe('TextField props (type-level)', () => {
  it('requires labelOffsetX when floatingLabel is true', () => {
    // @ts-expect-error - spec section 5: a floating-label input needs a horizontal offset.
    const missing: TextFieldProps = { floatingLabel: true, label: 'Email' };
    // @ts-expect-error - an offset is meaningless without a floating label.
    const stray: TextFieldProps = { label: 'Email', labelOffsetX: 12 };
    const fine: TextFieldProps[] = [{ label: 'Email' }, { floatingLabel: true, labelOffsetX: '1rem', label: 'Email' }];
    expect([missing, stray, ...fine]).toHaveLength(4);
  });

  it('rejects a bare number string as the offset', () => {
    // @ts-expect-error - a CSS length needs a unit (or pass a number of pixels).
    const unitless: TextFieldProps = { floatingLabel: true, labelOffsetX: '12', label: 'Email' };
    expect(unitless).toBeDefined();
  });
});
