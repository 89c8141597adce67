import { get, useController, useFormState, useWatch, type FieldPath, type FieldPathValue } from 'react-hook-form';
import { useEditorForm } from '../editor/editor-form';
import type { EditorValues } from '../editor/editor-values';

/**
 * One catalogue entry (an item, a coupon, a list) bound to the editor's form as a whole: its forms write the entry with
 * each change, so a change that touches several fields (switching an item to virtual currency) is one undo step. Field
 * errors come from the shared schema through the form's resolver, read at any depth below the entry.
 */
/** The catalogue as the form holds it (the schema's input: defaults may still be missing). */
export type CatalogueValues = NonNullable<EditorValues['catalogue']>;
export type ItemValues = NonNullable<CatalogueValues['items']>[number];
export type CouponValues = NonNullable<CatalogueValues['coupons']>[number];

/** The form's catalogue, never undefined. */
export function catalogueOf(values: { catalogue?: EditorValues['catalogue'] }): CatalogueValues {
  return values.catalogue ?? {};
}

export function useCatalogueEntry<Name extends FieldPath<EditorValues>>(name: Name) {
  const { form, readOnly, endGesture } = useEditorForm();
  const { field } = useController({ name, control: form.control });
  const { errors } = useFormState({ control: form.control, name });
  // Watched, not the controller's own value: forms below the entry write its fields through their own controllers.
  const value = useWatch({ control: form.control, name });
  return {
    value: value as FieldPathValue<EditorValues, Name>,
    readOnly,
    /** The schema's message for a field below the entry (`prices.USD`, `contents.0.name`), or for the entry. */
    errorAt: (path?: string): string | undefined => {
      const error = get(errors, path ? `${name}.${path}` : name) as { message?: unknown } | undefined;
      return typeof error?.message === 'string' ? error.message : undefined;
    },
    /** A change that may continue (typing): merged into one undo step until the gesture ends. */
    change: (value: FieldPathValue<EditorValues, Name>) => field.onChange(value),
    /** A change that is a step of its own (add, remove, a picked option). */
    choose: (value: FieldPathValue<EditorValues, Name>) => {
      endGesture();
      field.onChange(value);
      endGesture();
    },
    endGesture,
  };
}

/** An object without the keys whose value is undefined: the config leaves optional fields out. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
