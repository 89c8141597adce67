import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from '~/ui/styled';
import { Asterisk, FieldMessage, describedBy, useFieldIds } from '~/ui/field-parts';
import * as styles from './checkbox.css';

export type CheckedState = CheckboxPrimitive.CheckedState;

export type CheckboxProps = ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root> & {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
};

const Row = styled('div', styles.row);

const Box = styled(CheckboxPrimitive.Root, styles.box);

// Both icons render; the indicator's data-state shows the one that fits, so uncontrolled use needs no state.
const Indicator = styled(CheckboxPrimitive.Indicator, styles.indicator);

const Label = styled('label', styles.label);

const Message = styled(FieldMessage, styles.message);

export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, error, helperText, id, required, disabled, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <Row>
      <Box
        ref={ref}
        id={ids.controlId}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { error, helperText })}
        {...props}
      >
        <Indicator>
          <svg data-icon="check" width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path
              d="M3 8.5l3.2 3L13 4.5"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <svg data-icon="dash" width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path d="M3.5 8h9" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </Indicator>
      </Box>
      <Label htmlFor={ids.controlId} data-disabled={disabled ? '' : undefined}>
        {label}
        <Asterisk required={required} />
      </Label>
      {error ? (
        <Message id={ids.errorId} tone="error">
          {error}
        </Message>
      ) : null}
      {helperText ? <Message id={ids.helperId}>{helperText}</Message> : null}
    </Row>
  );
});
