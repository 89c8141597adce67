/** The error shapes the storefront raises and reports (spec section 8). Isomorphic: no server or browser imports. */
import type { paymentProviderErrorFields } from '../../schemas/enums';

/** The body our API answers with when a call fails: `{ error: { code, message } }`. */
export interface ServerErrorBody {
  error: { code?: unknown; message?: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True when a parsed body carries an `error` object, whatever it holds. */
export function hasServerErrorField(body: unknown): body is ServerErrorBody {
  return isRecord(body) && isRecord(body.error);
}

/** The server's own message for a failed call, when the body has one. */
export function serverErrorMessage(body: unknown): string | undefined {
  if (!hasServerErrorField(body)) return undefined;
  const { message } = body.error;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The server's error code for a failed call, when the body has one. */
export function serverErrorCode(body: unknown): string | undefined {
  if (!hasServerErrorField(body)) return undefined;
  const { code } = body.error;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** A failed HTTP response (not ok), raised to the caller with its parsed body as the error. */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? serverErrorMessage(body) ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** A generic product error: a message for the player and, optionally, the server error behind it. */
export class ProductError extends Error {
  override name = 'ProductError';
  serverError?: unknown;

  constructor(message: string, serverError?: unknown) {
    super(message);
    this.serverError = serverError;
  }

  /** What a player reads; the exact text is part of the spec. */
  get userMessage(): string {
    return `Something went wrong: ${this.message}`;
  }
}

type ProviderDetailField = Exclude<(typeof paymentProviderErrorFields)[number], 'message'>;

/** The payment provider's error fields (spec section 3), in the provider's own snake_case. */
export type PaymentProviderErrorFields = { message: string } & Partial<Record<ProviderDetailField, string>>;

// Listed here rather than filtered from the schema's list so the browser bundle does not pull in zod; the
// Record type makes the compiler refuse a field missing from, or unknown to, the spec's list.
const providerDetailFields: Record<ProviderDetailField, true> = {
  charge: true,
  code: true,
  decline_code: true,
  doc_url: true,
  param: true,
  payment_intent: true,
  payment_method: true,
  setup_intent: true,
  source: true,
  type: true,
};
const optionalProviderFields = Object.keys(providerDetailFields) as ProviderDetailField[];

/** A string field, or the `id` of an expanded object (providers' browser SDKs expand intents and methods). */
function idOrString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.id === 'string') return value.id;
  return undefined;
}

/** A payment provider's failure (a declined card, an invalid request...), with the provider's fields kept as sent. */
// The class carries every provider field as an optional property (declaration merging with the interface below).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';

  constructor(fields: PaymentProviderErrorFields) {
    super(fields.message);
    for (const key of optionalProviderFields) this[key] = fields[key];
  }

  /**
   * Reads a provider error that arrived as plain data (browser payment SDKs return `{ type: 'card_error', message, ... }`
   * objects, not Error instances). Returns null for anything that is not shaped like one.
   */
  static fromUnknown(value: unknown): PaymentProviderError | null {
    if (value instanceof PaymentProviderError) return value;
    if (!isRecord(value) || value instanceof Error) return null;
    if (typeof value.type !== 'string' || !value.type.endsWith('_error')) return null;
    if (typeof value.message !== 'string') return null;
    const fields: PaymentProviderErrorFields = { message: value.message };
    for (const key of optionalProviderFields) fields[key] = idOrString(value[key]);
    return new PaymentProviderError(fields);
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface PaymentProviderError extends Partial<Record<ProviderDetailField, string>> {}
