import * as SelectPrimitive from '@radix-ui/react-select';
import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from '~/ui/styled';
import { FieldLabel, FieldMessages, FieldRoot, describedBy, useFieldIds } from '~/ui/field-parts';
import * as styles from './select.css';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectProps = Omit<SelectPrimitive.SelectProps, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: ReactNode;
  error?: string;
  helperText?: ReactNode;
  id?: string;
};

const Trigger = styled(SelectPrimitive.Trigger, styles.trigger);

const Chevron = styled('svg', styles.chevron);

const Content = styled(SelectPrimitive.Content, styles.content);

const Viewport = styled(SelectPrimitive.Viewport, styles.viewport);

const Item = styled(SelectPrimitive.Item, styles.item);

const Indicator = styled(SelectPrimitive.ItemIndicator, styles.indicator);

/** A labelled Radix Select: the trigger is the one focusable control, wired like a TextField. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { label, options, placeholder, error, helperText, id, required, disabled, ...rootProps },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      <SelectPrimitive.Root required={required} disabled={disabled} {...rootProps}>
        <Trigger
          ref={ref}
          id={ids.controlId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { error, helperText })}
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <Chevron width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <path
                d="M4 6l4 4 4-4"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </Chevron>
          </SelectPrimitive.Icon>
        </Trigger>
        <SelectPrimitive.Portal>
          <Content position="popper" sideOffset={6}>
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <Indicator>
                    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
                      <path
                        d="M3 8.5l3.2 3L13 4.5"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </Indicator>
                </Item>
              ))}
            </Viewport>
          </Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      <FieldMessages ids={ids} error={error} helperText={helperText} />
    </FieldRoot>
  );
});
