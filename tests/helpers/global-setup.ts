import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../app/server/db.server';
import { postgresAnswers } from './server-process';

export const templatePath = path.resolve('.cache/test-db/pglite-template.tar.gz');

/** The machine's own PostgreSQL, tried when TEST_DATABASE_URL is not set. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Which database the suites run on: TEST_DATABASE_URL when set; otherwise the machine's PostgreSQL when it answers,
 * so `npm test` alone proves the race and locking tests (docs/decisions/003); otherwise embedded PGlite. TEST_DATABASE=pglite
 * asks for PGlite whatever is reachable (CI runs the suites on both).
 */
async function chooseDatabase(): Promise<string | null> {
  if (process.env.TEST_DATABASE === 'pglite') return null;
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return (await postgresAnswers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : null;
}

/** Migrates one PGlite database per test run; each test file starts from a copy of it (initdb costs seconds). */
export default async function setup(project: TestProject) {
  const databaseUrl = await chooseDatabase();
  const where = databaseUrl ? new URL(databaseUrl) : null;
  console.log(
    where
      ? `database suites on PostgreSQL at ${where.host}${where.pathname} (a fresh database per test file)`
      : process.env.TEST_DATABASE === 'pglite'
        ? 'database suites on embedded PGlite (TEST_DATABASE=pglite)'
        : 'PostgreSQL not reachable: database suites on embedded PGlite, where race and locking tests prove nothing',
  );
  project.provide('testDatabaseUrl', databaseUrl ?? '');
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir('gzip');
  await handle.close();
  mkdirSync(path.dirname(templatePath), { recursive: true });
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** The PostgreSQL the suites run on, '' for PGlite. */
    testDatabaseUrl: string;
  }
}
