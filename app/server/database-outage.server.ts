// A database that is away (restarting, failed over, unreachable) is not a bug in our code: callers get a clean 503
// with Retry-After instead of a 500, nothing is reported as an error, and the server keeps running and recovers by
// itself once the database answers again (node-postgres opens new connections on demand).

/** What a 503 asks the caller to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop is briefly unavailable. Nothing was changed: try again in a few seconds.';

/** SQLSTATE classes and codes that mean "the server went away", not "the query was wrong". */
const OUTAGE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);
const OUTAGE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const OUTAGE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'the database system is',
  'terminating connection due to administrator command',
  'PGlite is closed',
];
/** node-postgres' own words when opening a connection outlasts its connect timeout (matched whole: the text is generic). */
const CONNECT_TIMEOUT_MESSAGE = 'timeout expired';

/** True when `error` (or any error in its `cause` chain: Drizzle wraps the driver's) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (OUTAGE_SQLSTATES.has(code) || OUTAGE_ERRNOS.has(code))) return true;
    if (current.message === CONNECT_TIMEOUT_MESSAGE) return true;
    if (OUTAGE_MESSAGES.some((text) => current instanceof Error && current.message.includes(text))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

export const databaseRetryHeaders = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };
