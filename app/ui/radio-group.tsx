import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { forwardRef, useId } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from '~/ui/stitches.config';
import { Asterisk, FieldGroupLabel, FieldMessages, describedBy, useFieldIds } from '~/ui/field-parts';

export type RadioGroupProps = ComponentPropsWithoutRef<typeof RadioPrimitive.Root> & {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
};

const Root = styled(RadioPrimitive.Root, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: '$5' },
});

const Fieldset = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', fontFamily: '$body' });

/** Arrow keys move between items and select them (Radix roving focus). */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, error, helperText, id, required, children, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <Fieldset>
      <FieldGroupLabel id={ids.labelId}>
        {label}
        <Asterisk required={required} />
      </FieldGroupLabel>
      <Root
        ref={ref}
        id={ids.controlId}
        required={required}
        aria-labelledby={ids.labelId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { error, helperText })}
        {...props}
      >
        {children}
      </Root>
      <FieldMessages ids={ids} error={error} helperText={helperText} />
    </Fieldset>
  );
});

const ItemRow = styled('div', { display: 'inline-flex', alignItems: 'center', gap: '$3' });

const Item = styled(RadioPrimitive.Item, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  background: '$paper',
  border: '2px solid $border',
  borderRadius: '$pill',
  cursor: 'pointer',
  transition: 'border-color $fast',
  '&:hover:not(:disabled)': { borderColor: '$accentBorder' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  '&[data-state="checked"]': { borderColor: '$primary' },
  '[aria-invalid="true"] &': { borderColor: '$danger' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

const Dot = styled(RadioPrimitive.Indicator, {
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '$pill',
  background: '$primary',
  boxShadow: '0 0 8px $colors$primary',
});

const ItemLabel = styled('label', {
  color: '$primaryText',
  fontSize: '0.9375rem',
  cursor: 'pointer',
  userSelect: 'none',
  '&[data-disabled]': { color: '$tertiaryText', cursor: 'not-allowed' },
});

export type RadioGroupItemProps = ComponentPropsWithoutRef<typeof RadioPrimitive.Item> & { label: ReactNode };

export const RadioGroupItem = forwardRef<HTMLButtonElement, RadioGroupItemProps>(function RadioGroupItem(
  { label, id, disabled, ...props },
  ref,
) {
  const generated = useId();
  const itemId = id ?? `radio-${generated}`;
  return (
    <ItemRow>
      <Item ref={ref} id={itemId} disabled={disabled} {...props}>
        <Dot />
      </Item>
      <ItemLabel htmlFor={itemId} data-disabled={disabled ? '' : undefined}>
        {label}
      </ItemLabel>
    </ItemRow>
  );
});
