import { z } from 'zod';

// Small building blocks shared by the menu, card, layout and shop-config schemas.

export const SLUG_MESSAGE = 'Expected a slug like gold-pack (lowercase letters, digits, - and _)';
export const HTTPS_URL_MESSAGE = 'Expected an https:// URL';
export const IMAGE_SRC_MESSAGE = 'Expected an https:// URL or a path starting with /';

const SLUG_RE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
// Characters that never belong in a URL we emit into an attribute (quotes, angle brackets, whitespace).
const URL_SAFE_RE = /^https:\/\/[^\s<>"'`\\{}|^]+$/;
const ROOT_PATH_RE = /^\/(?![/\\])[A-Za-z0-9._~\-/%]*(?:\?[A-Za-z0-9._~\-=&%]*)?$/;

export const slugSchema = z
  .string({ error: SLUG_MESSAGE })
  .min(1, { error: SLUG_MESSAGE })
  .max(64, { error: 'Expected at most 64 characters' })
  .regex(SLUG_RE, { error: SLUG_MESSAGE });

export const SAFE_TEXT_MESSAGE = 'Expected text without NUL characters or unpaired surrogates';
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL character, no half of a surrogate pair. */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE_RE.test(value);
}

/** Any text of at most `max` characters that PostgreSQL can store (no trimming, may be empty). */
export function storableText(max: number, error = `Expected at most ${max} characters`) {
  return z.string().max(max, { error }).refine(isSafeText, { error: SAFE_TEXT_MESSAGE });
}

/** Non-empty trimmed text of at most `max` characters, storable as it is. */
export function text(max: number) {
  return z
    .string({ error: 'Expected text' })
    .trim()
    .min(1, { error: 'Expected a non-empty text' })
    .max(max, { error: `Expected at most ${max} characters` })
    .refine(isSafeText, { error: SAFE_TEXT_MESSAGE });
}

export function isHttpsUrl(value: string): boolean {
  if (value.length > 2048 || !URL_SAFE_RE.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const httpsUrlSchema = z.string({ error: HTTPS_URL_MESSAGE }).refine(isHttpsUrl, { error: HTTPS_URL_MESSAGE });

/** An https URL or a root-relative path ("/demo/emberfall/gem.svg"); never "//host", never "javascript:". */
export function isImageSrc(value: string): boolean {
  if (value.startsWith('/')) return value.length <= 512 && ROOT_PATH_RE.test(value) && !value.includes('..');
  return isHttpsUrl(value);
}

export const imageSrcSchema = z.string({ error: IMAGE_SRC_MESSAGE }).refine(isImageSrc, { error: IMAGE_SRC_MESSAGE });

export const positiveIntSchema = z
  .number({ error: 'Expected a positive integer' })
  .int({ error: 'Expected a positive integer' })
  .min(1, { error: 'Expected a positive integer' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Expected a smaller number' });

export const nonNegativeIntSchema = z
  .number({ error: 'Expected a whole number of 0 or more' })
  .int({ error: 'Expected a whole number of 0 or more' })
  .min(0, { error: 'Expected a whole number of 0 or more' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Expected a smaller number' });
