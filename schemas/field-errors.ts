import type { z } from 'zod';

/** One problem in a submitted document, addressed like `layout.pages[0].sections[2].cards[1].price`. */
export type FieldError = { path: string; message: string };

const IDENTIFIER_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `['layout', 'pages', 0, 'title']` -> `layout.pages[0].title`; the root is the empty string. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && IDENTIFIER_RE.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

export function toFieldErrors(error: z.ZodError): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    // An unrecognised key is reported on the key itself so the path points at the offending field.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({ path: formatPath([...issue.path, key]), message: 'Unknown field' });
      }
      continue;
    }
    errors.push({ path: formatPath(issue.path), message: issue.message });
  }
  return errors;
}

/** One line per error: `path: message` (just the message for the root). */
export function formatFieldErrors(errors: ReadonlyArray<FieldError>): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('\n');
}
