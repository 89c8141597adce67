import { useRef } from 'react';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { styled } from '~/ui/styled';

export { OTP_SLOT_UNITS } from './one-time-code-input.css';
import { FieldGroupLabel, FieldMessages, describedBy, useControllableState, useFieldIds } from '~/ui/field-parts';
import * as styles from './one-time-code-input.css';

export type OneTimeCodeInputProps = {
  length?: number;
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called once the last slot is filled, with the whole code. */
  onComplete?: (code: string) => void;
  label?: ReactNode;
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Submits the joined code with a form. */
  name?: string;
  id?: string;
};

const Group = styled('div', styles.group);
const Slots = styled('div', styles.slots);

const Slot = styled('input', styles.slot);

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function OneTimeCodeInput({
  length = 6,
  value: valueProp,
  defaultValue = '',
  onChange,
  onComplete,
  label = 'Verification code',
  error,
  helperText,
  disabled,
  autoFocus,
  name,
  id,
}: OneTimeCodeInputProps) {
  const ids = useFieldIds(id);
  const slots = useRef<Array<HTMLInputElement | null>>([]);
  const [rawValue, setValue] = useControllableState({ value: valueProp, defaultValue, onChange });
  const value = digitsOf(rawValue).slice(0, length);
  // Focus moves inside event handlers, before the re-render: the focus handler reads the newest code here.
  const latest = useRef(value);
  latest.current = value;

  const focusSlot = (index: number) => {
    const slot = slots.current[Math.max(0, Math.min(index, length - 1))];
    slot?.focus();
    slot?.select();
  };
  const commit = (next: string, focusIndex: number) => {
    const code = next.slice(0, length);
    latest.current = code;
    if (code !== value) setValue(code);
    focusSlot(focusIndex);
    if (code.length === length && code !== value) onComplete?.(code);
  };
  // The code stays contiguous: a slot past the first empty one is never written to.
  const put = (index: number, digits: string) => {
    const at = Math.min(index, value.length);
    const next = (value.slice(0, at) + digits + value.slice(at + digits.length)).slice(0, length);
    commit(next, at + digits.length);
  };
  const without = (index: number) => value.slice(0, index) + value.slice(index + 1);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    const key = event.key;
    if (key === 'Backspace') {
      event.preventDefault();
      // Clear this slot if it holds a digit, the one before otherwise; either way go back one.
      if (value[index] !== undefined) commit(without(index), index - 1);
      else if (index > 0) commit(without(index - 1), index - 1);
      return;
    }
    if (key === 'Delete') {
      event.preventDefault();
      if (value[index] !== undefined) commit(without(index), index);
      return;
    }
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: value.length };
    const move = moves[key];
    if (move !== undefined) {
      event.preventDefault();
      focusSlot(Math.min(move, value.length));
      return;
    }
    if (key.length === 1) {
      event.preventDefault();
      if (/\d/.test(key)) put(index, key);
    }
  };

  // Reached by autofill and by virtual keyboards that send no usable key in keydown.
  const onInput = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const digits = digitsOf(typed);
    if (typed === '') {
      if (value[index] !== undefined) commit(without(index), index);
      return;
    }
    if (digits === '') return;
    const previous = value[index];
    const fresh =
      previous !== undefined && digits.length === 2 && digits.startsWith(previous) ? digits.slice(1) : digits;
    if (fresh.length >= length) commit(fresh, length - 1);
    else put(index, fresh);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits === '') return;
    // The whole code fills every slot wherever it is pasted; a part fills from the focused slot.
    if (digits.length >= length) commit(digits, length - 1);
    else put(index, digits);
  };

  const onFocus = (index: number) => () => {
    if (index > latest.current.length) focusSlot(latest.current.length);
    else slots.current[index]?.select();
  };

  return (
    <Group>
      <FieldGroupLabel id={ids.labelId} data-disabled={disabled ? '' : undefined}>
        {label}
      </FieldGroupLabel>
      <Slots role="group" aria-labelledby={ids.labelId} aria-describedby={describedBy(ids, { error, helperText })}>
        {Array.from({ length }, (_, index) => (
          <Slot
            key={index}
            ref={(node) => {
              slots.current[index] = node;
            }}
            id={index === 0 ? ids.controlId : undefined}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            // One tab stop for the whole code (the slot to type in next), so Tab leaves the group.
            tabIndex={index === Math.min(value.length, length - 1) ? 0 : -1}
            data-state={value[index] === undefined ? 'empty' : 'filled'}
            value={value[index] ?? ''}
            onKeyDown={onKeyDown(index)}
            onChange={onInput(index)}
            onPaste={onPaste(index)}
            onFocus={onFocus(index)}
          />
        ))}
      </Slots>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <FieldMessages ids={ids} error={error} helperText={helperText} />
    </Group>
  );
}
