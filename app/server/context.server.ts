import type { Logger } from 'pino';
import type { Database } from '~/server/db.server';
import type { ErrorReporter } from '~/lib/error-reporting';
import type { Env } from '~/server/env.server';

/** The injectable clock: countdowns, daily gifts and expiries are tested at chosen times. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Who is making a request. Players and sessions arrive with the accounts issue; until then nobody is signed in. */
export interface Viewer {
  playerId: string;
  shopId: string;
}

/** Services every loader, action and API route reaches through Remix's load context, never as imported singletons. */
export interface AppServices {
  env: Env;
  db: Database;
  clock: Clock;
  logger: Logger;
  reporter: ErrorReporter;
  identify(request: Request): Promise<Viewer | null>;
}

/** Per-request values the HTTP entry adds. */
export interface RequestScope {
  cspNonce: string;
  requestId: string;
  /** Set when the request's Host is a shop's custom domain: that shop renders at `/`. */
  customDomainShopHandle: string | null;
}

declare module '@remix-run/node' {
  interface AppLoadContext extends AppServices, RequestScope {}
}
