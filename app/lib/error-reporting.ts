/**
 * What gets reported for a caught error (spec section 8, "Error reporting"), as a pure description.
 * Isomorphic and free of Sentry: the server and browser reporters decide where a ReportEvent goes.
 */
import { ApiError, PaymentProviderError, hasServerErrorField, serverErrorCode, serverErrorMessage } from '~/lib/errors';

export const reportLevels = ['debug', 'info', 'log', 'warning', 'error', 'fatal'] as const;
export type ReportLevel = (typeof reportLevels)[number];
export const defaultReportLevel: ReportLevel = 'error';

/** The messages sent when the error itself has none worth sending. */
export const reportMessages = {
  networkError: 'Network error: unknown response type',
  unparsableServerError: 'Unable to parse the server error',
  unknownKind: 'Unable to properly capture the exception',
} as const;

/** One event as it would be sent to the error tracker. */
export interface ReportEvent {
  level: ReportLevel;
  /** The thing sent: the original Error when there is one, else an Error made for the report. */
  error: Error;
  message: string;
  tags: Record<string, string>;
  extra: Record<string, unknown>;
}

/**
 * Sends caught errors to the error tracker (or the log when none is configured).
 * `capture` returns nothing and never shows anything to the player: what the player reads is the caller's job.
 * It never throws, so it is safe inside catch blocks and error boundaries.
 */
export interface ErrorReporter {
  capture(error: unknown, options?: { level?: ReportLevel; extra?: Record<string, unknown> }): void;
}

/** A failed server answer seen from the outside: its status and, when it was readable, its parsed body. */
interface ServerResponseView {
  status: number;
  body: unknown;
  /** False when the body could not be read synchronously (a fetch Response). */
  bodyKnown: boolean;
  /** The Error to send when the answer is reported by its own message. */
  asError: Error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Remix's thrown-response shape (`isRouteErrorResponse`), checked structurally to keep this module dependency-free. */
function isRouteErrorResponse(value: unknown): value is { status: number; statusText: string; data: unknown } {
  return (
    isRecord(value) &&
    typeof value.status === 'number' &&
    typeof value.statusText === 'string' &&
    typeof value.internal === 'boolean' &&
    'data' in value
  );
}

function asServerResponse(value: unknown): ServerResponseView | null {
  if (value instanceof ApiError) return { status: value.status, body: value.body, bodyKnown: true, asError: value };
  if (typeof Response !== 'undefined' && value instanceof Response) {
    const asError = new Error(`Request failed with status ${value.status}`);
    return { status: value.status, body: undefined, bodyKnown: false, asError };
  }
  if (isRouteErrorResponse(value)) {
    const asError = new ApiError(value.status, value.data);
    return { status: value.status, body: value.data, bodyKnown: true, asError };
  }
  return null;
}

function paymentProviderEvent(error: PaymentProviderError, level: ReportLevel): ReportEvent {
  // Short classifiers become searchable tags; ids and the documentation URL go to extra.
  const tags: Record<string, string> = {};
  if (error.type !== undefined) tags['payment.type'] = error.type;
  if (error.code !== undefined) tags['payment.code'] = error.code;
  if (error.decline_code !== undefined) tags['payment.decline_code'] = error.decline_code;
  if (error.param !== undefined) tags['payment.param'] = error.param;
  const extra: Record<string, unknown> = {};
  if (error.charge !== undefined) extra.charge = error.charge;
  if (error.doc_url !== undefined) extra.doc_url = error.doc_url;
  if (error.payment_intent !== undefined) extra.payment_intent = error.payment_intent;
  if (error.payment_method !== undefined) extra.payment_method = error.payment_method;
  if (error.setup_intent !== undefined) extra.setup_intent = error.setup_intent;
  return { level, error, message: error.message, tags, extra };
}

function serverResponseEvent(response: ServerResponseView, level: ReportLevel): ReportEvent | null {
  // A missing page is an expected answer, not a fault.
  if (response.status === 404) return null;
  const tags: Record<string, string> = { 'http.status': String(response.status) };
  const { body } = response;
  const hasData = isRecord(body) && 'data' in body;
  const hasError = isRecord(body) && 'error' in body;
  if (!response.bodyKnown || (!hasData && !hasError)) {
    const error = new Error(reportMessages.networkError);
    return { level, error, message: error.message, tags, extra: response.bodyKnown ? { body } : {} };
  }
  if (hasError) {
    const code = serverErrorCode(body);
    if (code !== undefined) tags['api.code'] = code;
    if (!hasServerErrorField(body) || serverErrorMessage(body) === undefined) {
      const error = new Error(reportMessages.unparsableServerError);
      return { level, error, message: error.message, tags, extra: { body } };
    }
  }
  return { level, error: response.asError, message: response.asError.message, tags, extra: {} };
}

/**
 * Describes the event that would be sent for `error`, or null when it is not reported (a 404).
 * Rules, in order: payment-provider errors with their fields; server answers (ApiError, Response, Remix error
 * responses): 404 skipped, no data/error fields -> network error, error without message -> unparsable; other
 * Errors by message; strings become Errors; anything else -> "unable to properly capture the exception".
 */
export function describeForReport(error: unknown, level: ReportLevel = defaultReportLevel): ReportEvent | null {
  const providerError = PaymentProviderError.fromUnknown(error);
  if (providerError) return paymentProviderEvent(providerError, level);

  const response = asServerResponse(error);
  if (response) return serverResponseEvent(response, level);

  if (error instanceof Error) {
    const extra: Record<string, unknown> = {};
    if ('serverError' in error && error.serverError !== undefined) extra.serverError = error.serverError;
    return { level, error, message: error.message, tags: {}, extra };
  }

  if (typeof error === 'string') {
    const asError = new Error(error);
    return { level, error: asError, message: asError.message, tags: {}, extra: {} };
  }

  const unknown = new Error(reportMessages.unknownKind);
  const kind = error === null ? 'null' : Array.isArray(error) ? 'array' : typeof error;
  return { level, error: unknown, message: unknown.message, tags: { 'error.kind': kind }, extra: { value: error } };
}

/** True for a value that names a report level (e.g. read from a query string or a log config). */
export function isReportLevel(value: unknown): value is ReportLevel {
  return typeof value === 'string' && (reportLevels as readonly string[]).includes(value);
}
