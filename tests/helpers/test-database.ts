import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../app/server/db.server';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/** The PostgreSQL this run uses (chosen once in tests/helpers/global-setup.ts), or null for PGlite. */
function testDatabaseUrl(): string | null {
  return inject('testDatabaseUrl') || null;
}

/**
 * A migrated database of the test file's own: a fresh database on the real PostgreSQL when the run found one
 * (TEST_DATABASE_URL, or the machine's own), otherwise PGlite cloned from the run's template (the same suites run on both).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (!url) {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
    const handle = await openDatabase({ pglite });
    return { ...handle, destroy: () => handle.close() };
  }
  const name = `gamefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: dbUrl.toString() });
  await handle.migrate();
  const database: TestDatabase = {
    ...handle,
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // pg's pool.end() resolves before its connections finish closing; forcing the drop at once kills them
      // mid-goodbye (an unhandled 57P01). Give them a moment, then force whatever is still there.
      for (let tries = 0; tries < 20; tries += 1) {
        const left = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if ((left.rows[0] as { n: number }).n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  databaseUrls.set(database, dbUrl.toString());
  return database;
}

const databaseUrls = new WeakMap<TestDatabase, string>();

/**
 * Another connection to the same test database, as a second server instance would have: its own pool on
 * PostgreSQL. PGlite lives inside this process and cannot be opened twice, so there it is the same handle.
 */
export async function openSecondHandle(database: TestDatabase): Promise<DatabaseHandle> {
  const url = databaseUrls.get(database);
  if (!url) return { ...database, close: async () => {} };
  return openDatabase({ databaseUrl: url });
}

export const usingRealPostgres = Boolean(testDatabaseUrl());
