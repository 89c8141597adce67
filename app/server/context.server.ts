import type { Logger } from 'pino';
import type { Database } from '~/server/db.server';
import type { ErrorReporter } from '~/lib/error-reporting';
import type { Env } from '~/server/env.server';
import type { Jobs } from '~/server/jobs.server';
import type { Payments } from '~/server/payments/provider';
import type { ClientKind } from '../../schemas/enums';

/** The injectable clock: countdowns, daily gifts and expiries are tested at chosen times. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Who is making a request: a signed-in player of one shop, through one session. */
export interface Viewer {
  playerId: string;
  shopId: string;
  shopHandle: string;
  sessionId: string;
  clientKind: ClientKind;
}

/** Services every loader, action and API route reaches through Remix's load context, never as imported singletons. */
export interface AppServices {
  env: Env;
  db: Database;
  clock: Clock;
  logger: Logger;
  reporter: ErrorReporter;
  /** AUTH_SECRET, or a random one made at start when it is not set. */
  authSecret: string;
  /**
   * The player behind an /api request: a launcher's bearer token, or a browser's credential header together with
   * its session cookie. Null when anonymous or when the two do not belong together.
   */
  identify(request: Request): Promise<Viewer | null>;
  /** Background rounds a request starts after its commit (the sandbox's webhooks); drained on shutdown. */
  jobs: Jobs;
  /** The payment providers, and the after-commit work they leave (app/server/payments/payment-providers.server.ts). */
  payments: Payments;
}

/** Per-request values the HTTP entry adds. */
export interface RequestScope {
  cspNonce: string;
  requestId: string;
  /** The caller's address, for rate limits (the proxy's client when TRUST_PROXY is on). */
  clientIp: string;
  /** Set when the request's Host is a shop's custom domain: that shop renders at `/`. */
  customDomainShopHandle: string | null;
  /** Marks this request as failed by a database outage: its 500 goes out as a 503 with Retry-After. */
  noteDatabaseOutage(): void;
}

declare module '@remix-run/node' {
  interface AppLoadContext extends AppServices, RequestScope {}
}
