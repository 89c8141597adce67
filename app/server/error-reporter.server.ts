import * as Sentry from '@sentry/remix';
import type { Level as PinoLevel, Logger } from 'pino';
import { describeForReport, type ErrorReporter, type ReportEvent, type ReportLevel } from '~/lib/error-reporting';

export interface ErrorReporterOptions {
  /** Sentry DSN; without one, reports go to the log instead. */
  dsn?: string;
  environment: string;
  logger: Logger;
}

const pinoLevels = {
  debug: 'debug',
  info: 'info',
  log: 'info',
  warning: 'warn',
  error: 'error',
  fatal: 'fatal',
} as const satisfies Record<ReportLevel, PinoLevel>;

// Sentry's SDK is process-wide: initialise it once even if several reporters are created (tests, dev reloads).
let sentryStarted = false;

function startSentry(dsn: string, environment: string): void {
  if (sentryStarted) return;
  Sentry.init({ dsn, environment, tracesSampleRate: 0 });
  sentryStarted = true;
}

function sendToSentry(event: ReportEvent): void {
  // Report levels are Sentry's own severity names, 'log' included.
  Sentry.captureException(event.error, { level: event.level, tags: event.tags, extra: event.extra });
}

function writeToLog(logger: Logger, event: ReportEvent): void {
  logger[pinoLevels[event.level]](
    { report: { message: event.message, tags: event.tags, extra: event.extra }, err: event.error },
    'reported error',
  );
}

/** The server's ErrorReporter for the load context: Sentry when a DSN is set, else one structured log line per event. */
export function createErrorReporter({ dsn, environment, logger }: ErrorReporterOptions): ErrorReporter {
  if (dsn) startSentry(dsn, environment);
  return {
    capture(error, options) {
      try {
        const event = describeForReport(error, options?.level);
        if (!event) return;
        if (options?.extra) event.extra = { ...event.extra, ...options.extra };
        if (dsn) sendToSentry(event);
        else writeToLog(logger, event);
      } catch (err: unknown) {
        // Reporting must never break the request that is already failing.
        logger.warn({ err: err instanceof Error ? err : new Error(String(err)) }, 'error reporter failed');
      }
    },
  };
}
