import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits } from '../../../db/schema';
import type { Database } from '~/server/db.server';
import { RateLimitedError } from '~/server/domain-errors.server';

// Rate limits live in the database (rate-limiter-flexible's Drizzle store: one atomic upsert per hit), so every
// server sharing the database shares the counts. docs/decisions/012.

export interface RateLimitRule {
  /** Prefix of the counter's key; also what the logs call it. */
  name: string;
  points: number;
  durationSeconds: number;
  /** What the player reads when refused. */
  message: string;
}

/** The sign-in limits of issue 5: per address and per IP. */
export const rateLimitRules = {
  loginCodePerEmail: {
    name: 'login-code-email',
    points: 5,
    durationSeconds: 3600,
    message: 'Too many codes were sent to this address. Try again later.',
  },
  loginCodePerIp: {
    name: 'login-code-ip',
    points: 10,
    durationSeconds: 60,
    message: 'Too many sign-in attempts from your network. Wait a minute and try again.',
  },
  emailVerificationPerPlayer: {
    name: 'email-verification-player',
    points: 5,
    durationSeconds: 3600,
    message: 'Too many verification emails. Try again later.',
  },
  oauthStartPerIp: {
    name: 'oauth-start-ip',
    points: 30,
    durationSeconds: 60,
    message: 'Too many sign-in attempts from your network. Wait a minute and try again.',
  },
} as const satisfies Record<string, RateLimitRule>;

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

function limiterFor(db: Database, rule: RateLimitRule): RateLimiterDrizzle {
  let byName = limiters.get(db);
  if (!byName) {
    byName = new Map();
    limiters.set(db, byName);
  }
  let limiter = byName.get(rule.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
      // Expired rows are overwritten on the next hit; no timer keeps the process (or a test) alive.
      clearExpiredByTimeout: false,
    });
    byName.set(rule.name, limiter);
  }
  return limiter;
}

/** Counts one hit against `key` under `rule`; throws a 429 RateLimitedError once the rule's points are spent. */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<void> {
  try {
    await limiterFor(db, rule).consume(key.toLowerCase());
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) throw new RateLimitedError(rule.message, outcome.msBeforeNext / 1000);
    throw outcome;
  }
}
