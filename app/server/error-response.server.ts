import type { ApiErrorBody, ApiErrorCode } from '../../schemas/api/error';
import type { FieldError } from '../../schemas/field-errors';

export const INVALID_REQUEST_MESSAGE = 'The request has invalid fields';

/** Builds the one error answer of /api and /server-api: `{ error: { code, message, fields?, details? } }`. */
export function errorResponse(
  status: number,
  code: ApiErrorCode,
  message: string,
  fields?: FieldError[],
  headers?: HeadersInit,
  details?: Record<string, unknown>,
): Response {
  const body: ApiErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) },
  };
  return Response.json(body, { status, headers });
}
