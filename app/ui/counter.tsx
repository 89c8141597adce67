import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from '~/ui/styled';
import { useControllableState } from '~/ui/field-parts';
import * as styles from './counter.css';

export type CounterProps = {
  /** Accessible name of the group and its value; visible only with `showLabel`. */
  label: string;
  showLabel?: boolean;
  value?: number;
  defaultValue?: number;
  /** Asked for `value - 1` by the decrease control and `value + 1` by the increase control (spec section 4). */
  onValueChange?: (next: number) => void;
  min?: number;
  max?: number;
  /** Each control can be disabled on its own, e.g. for a purchase limit. */
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  disabled?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
};

const Root = styled('div', styles.root);

const Stepper = styled('div', styles.stepper);

const Step = styled('button', styles.step);

const Value = styled('output', styles.value);

const LabelText = styled('span', styles.labelText);

const icon = (d: string) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d={d} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

export function Counter({
  label,
  showLabel = false,
  value: valueProp,
  defaultValue = 1,
  onValueChange,
  min,
  max,
  decreaseDisabled = false,
  increaseDisabled = false,
  disabled = false,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
}: CounterProps) {
  const labelId = useId();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const cannotDecrease = decreaseDisabled || (min !== undefined && value <= min);
  const cannotIncrease = increaseDisabled || (max !== undefined && value >= max);
  const labelText: ReactNode = <LabelText id={labelId}>{label}</LabelText>;
  return (
    <Root role="group" aria-labelledby={labelId}>
      {showLabel ? labelText : <VisuallyHidden>{labelText}</VisuallyHidden>}
      <Stepper data-disabled={disabled ? '' : undefined}>
        {/* aria-disabled, not disabled: reaching a bound must not throw keyboard focus out of the counter. */}
        <Step
          type="button"
          aria-label={decreaseLabel}
          disabled={disabled}
          aria-disabled={cannotDecrease || undefined}
          onClick={() => !cannotDecrease && setValue(value - 1)}
        >
          {icon('M3.5 8h9')}
        </Step>
        <Value aria-live="polite" aria-atomic="true" aria-labelledby={labelId}>
          {value}
        </Value>
        <Step
          type="button"
          aria-label={increaseLabel}
          disabled={disabled}
          aria-disabled={cannotIncrease || undefined}
          onClick={() => !cannotIncrease && setValue(value + 1)}
        >
          {icon('M3.5 8h9M8 3.5v9')}
        </Step>
      </Stepper>
    </Root>
  );
}
