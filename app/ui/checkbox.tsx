import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from '~/ui/stitches.config';
import { Asterisk, FieldMessage, describedBy, useFieldIds } from '~/ui/field-parts';

export type CheckedState = CheckboxPrimitive.CheckedState;

export type CheckboxProps = ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root> & {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
};

const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '$3',
  rowGap: '$1',
  alignItems: 'center',
  fontFamily: '$body',
});

const Box = styled(CheckboxPrimitive.Root, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  width: '1.375rem',
  height: '1.375rem',
  background: '$paper',
  border: '2px solid $border',
  borderRadius: 'calc($radii$input / 2)',
  color: '$baseBg',
  cursor: 'pointer',
  transition: 'background-color $fast, border-color $fast, box-shadow $fast',
  '&:hover:not(:disabled)': { borderColor: '$accentBorder' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  '&[data-state="checked"], &[data-state="indeterminate"]': { background: '$primary', borderColor: '$primary' },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

// Both icons render; the indicator's data-state shows the one that fits, so uncontrolled use needs no state.
const Indicator = styled(CheckboxPrimitive.Indicator, {
  display: 'grid',
  placeItems: 'center',
  '& > svg': { gridArea: '1 / 1' },
  '&[data-state="checked"] > [data-icon="dash"]': { display: 'none' },
  '&[data-state="indeterminate"] > [data-icon="check"]': { display: 'none' },
});

const Label = styled('label', {
  color: '$primaryText',
  fontSize: '0.9375rem',
  cursor: 'pointer',
  userSelect: 'none',
  '&[data-disabled]': { color: '$tertiaryText', cursor: 'not-allowed' },
});

const Message = styled(FieldMessage, { gridColumn: 2 });

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
