import { useState } from 'react';
import {
  get,
  useController,
  useFormState,
  useWatch,
  type Control,
  type FieldPath,
  type FieldPathValue,
} from 'react-hook-form';
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

/** Paths below catalogue entries that the publisher changed or left, per form: kept while an entry is closed. */
const metPaths = new WeakMap<Control<EditorValues>, Set<string>>();

function metOf(control: Control<EditorValues>): Set<string> {
  let met = metPaths.get(control);
  if (!met) metPaths.set(control, (met = new Set()));
  return met;
}

/** The leaf paths whose value the change replaced; a field that did not exist before (a new row) is not one. */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (before === undefined) return [];
  const isTree = (value: unknown) => typeof value === 'object' && value !== null;
  if (!isTree(before) || !isTree(after)) return Object.is(before, after) ? [] : [prefix];
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  return [...keys].flatMap((key) =>
    changedPaths(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      prefix ? `${prefix}.${key}` : key,
    ),
  );
}

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

export function useCatalogueEntry<Name extends FieldPath<EditorValues>>(name: Name) {
  const { form, readOnly, endGesture } = useEditorForm();
  const { field } = useController({ name, control: form.control });
  const { errors, isSubmitted } = useFormState({ control: form.control, name });
  const [, rerender] = useState(0);
  // Watched, not the controller's own value: forms below the entry write its fields through their own controllers.
  const value = useWatch({ control: form.control, name });
  const met = metOf(form.control);
  const meet = (paths: string[]) => {
    const fresh = paths.map((path) => (path ? `${name}.${path}` : name)).filter((path) => !met.has(path));
    if (fresh.length === 0) return;
    fresh.forEach((path) => met.add(path));
    rerender((n) => n + 1);
  };
  /** A field's error shows once it (or a field within or around it) was changed or left, or publishing was tried. */
  const shown = (path: string) => isSubmitted || [...met].some((done) => related(done, path));
  return {
    value: value as FieldPathValue<EditorValues, Name>,
    readOnly,
    /**
     * The schema's message for a field below the entry (`prices.USD`, `contents.0.name`), or for the entry, once the
     * field is no longer calm (docs/decisions/045): a new entry's empty fields wait until they are met.
     */
    errorAt: (path?: string): string | undefined => {
      const full = path ? `${name}.${path}` : name;
      const error = get(errors, full) as { message?: unknown } | undefined;
      return typeof error?.message === 'string' && shown(full) ? error.message : undefined;
    },
    /** The publisher left a field: its error may show from now on; the typing gesture ends. */
    touch: (path: string) => {
      meet([path]);
      endGesture();
    },
    /** A change that may continue (typing): merged into one undo step until the gesture ends. */
    change: (next: FieldPathValue<EditorValues, Name>) => {
      meet(changedPaths(form.getValues(name), next));
      field.onChange(next);
    },
    /** A change that is a step of its own (add, remove, a picked option). */
    choose: (next: FieldPathValue<EditorValues, Name>) => {
      meet(changedPaths(form.getValues(name), next));
      endGesture();
      field.onChange(next);
      endGesture();
    },
    endGesture,
  };
}

/** An object without the keys whose value is undefined: the config leaves optional fields out. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
