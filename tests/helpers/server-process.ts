import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppLoadContext } from '@remix-run/node';
import pg from 'pg';
import { demoShops } from '../../fixtures/shops/index';
import { openDatabase, type DatabaseHandle } from '../../app/server/db.server';
import { seedShops } from '../../app/server/seed.server';
import { createTestContext } from './test-context';

// A real server process for the system tests (tests/system): the built app (`npm run build` first, BUILD_DIR
// honoured), started with `node --import tsx server/main.ts`, on loopback, killed with the signal a test chooses.

/** The real PostgreSQL the system tests use when it answers (TEST_DATABASE_URL, else the machine's default). */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** A free port between `low` and `high` (inclusive), for tests given a share of a busy machine's ports. */
export async function freePortBetween(low: number, high: number): Promise<number> {
  const first = low + Math.floor(Math.random() * (high - low + 1));
  for (let tries = 0; tries <= high - low; tries += 1) {
    const port = low + ((first - low + tries) % (high - low + 1));
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
  throw new Error(`no free port between ${low} and ${high}`);
}

/** Whether the real PostgreSQL answers at `postgresAdminUrl`. */
export function postgresReachable(): Promise<boolean> {
  return postgresAnswers(postgresAdminUrl);
}

/** Whether a PostgreSQL answers a query at `url` within two seconds. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Thrown by a `waitFor` check when waiting longer cannot help (the process it waits for has exited). */
export class GiveUp extends Error {}

/** Waits until `check` holds, polling; throws with `what` after `timeoutMs`, or at once when `check` throws GiveUp. */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  what: string,
  timeoutMs = 30_000,
  pollMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export interface ServerProcess {
  port: number;
  origin: string;
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Resident memory of the process in kB, read from /proc (Linux). */
  rssKb(): number;
  /** Sends a signal and waits for the exit; answers the exit code (null when killed by the signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** True while the process runs. */
  running(): boolean;
}

const started = new Set<ChildProcessByStdio<null, Readable, Readable>>();
// Never leave a server behind, even when a test fails.
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * Starts the built server with `env` on top of a production-like environment and waits until it listens.
 * The caller chooses the database (DATABASE_URL or DATA_DIR) and anything else.
 */
export async function startServer(
  env: Record<string, string>,
  { port: wanted }: { port?: number } = {},
): Promise<ServerProcess> {
  const port = wanted ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new GiveUp(`the server exited with ${child.exitCode ?? child.signalCode} before it was ready`);
      const response = await fetch(`${origin}/readyz`).catch(() => null);
      return response?.status === 200;
    },
    `the server on port ${port} to be ready`,
    90_000,
  ).catch((error: unknown) => {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw new Error(`${String(error)}\n--- server output ---\n${output}`);
  });
  return {
    port,
    origin,
    pid: child.pid!,
    output: () => output,
    rssKb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    },
    running: () => child.exitCode === null && child.signalCode === null,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

/** A fresh, empty database on the real PostgreSQL for one test file; `drop()` removes it. */
export async function createPostgresDatabase(
  prefix: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      cleanup.on('error', () => undefined);
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A database ready for a server process: migrated, the demo shops seeded, and whatever the test adds. */
export interface PreparedDatabase {
  /** What the server needs to start on it: DATABASE_URL or DATA_DIR, no seeding of its own, a fixed AUTH_SECRET, the build. */
  env: Record<string, string>;
  /** Reads the database as it is now (PGlite: only while no server holds it). */
  read<T>(look: (db: DatabaseHandle['db']) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export const SYSTEM_AUTH_SECRET = 'system-tests-auth-secret-system-tests-auth-secret';

/**
 * Prepares a database for a system test through our own services: on a fresh PostgreSQL database when one answers,
 * otherwise in a PGlite folder (closed again before the server opens it: PGlite lives in one process).
 */
export async function prepareDemoDatabase(
  name: string,
  setup: (context: AppLoadContext) => Promise<void>,
  { databasePrefix = 'gf_system' }: { databasePrefix?: string } = {},
): Promise<PreparedDatabase> {
  const onPostgres = await postgresReachable();
  const created = onPostgres ? await createPostgresDatabase(`${databasePrefix}_${name}`) : null;
  const dataDir = created ? undefined : path.join(mkdtempSync(path.join(os.tmpdir(), 'gf-system-')), 'pglite');
  const database = await openDatabase({ databaseUrl: created?.url, dataDir, onIdleClientError: () => undefined });
  await database.migrate();
  await seedShops(database.db, demoShops);
  await setup(createTestContext({ database }));
  if (!created) await database.close();
  return {
    env: {
      ...(created ? { DATABASE_URL: created.url } : { DATA_DIR: dataDir! }),
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      SEED_DEMO_SHOPS: 'never',
      AUTH_SECRET: SYSTEM_AUTH_SECRET,
    },
    async read(look) {
      if (created) return look(database.db);
      const reopened = await openDatabase({ dataDir });
      try {
        return await look(reopened.db);
      } finally {
        await reopened.close();
      }
    },
    async dispose() {
      if (created) {
        await database.close();
        await created.drop();
      }
    },
  };
}
