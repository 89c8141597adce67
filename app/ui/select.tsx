import * as SelectPrimitive from '@radix-ui/react-select';
import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { keyframes, motionMs, styled } from '~/ui/stitches.config';
import { FieldLabel, FieldMessages, FieldRoot, describedBy, useFieldIds } from '~/ui/field-parts';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectProps = Omit<SelectPrimitive.SelectProps, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: ReactNode;
  error?: string;
  helperText?: ReactNode;
  id?: string;
};

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const Trigger = styled(SelectPrimitive.Trigger, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  width: '100%',
  minHeight: '2.75rem',
  padding: '0 $3',
  fontFamily: '$body',
  fontSize: '1rem',
  color: '$primaryText',
  background: '$paper',
  border: '1px solid $border',
  borderRadius: '$input',
  cursor: 'pointer',
  transition: 'border-color $fast, box-shadow $fast',
  '&[data-placeholder]': { color: '$secondaryText' },
  '&:hover:not([data-disabled])': { borderColor: '$accentBorder' },
  '&:focus-visible, &[data-state="open"]': {
    borderColor: '$primary',
    boxShadow: '0 0 0 3px color-mix(in srgb, $colors$primary 30%, transparent)',
  },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
});

const Chevron = styled('svg', {
  flexShrink: 0,
  color: '$accentText',
  transition: 'transform $fast',
  [`${Trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
});

const Content = styled(SelectPrimitive.Content, {
  zIndex: '$overlay',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  fontFamily: '$body',
  background: '$paper',
  border: '1px solid $accentBorder',
  borderRadius: '$input',
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.5)',
  '&[data-state="open"]': { animation: `${slideIn} ${motionMs.normal}ms ease-out` },
  '&[data-state="closed"]': { animation: `${fadeOut} ${motionMs.fast}ms ease-in` },
  '@reducedMotion': { '&[data-state="open"], &[data-state="closed"]': { animation: 'none' } },
});

const Viewport = styled(SelectPrimitive.Viewport, { padding: '$1' });

const Item = styled(SelectPrimitive.Item, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  minHeight: '2.5rem',
  padding: '0 $3',
  borderRadius: 'calc($radii$input - 2px)',
  color: '$primaryText',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: '$bgAccent', color: '$accentText' },
  '&[data-state="checked"]': { fontWeight: 600 },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});

const Indicator = styled(SelectPrimitive.ItemIndicator, { display: 'inline-flex', color: '$primary' });

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
