import pino, { type Logger } from 'pino';
import type { AppServices, Clock } from '~/server/context.server';
import { systemClock } from '~/server/context.server';
import type { DatabaseHandle } from '~/server/db.server';
import type { Env } from '~/server/env.server';
import { createErrorReporter } from '~/server/error-reporter.server';

export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({ level: env.LOG_LEVEL, base: { service: 'gamefront' }, timestamp: pino.stdTimeFunctions.isoTime });
}

export interface CreateServicesOptions {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock;
}

/** Wires the services that reach loaders and actions through the load context. Tests call this with their own parts. */
export function createServices({ env, database, logger, clock = systemClock }: CreateServicesOptions): AppServices {
  return {
    env,
    db: database.db,
    clock,
    logger,
    reporter: createErrorReporter({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV, logger }),
    // Sessions arrive with the player-accounts issue; until then every visitor is anonymous.
    identify: async () => null,
  };
}
