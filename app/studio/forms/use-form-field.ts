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

/**
 * react-hook-form reads any object with a truthy `target` as a DOM event and stores its `target.value`: a menu item
 * or card link (`{ target: 'NESTED', … }`) would be stored as undefined. Handing every value over in the shape of an
 * event keeps such objects whole.
 */
const asEvent = (value: unknown) => ({ target: { value } });

export function useFormField(path: string): FormField {
  const field = useEditorField(path as FieldPath<EditorValues>) as unknown as FormField;
  return {
    ...field,
    change: (value) => field.change(asEvent(value)),
    choose: (value) => field.choose(asEvent(value)),
  };
}
