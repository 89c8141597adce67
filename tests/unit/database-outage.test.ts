import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../app/server/database-outage.server';
import { openDatabase } from '../../app/server/db.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { freePort } from '../helpers/server-process';

// Which failures mean "the database is away" (a 503 with Retry-After) and which are our bugs (a reported 500): told
// apart on real errors from the drivers, not on hand-made ones.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe('isDatabaseUnavailable', () => {
  it('is true for a PostgreSQL nobody answers for (refused connection, through Drizzle)', async () => {
    const port = await freePort();
    const away = await openDatabase({ databaseUrl: `postgres://postgres@localhost:${port}/postgres` });
    try {
      const error = await away.db.execute(sql`select 1`).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(await away.ping()).toBe(false);
    } finally {
      await away.close();
    }
  });

  it('is false for a query that is wrong, a constraint that refuses, and anything that is not an error', async () => {
    const wrong = await database.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(wrong).not.toBeNull();
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    const refused = await database.db.execute(sql`select 1 / 0`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isDatabaseUnavailable(refused)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
