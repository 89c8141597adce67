import { z } from 'zod';

const port = z.coerce
  .number({ error: 'Expected a port number' })
  .int('Expected a whole port number')
  .min(0, 'Expected a port between 0 and 65535')
  .max(65535, 'Expected a port between 0 and 65535');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'Expected a postgres:// connection URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SENTRY_DSN: z.url('Expected a Sentry DSN URL').optional(),
  /** Where `npm run build` wrote the app (the same variable tells the build where to write). */
  BUILD_DIR: z.string().min(1).default('build'),
  SEED_DEMO_SHOPS: z.enum(['auto', 'always', 'never']).default('auto'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The component gallery at /kit: always on outside production; in production only when set (test builds). */
  ENABLE_KIT_GALLERY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * Keys the HMAC of one-time codes and signs URL, launcher and add-to-cart tokens. Unset, each server process makes
   * a random one at start (and warns): fine for one demo server, wrong for several or across restarts.
   */
  AUTH_SECRET: z.string().min(32, 'Expected at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
  /** `smtp://user:pass@host:587` or `smtps://...`. Without it, mail is printed to the log and shown at /dev/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'Expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gamefront <no-reply@gamefront.localhost>'),
  /**
   * Development and test convenience: every demo shop accepts this key on the game-server API (stored hashed).
   * Never set it in production.
   */
  SEED_API_KEY: z.string().min(24, 'Expected at least 24 characters').optional(),
  /** Shops pay with the built-in sandbox (no real money); production refuses to start with it unless this is true. */
  SANDBOX_PAYMENTS_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Lets a production build deliver to a plain-http game webhook on this machine (end-to-end tests); off by default. */
  DELIVERY_HTTP_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How often the reconciliation worker looks for payments a crash or a lost webhook left open (docs/decisions/020). */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How long a payment must sit untouched before the worker asks its provider (the webhook and the player go first). */
  RECONCILE_AFTER_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** A payment still waiting for the player (3-D Secure, a redirect) this long after it started is canceled. */
  PAYMENT_ABANDON_AFTER_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(7 * 86_400_000)
    .default(3_600_000),
  /** After how long a purchase whose Idempotency-Key is still unanswered (its server died) may be answered by a retry. */
  IDEMPOTENCY_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
});

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
}

/** Parses the environment once at start-up; a wrong value stops the server with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema
    .refine((env) => !(env.NODE_ENV === 'production' && env.SEED_API_KEY), {
      path: ['SEED_API_KEY'],
      error:
        'development and tests only: it would open every demo shop to one shared key. In production make each shop its own key with `npm run db:api-key -- SHOP`',
    })
    .safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new InvalidEnvironmentError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
