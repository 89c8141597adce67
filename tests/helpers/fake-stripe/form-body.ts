// Stripe's SDK sends parameters form-encoded with brackets (`metadata[paymentId]=...`, `expand[0]=payment_method`):
// this reads them back into nested objects and arrays, as Stripe's API does.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keysOf(name: string): string[] {
  const head = name.split('[', 1)[0]!;
  const rest = [...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!);
  return [head, ...rest];
}

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = keysOf(name);
    let node: FormObject | FormValue[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(keys[index + 1]!);
      if (Array.isArray(node)) {
        const at = key === '' ? node.length : Number(key);
        if (last) node[at] = value;
        else node = (node[at] ??= nextIsIndex ? [] : {}) as FormObject | FormValue[];
      } else if (last) {
        node[key] = value;
      } else {
        node = (node[key] ??= nextIsIndex ? [] : {}) as FormObject | FormValue[];
      }
    });
  }
  return root;
}

/** A string parameter, or undefined. */
export function text(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

/** A nested object parameter (`metadata[...]`), as strings. */
export function record(form: FormObject, key: string): Record<string, string> {
  const value = form[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** An array parameter (`expand[0]=...`, `expand[]=...`), as strings. */
export function list(form: FormObject, key: string): string[] {
  const value = form[key];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}
