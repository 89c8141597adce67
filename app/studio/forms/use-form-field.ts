import { useFormState, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useEditorField, useEditorForm } from '../editor/editor-form';
import type { EditorValues } from '../editor/editor-values';

/** A generated field's binding: `useEditorField` for a path known only at run time (the schema walk finds it). */
export interface FormField {
  name: string;
  value: unknown;
  /** The error to show now: a calm field (never edited nor left, no publish tried) shows none (`calmError`). */
  error: string | undefined;
  readOnly: boolean;
  change: (value: unknown) => void;
  choose: (value: unknown) => void;
  endGesture: () => void;
  /** The publisher left the field: its error shows from now on, and the typing gesture ends. */
  touch: () => void;
}

/**
 * react-hook-form reads any object with a truthy `target` as a DOM event and stores its `target.value`: a menu item
 * or card link (`{ target: 'NESTED', … }`) would be stored as undefined. Handing every value over in the shape of an
 * event keeps such objects whole. A value left out is stored as null (`withoutNulls` in editor-values.ts says why).
 */
const asEvent = (value: unknown) => ({ target: { value: value === undefined ? null : value } });

/**
 * Whether a field's schema error may be shown: once the publisher changed or left the field (react-hook-form's
 * `touchedFields`, which a change also sets here) or tried to publish (`isSubmitted`, `markPublishAttempt`). A new
 * list entry's empty fields stay calm until then; the outline badge and the publish dialog count every error anyway.
 */
export function useErrorShown(path: string): boolean {
  const { form } = useEditorForm();
  const { touchedFields, isSubmitted } = useFormState({ control: form.control, name: path as FieldPath<EditorValues> });
  return isSubmitted || touchedAt(touchedFields, path);
}

function touchedAt(touched: unknown, path: string): boolean {
  let node: unknown = touched;
  for (const key of path.split('.')) {
    // A whole list or group that was replaced (an entry added, a kind switched) leaves its new fields calm.
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  // A list or group counts as touched when it, or any field below it, is.
  const any = (value: unknown): boolean =>
    value === true || (typeof value === 'object' && value !== null && Object.values(value).some(any));
  return any(node);
}

/**
 * A publish attempt: every field shows its error from now on (react-hook-form's submitted state). The editor calls
 * it when the publish dialog opens.
 */
export function markPublishAttempt(form: UseFormReturn<EditorValues>): Promise<void> {
  return form.handleSubmit(
    () => undefined,
    () => undefined,
  )();
}

/**
 * The error a field shows: its schema error once it is no longer calm; else the server's issue at its exact path
 * (the config's cross-checks, such as a card selling an item the catalogue lacks), which always shows.
 */
export function calmError(
  schemaError: string | undefined,
  serverError: string | undefined,
  shown: boolean,
): string | undefined {
  if (schemaError) return shown ? schemaError : undefined;
  return serverError;
}

export function useFormField(path: string): FormField {
  const { form, serverIssues } = useEditorForm();
  const field = useEditorField(path as FieldPath<EditorValues>) as unknown as Omit<FormField, 'touch'> & {
    onBlur: () => void;
  };
  const shown = useErrorShown(path);
  const message: unknown = form.getFieldState(path as FieldPath<EditorValues>).error?.message;
  const schemaError = typeof message === 'string' ? message : undefined;
  const serverError = serverIssues?.find((issue) => issue.path === path)?.message;
  // react-hook-form's blur marks the field touched without validating or recording an undo step.
  const meet = () => {
    if (!shown) field.onBlur();
  };
  return {
    ...field,
    error: calmError(schemaError, serverError, shown),
    change: (value) => {
      field.change(asEvent(value));
      meet();
    },
    choose: (value) => {
      field.choose(asEvent(value));
      meet();
    },
    touch: () => {
      meet();
      field.endGesture();
    },
  };
}
