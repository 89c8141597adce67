import type { ErrorReporter } from '~/lib/error-reporting';

/**
 * Reports an error from the browser. The reporter's code loads with the first error, so pages that never fail
 * never download it (nor Sentry's SDK, which the reporter loads only when a DSN is set).
 */
export const reportBrowserError: ErrorReporter['capture'] = (error, options) => {
  // Reporting never fails on its own: not when its code cannot load, nor when the page is already gone.
  import('~/lib/error-reporter.client')
    .then((module) => module.browserErrorReporter().capture(error, options))
    .catch(() => undefined);
};
