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
  /** Extra response headers (Retry-After on 429). */
  readonly headers: Record<string, string> | undefined;
  /** More about the refusal for the caller, shaped by the code (the studio's conflicts and invalid drafts). */
  readonly details: Record<string, unknown> | undefined = undefined;

  constructor(message: string, fields?: FieldError[], headers?: Record<string, string>) {
    super(message);
    this.fields = fields;
    this.headers = headers;
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

/** The same Idempotency-Key came again with a different request: the first one's answer cannot be replayed for it. */
export class IdempotencyKeyReusedError extends DomainError {
  override name = 'IdempotencyKeyReusedError';
  readonly status = 422;
  readonly code = 'idempotency_key_reused' as const;
}

/** The caller's credentials, code or token did not prove who they are; `code` says which case. */
export class AuthenticationError extends DomainError {
  override name = 'AuthenticationError';
  readonly status = 401;
  readonly code: Extract<
    ApiErrorCode,
    | 'unauthenticated'
    | 'invalid_code'
    | 'expired_code'
    | 'spent_code'
    | 'invalid_token'
    | 'expired_token'
    | 'spent_token'
    | 'provider_error'
  >;

  constructor(code: AuthenticationError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** Signed in, but this is not yours (another shop's session, a revoked key). */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
  readonly status = 403;
  readonly code = 'forbidden' as const;
}

/** Too many tries: answers 429 with Retry-After in seconds. */
export class RateLimitedError extends DomainError {
  override name = 'RateLimitedError';
  readonly status = 429;
  readonly code = 'rate_limited' as const;

  constructor(message: string, retryAfterSeconds: number) {
    super(message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
