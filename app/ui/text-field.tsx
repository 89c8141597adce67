import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentPropsWithoutRef, CSSProperties, FocusEvent, ChangeEvent, ReactNode } from 'react';
import { styled } from '~/ui/stitches.config';
import {
  Asterisk,
  FieldLabel,
  FieldMessages,
  FieldRoot,
  composeRefs,
  describedBy,
  useFieldIds,
} from '~/ui/field-parts';

/** Spec section 9: the floating label's width is re-measured 0.3 s after it appears (web fonts settle by then). */
export const LABEL_REMEASURE_MS = 300;
/** The floating label shrinks to this scale; the notch is sized from the scaled width. */
export const FLOATING_LABEL_SCALE = 0.75;
const NOTCH_PADDING_PX = 4;

/** A CSS length, or a number of pixels. */
export type CssLength =
  number | `${number}${'px' | 'rem' | 'em' | '%' | 'ch' | 'vw'}` | `calc(${string})` | `var(--${string})`;

export const cssLength = (length: CssLength) => (typeof length === 'number' ? `${length}px` : length);

/** The plain, self-bordered input: one element. */
export const Input = styled('input', {
  width: '100%',
  minHeight: '2.75rem',
  padding: '0 $3',
  fontFamily: '$body',
  fontSize: '1rem',
  color: '$primaryText',
  background: '$paper',
  border: '1px solid $border',
  borderRadius: '$input',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$tertiaryText' },
  '&:hover:not(:disabled)': { borderColor: '$accentBorder' },
  '&:focus-visible': {
    outline: 'none',
    borderColor: '$primary',
    boxShadow: '0 0 0 3px color-mix(in srgb, $colors$primary 30%, transparent)',
  },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});

const Control = styled('div', {
  '--gf-gap': '0px',
  position: 'relative',
  display: 'flex',
  minHeight: '3.5rem',
  background: '$paper',
  borderRadius: '$input',
  '&[data-state="floating"]': { '--gf-gap': `calc(var(--gf-notch) + ${NOTCH_PADDING_PX * 2}px)` },
  '&[data-disabled]': { opacity: 0.55 },
});

const BareInput = styled('input', {
  flex: 1,
  minWidth: 0,
  padding: '0 $3 0 var(--gf-label-x)',
  fontFamily: '$body',
  fontSize: '1rem',
  color: '$primaryText',
  background: 'transparent',
  border: 'none',
  borderRadius: '$input',
  '&:focus-visible': { outline: 'none' },
  '&::placeholder': { color: 'transparent', transition: 'color $fast' },
  '[data-state="floating"] > &::placeholder': { color: '$tertiaryText' },
  '&:disabled': { cursor: 'not-allowed' },
});

const notchX = `calc(var(--gf-label-x) - ${NOTCH_PADDING_PX}px)`;
const notchEnd = `calc(var(--gf-label-x) - ${NOTCH_PADDING_PX}px + var(--gf-gap))`;

/** The border, with a cut-out in its top edge where the floating label sits. */
const Outline = styled('span', {
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  border: '1px solid $border',
  borderRadius: '$input',
  clipPath: `polygon(0 0, ${notchX} 0, ${notchX} 3px, ${notchEnd} 3px, ${notchEnd} 0, 100% 0, 100% 100%, 0 100%)`,
  transition: 'border-color $fast, box-shadow $fast, clip-path $normal',
  [`${Control}:hover > &`]: { borderColor: '$accentBorder' },
  [`${Control}:focus-within > &`]: { borderColor: '$primary', boxShadow: 'inset 0 0 0 1px $colors$primary' },
  [`${Control}[data-invalid] > &`]: { borderColor: '$danger' },
  [`${Control}[data-invalid]:focus-within > &`]: { boxShadow: 'inset 0 0 0 1px $colors$danger' },
  '@reducedMotion': { transition: 'none' },
});

const FloatingLabelText = styled('label', {
  position: 'absolute',
  top: 0,
  left: 'var(--gf-label-x)',
  maxWidth: 'calc(100% - 2 * var(--gf-label-x))',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  pointerEvents: 'none',
  transformOrigin: 'left center',
  transform: 'translateY(calc(1.75rem - 50%))',
  color: '$secondaryText',
  fontSize: '1rem',
  lineHeight: 1.25,
  transition: 'transform $normal, color $fast',
  '&[data-state="floating"]': {
    transform: `translateY(-50%) scale(${FLOATING_LABEL_SCALE})`,
    color: '$accentText',
    fontWeight: 600,
  },
  [`${Control}:focus-within > &`]: { color: '$primary' },
  [`${Control}[data-invalid] > &`]: { color: '$danger' },
  '@reducedMotion': { transition: 'none' },
});

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
      if (labelRef.current) setNotch(Math.ceil(labelRef.current.offsetWidth * FLOATING_LABEL_SCALE));
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
