import pino, { type Logger } from 'pino';
import type { AppServices, Clock } from '~/server/context.server';
import { systemClock } from '~/server/context.server';
import type { DatabaseHandle } from '~/server/db.server';
import type { Env } from '~/server/env.server';
import { createErrorReporter } from '~/server/error-reporter.server';
import { createJobs } from '~/server/jobs.server';
import {
  createPayments,
  sandboxTakesNewPayments,
  type ProviderFactories,
} from '~/server/payments/payment-providers.server';
import type { ProviderCredentials } from '~/server/payments/provider-credentials.server';
import { identifyApiRequest } from '~/server/players/sessions.server';
import { randomToken } from '~/server/players/secrets.server';

export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({ level: env.LOG_LEVEL, base: { service: 'gamefront' }, timestamp: pino.stdTimeFunctions.isoTime });
}

export interface CreateServicesOptions {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock;
  /** Every shop's payment provider keys, checked at start-up (parseProviderCredentials); none: all on the sandbox. */
  credentials?: ProviderCredentials;
  /** Tests add or replace payment providers, built the way the registry builds them. */
  paymentProviders?: ProviderFactories;
}

/** Wires the services that reach loaders and actions through the load context. Tests call this with their own parts. */
export function createServices({
  env,
  database,
  logger,
  clock = systemClock,
  credentials,
  paymentProviders,
}: CreateServicesOptions): AppServices {
  if (!env.AUTH_SECRET) {
    logger.warn('AUTH_SECRET is not set: using a random one for this process (codes and links end when it stops)');
  }
  const authSecret = env.AUTH_SECRET ?? randomToken(48);
  const jobs = createJobs(logger);
  const reporter = createErrorReporter({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV, logger });
  return {
    env,
    db: database.db,
    clock,
    logger,
    reporter,
    authSecret,
    identify: (request) => identifyApiRequest(database.db, clock, request),
    jobs,
    payments: createPayments({
      db: database.db,
      clock,
      authSecret,
      jobs,
      reporter,
      credentials,
      sandboxForNewPayments: sandboxTakesNewPayments(env),
      factories: paymentProviders,
    }),
  };
}
