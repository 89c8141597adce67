import { z } from 'zod';
import type { FieldError } from '../field-errors';

/** Every code an /api call can fail with; the HTTP status says the class, the code says which case. */
export const apiErrorCodes = [
  'invalid_request',
  'invalid_json',
  'unauthenticated',
  'forbidden_origin',
  'not_found',
  'method_not_allowed',
  'conflict',
  'unprocessable',
  'internal',
  'not_implemented',
  // 503: a part we depend on (a sign-in provider, its configuration) cannot serve the call right now.
  'unavailable',
  'forbidden',
  'rate_limited',
  // Sign-in: each refusal its own code so the screen can say exactly what went wrong.
  'invalid_code',
  'expired_code',
  'spent_code',
  'invalid_token',
  'expired_token',
  'spent_token',
  'provider_error',
  // Purchases: the same Idempotency-Key sent again with a different body (422).
  'idempotency_key_reused',
  // Studio (schemas/studio.ts): a write based on a stale revision (409), a draft that cannot be published (422).
  'draft_conflict',
  'config_invalid',
] as const;
export const ApiErrorCode = z.enum(apiErrorCodes);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

export const fieldErrorSchema = z.object({
  /** Where the problem is, like `pages[0].title`; query and path fields start with `query.` and `params.`. */
  path: z.string(),
  message: z.string(),
}) satisfies z.ZodType<FieldError>;

/** The one shape of every failed /api answer: `{ error: { code, message, fields? } }`. */
export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: ApiErrorCode,
      /** Safe to show: never a stack or an internal detail. */
      message: z.string(),
      fields: z.array(fieldErrorSchema).optional(),
      /** More about the refusal, shaped by its code (a studio conflict says who changed what). */
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .describe('The body of every failed /api call');
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
