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
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** The component gallery at /kit: always on outside production; in production only when set (test builds). */
  ENABLE_KIT_GALLERY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
}

/** Parses the environment once at start-up; a wrong value stops the server with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new InvalidEnvironmentError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
