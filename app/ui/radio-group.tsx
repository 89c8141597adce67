import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { forwardRef, useId } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from '~/ui/styled';
import { Asterisk, FieldGroupLabel, FieldMessages, describedBy, useFieldIds } from '~/ui/field-parts';
import * as styles from './radio-group.css';

export type RadioGroupProps = ComponentPropsWithoutRef<typeof RadioPrimitive.Root> & {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
};

const Root = styled(RadioPrimitive.Root, styles.root);

const Fieldset = styled('div', styles.fieldset);

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

const ItemRow = styled('div', styles.itemRow);

const Item = styled(RadioPrimitive.Item, styles.item);

const Dot = styled(RadioPrimitive.Indicator, styles.dot);

const ItemLabel = styled('label', styles.itemLabel);

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
