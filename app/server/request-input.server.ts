import { isSafeText, SAFE_TEXT_MESSAGE } from '../../schemas/common';
import type { FieldError } from '../../schemas/field-errors';
import { withBodyLimit } from '~/server/body-limit.server';
import { errorResponse, INVALID_REQUEST_MESSAGE } from '~/server/error-response.server';

// Bounded input for every /api and /server-api call (docs/decisions/018-bounded-input.md): the body is capped before it
// is read, its nesting is checked before JSON.parse (nothing recursive ever sees a deep body), and no string that
// PostgreSQL cannot store (NUL, an unpaired surrogate) gets past the wrapper: each is a field error with its path.

export { DEFAULT_MAX_BODY_BYTES } from '../../schemas/api/contract';
/** Deeper JSON than this is refused: no call of ours takes more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text nests objects and arrays deeper than `max` (a single pass, strings skipped). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** Field errors for every string (keys included) PostgreSQL could not store, walked without recursion. */
export function unsafeTextFields(value: unknown, prefix: string | null = null): FieldError[] {
  const found: FieldError[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: prefix ?? '' }];
  const join = (path: string, key: string | number) =>
    typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  while (stack.length > 0 && found.length < 20) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) found.push({ path: path || '(body)', message: SAFE_TEXT_MESSAGE });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: join(path, index) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key))
          found.push({ path: join(path, key.replace(/[^\x20-\x7e]/g, '?')), message: SAFE_TEXT_MESSAGE });
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return found;
}

export type JsonInput = { ok: true; value: unknown } | { ok: false; response: Response };

/** Reads a JSON body within `maxBytes`: a 413, a 400 invalid_json or a 400 with field errors, or the parsed value. */
export async function readJsonInput(request: Request, maxBytes: number): Promise<JsonInput> {
  const limited = await withBodyLimit(request, maxBytes);
  if (limited instanceof Response) return { ok: false, response: limited };
  const text = await limited.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return {
      ok: false,
      response: errorResponse(400, 'invalid_json', `The request body nests deeper than ${MAX_JSON_DEPTH} levels`),
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, 'invalid_json', 'The request body is not valid JSON') };
  }
  const unsafe = unsafeTextFields(value);
  if (unsafe.length > 0)
    return { ok: false, response: errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, unsafe) };
  return { ok: true, value };
}
