import type * as SentryRemix from '@sentry/remix';
import { describeForReport, type ErrorReporter } from '~/lib/error-reporting';

/** What the root loader exposes to the browser as `window.ENV`. */
export type BrowserEnv = { SENTRY_DSN?: string; MODE?: string };

function browserEnv(): BrowserEnv | undefined {
  return (window as Window & { ENV?: BrowserEnv }).ENV;
}

type SentryModule = typeof SentryRemix;
let sentry: Promise<SentryModule> | undefined;

/** Sentry's browser SDK loads only when a DSN is configured, so shops without one never download it. */
function loadSentry(dsn: string): Promise<SentryModule> {
  sentry ??= import('@sentry/remix').then((module) => {
    module.init({ dsn, environment: browserEnv()?.MODE ?? import.meta.env.MODE, tracesSampleRate: 0 });
    return module;
  });
  return sentry;
}

/** The browser's ErrorReporter: Sentry when `window.ENV.SENTRY_DSN` is set, else a console warning in development only. */
export function createBrowserErrorReporter(): ErrorReporter {
  const dsn = browserEnv()?.SENTRY_DSN;
  return {
    capture(error, options) {
      try {
        const event = describeForReport(error, options?.level);
        if (!event) return;
        const extra = { ...event.extra, ...options?.extra };
        if (dsn) {
          void loadSentry(dsn)
            .then((module) => module.captureException(event.error, { level: event.level, tags: event.tags, extra }))
            .catch(() => undefined);
        } else if (import.meta.env.DEV) {
          console.warn('[reported error]', event.message, { ...event, extra });
        }
      } catch {
        // Reporting must never break the page that is already failing.
      }
    },
  };
}

let reporter: ErrorReporter | undefined;

/** The page's single reporter, created on first use (after `window.ENV` is in place). */
export function browserErrorReporter(): ErrorReporter {
  reporter ??= createBrowserErrorReporter();
  return reporter;
}
