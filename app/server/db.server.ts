import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from '../../db/schema';

/** The same Drizzle API over PGlite (embedded, the default) and node-postgres (when DATABASE_URL is set). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations in db/migrations. */
  migrate(): Promise<void>;
  /** Answers whether the database can run a query (used by /readyz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const defaultMigrationsFolder = path.resolve('db/migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already-open PGlite instance (tests clone one from a migrated template). */
  pglite?: PGlite;
  /** Extra pool settings for PostgreSQL, e.g. a search_path for a per-test schema. */
  poolOptions?: pg.PoolConfig;
  migrationsFolder?: string;
  migrationsSchema?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  const migrationsSchema = options.migrationsSchema;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, ...options.poolOptions });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder, migrationsSchema }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dataDir = path.resolve(options.dataDir ?? './data/pglite');
    // PGlite creates only the last folder of the path.
    mkdirSync(path.dirname(dataDir), { recursive: true });
    client = await PGlite.create(dataDir);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder, migrationsSchema }),
    ping: () => ping(db),
    close: () => pglite.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** A transaction opened with `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: services that may run inside a caller's transaction take this. */
export type Executor = Database | Transaction;
