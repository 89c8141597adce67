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

const CONNECT_TIMEOUT_MS = 5_000;
const POOL_WAIT_MS = 30_000;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already-open PGlite instance (tests clone one from a migrated template). */
  pglite?: PGlite;
  /** Extra pool settings for PostgreSQL, e.g. a search_path for a per-test schema. */
  poolOptions?: pg.PoolConfig;
  migrationsFolder?: string;
  migrationsSchema?: string;
  /** How long opening one PostgreSQL connection may take before the request fails as an outage (default 5 s). */
  connectTimeoutMs?: number;
  /** How long a query waits for a free client of a busy pool (default 30 s): load, not an outage, until then. */
  poolWaitMs?: number;
  /** Told about a PostgreSQL connection that broke (the database restarted); the pool replaces it. */
  onIdleClientError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  const migrationsSchema = options.migrationsSchema;
  if (options.databaseUrl) {
    const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    // Two different waits: opening a connection to a database that is away fails in seconds (a 503), while a burst of
    // requests queued behind a busy pool waits longer for a client (pg-pool bounds both with connectionTimeoutMillis,
    // so each client gets its own, shorter one).
    class BoundedConnectClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.poolWaitMs ?? POOL_WAIT_MS,
      keepAlive: true,
      Client: BoundedConnectClient,
      ...options.poolOptions,
    });
    // An idle client whose server went away (a restart: 57P01) emits 'error' on the pool; without a listener that
    // error would end the process. The pool drops the client and opens a new one when the database is back.
    pool.on('error', (error) => options.onIdleClientError?.(error));
    // A client checked out for a transaction that is between two queries has no listener of the pool's: the same
    // restart would end the process there. Its transaction fails on its next query (a 503), the pool discards it.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleClientError?.(error)));
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

/** How long /readyz waits for the database before saying it is unreachable. */
const PING_TIMEOUT_MS = 2_000;

async function ping(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A transaction opened with `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: services that may run inside a caller's transaction take this. */
export type Executor = Database | Transaction;
