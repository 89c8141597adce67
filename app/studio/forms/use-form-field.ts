import type { FieldPath } from 'react-hook-form';
import { useEditorField } from '../editor/editor-form';
import type { EditorValues } from '../editor/editor-values';

/** A generated field's binding: `useEditorField` for a path known only at run time (the schema walk finds it). */
export interface FormField {
  name: string;
  value: unknown;
  error: string | undefined;
  readOnly: boolean;
  change: (value: unknown) => void;
  choose: (value: unknown) => void;
  endGesture: () => void;
}

export function useFormField(path: string): FormField {
  const field = useEditorField(path as FieldPath<EditorValues>);
  return field as unknown as FormField;
}
