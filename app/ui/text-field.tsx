import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentPropsWithoutRef, CSSProperties, FocusEvent, ChangeEvent, ReactNode } from 'react';
import { styled } from '~/ui/styled';

export { FLOATING_LABEL_SCALE } from './text-field.css';
import {
  Asterisk,
  FieldLabel,
  FieldMessages,
  FieldRoot,
  composeRefs,
  describedBy,
  useFieldIds,
} from '~/ui/field-parts';
import * as styles from './text-field.css';

/** Spec section 9: the floating label's width is re-measured 0.3 s after it appears (web fonts settle by then). */
export const LABEL_REMEASURE_MS = 300;

/** A CSS length, or a number of pixels. */
export type CssLength =
  number | `${number}${'px' | 'rem' | 'em' | '%' | 'ch' | 'vw'}` | `calc(${string})` | `var(--${string})`;

export const cssLength = (length: CssLength) => (typeof length === 'number' ? `${length}px` : length);

/** The plain, self-bordered input: one element. */
export const Input = styled('input', styles.input);

const Control = styled('div', styles.control);

const BareInput = styled('input', styles.bareInput);

/** The border, with a cut-out in its top edge where the floating label sits. */
const Outline = styled('span', styles.outline);

const FloatingLabelText = styled('label', styles.floatingLabelText);

type NativeInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'children'>;

type TextFieldCommonProps = NativeInputProps & {
  label: ReactNode;
  /** Shown under the field; sets aria-invalid and joins aria-describedby. */
  error?: string;
  helperText?: ReactNode;
};

/** Spec section 5: a floating-label input needs a horizontal offset, so omitting it does not compile. */
export type FloatingTextFieldProps = TextFieldCommonProps & { floatingLabel: true; labelOffsetX: CssLength };
export type StackedTextFieldProps = TextFieldCommonProps & { floatingLabel?: false; labelOffsetX?: never };
export type TextFieldProps = FloatingTextFieldProps | StackedTextFieldProps;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, forwardedRef) {
  const { label, error, helperText, floatingLabel, labelOffsetX, id, required, disabled, ...inputProps } = props;
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const labelRef = useRef<HTMLLabelElement | null>(null);
  const ref = useMemo(() => composeRefs(inputRef, forwardedRef), [forwardedRef]);
  const [focused, setFocused] = useState(false);
  const [uncontrolledFilled, setUncontrolledFilled] = useState(hasText(inputProps.defaultValue));
  const [notch, setNotch] = useState(0);
  const controlled = inputProps.value !== undefined;
  const filled = controlled ? hasText(inputProps.value) : uncontrolledFilled;
  const state = focused || filled ? 'floating' : 'resting';

  useEffect(() => {
    // A browser may restore or autofill an uncontrolled field before hydration.
    if (!controlled && inputRef.current) setUncontrolledFilled(inputRef.current.value !== '');
  }, [controlled]);

  useEffect(() => {
    if (!floatingLabel) return;
    const measure = () => {
      if (labelRef.current) setNotch(Math.ceil(labelRef.current.offsetWidth * styles.FLOATING_LABEL_SCALE));
    };
    measure();
    const timer = window.setTimeout(measure, LABEL_REMEASURE_MS);
    return () => window.clearTimeout(timer);
  }, [floatingLabel, label, required]);

  const a11y = {
    id: ids.controlId,
    required,
    disabled,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, { error, helperText, extra: inputProps['aria-describedby'] }),
  };
  const handlers = {
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(true);
      inputProps.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(false);
      inputProps.onBlur?.(event);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!controlled) setUncontrolledFilled(event.target.value !== '');
      inputProps.onChange?.(event);
    },
  };

  if (!floatingLabel) {
    return (
      <FieldRoot>
        <FieldLabel htmlFor={ids.controlId} required={required} disabled={disabled}>
          {label}
        </FieldLabel>
        <Input ref={ref} {...inputProps} {...a11y} {...handlers} />
        <FieldMessages ids={ids} error={error} helperText={helperText} />
      </FieldRoot>
    );
  }

  const vars = { '--gf-label-x': cssLength(labelOffsetX), '--gf-notch': `${notch}px` } as CSSProperties;
  return (
    <FieldRoot>
      <Control
        data-state={state}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        style={vars}
      >
        <BareInput ref={ref} {...inputProps} {...a11y} {...handlers} />
        <FloatingLabelText ref={labelRef} htmlFor={ids.controlId} data-state={state}>
          {label}
          <Asterisk required={required} />
        </FloatingLabelText>
        <Outline aria-hidden="true" />
      </Control>
      <FieldMessages ids={ids} error={error} helperText={helperText} />
    </FieldRoot>
  );
});

function hasText(value: unknown) {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return String(value) !== '';
}
