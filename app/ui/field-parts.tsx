import { useCallback, useId, useState } from 'react';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { styled } from '~/ui/styled';
import * as styles from './field-parts.css';

/** The label, helper and error pieces every form control shares, and the ids that wire them together. */

export const FieldRoot = styled('div', styles.fieldRoot);
const LabelText = styled('label', styles.labelStyles, styles.labelText);
/** The visible name of a group of controls (radio group, code slots), referenced by aria-labelledby. */
export const FieldGroupLabel = styled('span', styles.labelStyles, styles.fieldGroupLabel);

export const RequiredMark = styled('span', styles.requiredMark);

/** Required fields show an asterisk after the label (spec section 5); it is hidden from screen readers. */
export function Asterisk({ required }: { required?: boolean }) {
  return required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null;
}

export type FieldLabelProps = ComponentPropsWithoutRef<typeof LabelText> & { required?: boolean; disabled?: boolean };

export function FieldLabel({ required, disabled, children, ...props }: FieldLabelProps) {
  return (
    <LabelText data-disabled={disabled ? '' : undefined} {...props}>
      {children}
      <Asterisk required={required} />
    </LabelText>
  );
}

export const FieldMessage = styled('p', styles.fieldMessage);

/** Error first, then helper: the order a screen reader reads them in through aria-describedby. */
export function FieldMessages({
  ids,
  error,
  helperText,
}: {
  ids: FieldIds;
  error?: ReactNode;
  helperText?: ReactNode;
}) {
  return (
    <>
      {error ? (
        <FieldMessage id={ids.errorId} tone="error">
          {error}
        </FieldMessage>
      ) : null}
      {helperText ? <FieldMessage id={ids.helperId}>{helperText}</FieldMessage> : null}
    </>
  );
}

export type FieldIds = { controlId: string; labelId: string; helperId: string; errorId: string };

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, labelId: `${controlId}-label`, helperId: `${controlId}-helper`, errorId: `${controlId}-error` };
}

/** The aria-describedby list for a control: its error, its helper, and whatever the caller passed. */
export function describedBy(ids: FieldIds, parts: { error?: unknown; helperText?: unknown; extra?: string }) {
  const list = [parts.error ? ids.errorId : null, parts.helperText ? ids.helperId : null, parts.extra ?? null];
  const joined = list.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** Controlled when `value` is given, uncontrolled (from `defaultValue`) otherwise; Radix's pattern. */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: (next: T) => void;
}) {
  const [inner, setInner] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setInner(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set, isControlled] as const;
}

/** One callback ref that feeds every ref given (the component's own and the caller's). */
export function composeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}
