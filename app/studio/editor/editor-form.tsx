import { createContext, useContext } from 'react';
import { useController, type FieldPath, type FieldPathValue, type UseFormReturn } from 'react-hook-form';
import type { ConfigIssue } from '../../../schemas/studio';
import type { EditorValues } from './editor-values';

/** What every control needs: the form, whether it may edit, and how to close a gesture (one undo step). */
export interface EditorFormContextValue {
  form: UseFormReturn<EditorValues>;
  readOnly: boolean;
  /** Ends the current gesture: the next change is a new undo step (a drag ended, a discrete choice was made). */
  endGesture: () => void;
  /** The server's issues with the last saved draft (cross-checks the form's resolver cannot make), by dotted path. */
  serverIssues?: readonly ConfigIssue[];
}

const EditorFormContext = createContext<EditorFormContextValue | null>(null);
export const EditorFormProvider = EditorFormContext.Provider;

export function useEditorForm(): EditorFormContextValue {
  const value = useContext(EditorFormContext);
  if (!value) throw new Error('An editor control must sit inside the theme editor');
  return value;
}

/** One field of the editor: its value, its error message from the shared schema, and a setter. */
export function useEditorField<Name extends FieldPath<EditorValues>>(name: Name) {
  const { form, readOnly, endGesture, serverIssues } = useEditorForm();
  const { field, fieldState } = useController({ name, control: form.control });
  return {
    name,
    value: field.value as FieldPathValue<EditorValues, Name>,
    error: fieldState.error?.message ?? serverIssues?.find((issue) => issue.path === name)?.message,
    readOnly,
    onBlur: field.onBlur,
    /** A change that may continue (typing, dragging): merged into one undo step until the gesture ends. */
    change: (value: FieldPathValue<EditorValues, Name>) => field.onChange(value),
    /** A change that is a step of its own (a picked option, a one-click fix). */
    choose: (value: FieldPathValue<EditorValues, Name>) => {
      endGesture();
      field.onChange(value);
      endGesture();
    },
    endGesture,
  };
}
