import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../app/server/db.server';
import { isDatabaseUnavailable } from '../../app/server/database-outage.server';
import { createPostgresDatabase, postgresReachable } from '../helpers/server-process';

// Two waits that pg-pool bounds with one setting (docs/decisions/020): a request queued behind a busy pool is load
// and must be served once a client is free, while opening a connection to a database that does not answer is an
// outage and must fail fast (a 503). Found when 1,000 concurrent purchases on a busy machine got 503s after 5 s.

const usePostgres = await postgresReachable();

/** A TCP peer that accepts connections and never says a word: a database host that hangs. */
async function silentPeer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a database that hangs when connecting', () => {
  it('fails a query as an outage within the connect timeout, however long the pool would wait', async () => {
    const peer = await silentPeer();
    const handle = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${peer.port}/postgres`,
      connectTimeoutMs: 300,
      poolWaitMs: 20_000,
    });
    const started = Date.now();
    const error = await handle.db.execute(sql`select 1`).then(
      () => null,
      (failure: unknown) => failure,
    );
    const tookMs = Date.now() - started;
    await handle.close();
    await peer.close();
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(tookMs).toBeLessThan(10_000);
  });
});

if (usePostgres) {
  describe('a burst of queries larger than the pool', () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let handle: DatabaseHandle;

    beforeAll(async () => {
      database = await createPostgresDatabase('gf_pool');
      handle = await openDatabase({
        databaseUrl: database.url,
        connectTimeoutMs: 200,
        poolWaitMs: 20_000,
        poolOptions: { max: 2 },
      });
    });

    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    it('waits for a free client longer than a connection may take to open, and answers every query', async () => {
      // 12 queries of 300 ms on 2 clients: the last ones wait ~1.5 s for a client, far beyond the 200 ms connect timeout.
      const answers = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) => handle.db.execute(sql`select pg_sleep(0.3), ${index}::int as n`)),
      );
      expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
      expect(answers).toHaveLength(12);
    });
  });
} else {
  console.log('database-pool: the burst scenario is not registered: no PostgreSQL answers here');
}
