// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OTP_SLOT_UNITS, OneTimeCodeInput } from '~/ui/one-time-code-input';

const slot = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const slotValues = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('given an empty OneTimeCodeInput', () => {
  it('is a labelled group of six labelled slots, the first one autofillable', () => {
    render(<OneTimeCodeInput />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(slot(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(slot(1)).toHaveAttribute('inputmode', 'numeric');
    expect(slot(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('slots are 12 by 16 units', () => {
    expect(OTP_SLOT_UNITS).toEqual({ width: 12, height: 16 });
  });

  it('typing a digit fills the slot and advances focus', async () => {
    const user = userEvent.setup();
    render(<OneTimeCodeInput />);
    await user.click(slot(1));
    await user.keyboard('1');
    expect(slot(1)).toHaveValue('1');
    expect(slot(2)).toHaveFocus();
    await user.keyboard('23');
    expect(slotValues()).toEqual(['1', '2', '3', '', '', '']);
    expect(slot(4)).toHaveFocus();
  });

  it('ignores letters and other characters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OneTimeCodeInput onChange={onChange} />);
    await user.click(slot(1));
    await user.keyboard('a-Z 4');
    expect(slotValues()).toEqual(['4', '', '', '', '', '']);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('4');
  });

  it('Backspace clears and goes back', async () => {
    const user = userEvent.setup();
    render(<OneTimeCodeInput />);
    await user.click(slot(1));
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(slotValues()).toEqual(['1', '2', '', '', '', '']);
    expect(slot(3)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(slotValues()).toEqual(['', '', '', '', '', '']);
    expect(slot(1)).toHaveFocus();
  });

  it('is one tab stop: Tab lands on the next slot to fill, and the next Tab leaves the code', async () => {
    const user = userEvent.setup();
    render(
      <>
        <OneTimeCodeInput defaultValue="12" />
        <button type="button">Verify</button>
      </>,
    );
    await user.tab();
    expect(slot(3)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
  });

  it('moves between filled slots with the arrow keys, not past the first empty one', async () => {
    const user = userEvent.setup();
    render(<OneTimeCodeInput defaultValue="12" />);
    await user.click(slot(3));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slot(1)).toHaveFocus();
    await user.keyboard('9');
    expect(slotValues()).toEqual(['9', '2', '', '', '', '']);
    expect(slot(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slot(3)).toHaveFocus();
  });

  it('clicking an empty slot past the code focuses the first empty slot', async () => {
    const user = userEvent.setup();
    render(<OneTimeCodeInput defaultValue="12" />);
    await user.click(slot(6));
    expect(slot(3)).toHaveFocus();
  });

  it('pasting the whole code fills every slot and completes', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OneTimeCodeInput onComplete={onComplete} />);
    await user.click(slot(1));
    await user.paste('482913');
    expect(slotValues()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
    expect(slot(6)).toHaveFocus();
  });

  it('pasting the whole code into a later slot still fills from the first, dropping separators', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OneTimeCodeInput defaultValue="99" onComplete={onComplete} />);
    await user.click(slot(2));
    await user.paste('482-913');
    expect(slotValues()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
  });

  it('pasting part of a code fills from the focused slot', async () => {
    const user = userEvent.setup();
    render(<OneTimeCodeInput defaultValue="1" />);
    await user.click(slot(2));
    await user.paste('23');
    expect(slotValues()).toEqual(['1', '2', '3', '', '', '']);
    expect(slot(4)).toHaveFocus();
  });

  it('typing the last digit completes the code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OneTimeCodeInput length={4} onComplete={onComplete} />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('1234');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });
});

describe('given a controlled OneTimeCodeInput with an error', () => {
  it('shows the parent value, reports changes and marks every slot invalid', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [code, setCode] = useState('12');
      return <OneTimeCodeInput value={code} onChange={setCode} error="That code has expired" />;
    }
    render(<Parent />);
    expect(slotValues()).toEqual(['1', '2', '', '', '', '']);
    await user.click(slot(3));
    await user.keyboard('3');
    expect(slotValues()).toEqual(['1', '2', '3', '', '', '']);
    for (const input of screen.getAllByRole('textbox')) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'That code has expired',
    );
  });
});

describe('given a browser that autofills the code into the first slot', () => {
  it('spreads the code over every slot and completes', () => {
    const onComplete = vi.fn();
    render(<OneTimeCodeInput onComplete={onComplete} />);
    fireEvent.change(slot(1), { target: { value: '735102' } });
    expect(slotValues()).toEqual(['7', '3', '5', '1', '0', '2']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('735102');
  });
});
