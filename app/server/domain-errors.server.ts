import type { FieldError } from '../../schemas/field-errors';
import type { ApiErrorCode } from '../../schemas/api/error';

/**
 * Errors services throw for expected outcomes. apiRoute turns each into its status and `{ error: { code, message } }`;
 * the message is shown to the caller, so it must be safe to show. Anything else thrown is a 500 and gets reported.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: ApiErrorCode;
  readonly fields: FieldError[] | undefined;

  constructor(message: string, fields?: FieldError[]) {
    super(message);
    this.fields = fields;
  }
}

/** The thing asked for does not exist (or the caller may not know it does). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
  readonly status = 404;
  readonly code = 'not_found' as const;
}

/** The request clashes with the current state: already claimed, already linked, a newer version exists. */
export class ConflictError extends DomainError {
  override name = 'ConflictError';
  readonly status = 409;
  readonly code = 'conflict' as const;
}

/** Well-formed but not acceptable: a coupon that does not apply, a milestone not reached yet. */
export class UnprocessableError extends DomainError {
  override name = 'UnprocessableError';
  readonly status = 422;
  readonly code = 'unprocessable' as const;
}
