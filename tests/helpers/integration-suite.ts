import type { AppLoadContext } from '@remix-run/node';
import { afterAll, beforeAll } from 'vitest';
import { demoShops } from '../../fixtures/shops/index';
import type { Database } from '../../app/server/db.server';
import { seedShops, type ShopSeed } from '../../app/server/seed.server';
import { createTestContext, manualClock } from './test-context';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface IntegrationSuiteOptions {
  /** The shops seeded before the tests (the demo shops unless told). */
  seeds?: readonly ShopSeed[];
  /** The seed's game-server API key, when the tests call the server API. */
  apiKey?: string;
  /** Environment the services read; a function is called in beforeAll (after the file's own earlier hooks). */
  env?: Record<string, string> | (() => Record<string, string>);
}

export interface IntegrationSuite {
  /** The test file's own database, migrated and seeded. */
  readonly database: TestDatabase;
  readonly db: Database;
  /** The real services on that database, as loaders and routes receive them. */
  readonly context: AppLoadContext;
  /** The services' clock; the tests move it by hand. */
  readonly clock: ReturnType<typeof manualClock>;
}

/**
 * What an integration test file needs (call it once at the top of the file): its own seeded database, the services on it and a manual clock, set up in
 * beforeAll; in afterAll the jobs the tests started (the sandbox's webhooks) finish before the database goes.
 * Read `database`, `db` and `context` inside hooks and tests, once beforeAll has run.
 */
export function integrationSuite(options: IntegrationSuiteOptions = {}): IntegrationSuite {
  const clock = manualClock();
  let database: TestDatabase | undefined;
  let context: AppLoadContext | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedShops(database.db, options.seeds ?? demoShops, { apiKey: options.apiKey });
    const env = typeof options.env === 'function' ? options.env() : options.env;
    context = createTestContext({ database, clock, env });
  });
  afterAll(async () => {
    // Let the sandbox's own webhooks (kicked after each commit) land before the database goes.
    await context?.jobs.drain();
    await database?.destroy();
  });

  function ready<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('integrationSuite: read the database and context once beforeAll ran');
    return value;
  }
  return {
    clock,
    get database() {
      return ready(database);
    },
    get db() {
      return ready(database).db;
    },
    get context() {
      return ready(context);
    },
  };
}
