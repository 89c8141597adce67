import { and, eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopConfigVersions } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { seedShops } from '../../app/server/seed.server';
import type { DatabaseHandle } from '../../app/server/db.server';
import { SHOP_WATCH_APPLICATION, watchShopChanges, type ShopWatch } from '../../app/server/shop-directory.server';
import {
  ParsedConfigCache,
  findPublishedShop,
  findShopByDomain,
  parsedConfigs,
  publishShopConfig,
} from '../../app/server/shops.server';
import { createTestDatabase, openSecondHandle, usingRealPostgres, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
const seed = demoShops[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(() => parsedConfigs.clear());

describe('given a published config read once', () => {
  it('serves the next reads from the cache: same validated object, one entry', async () => {
    const first = await findPublishedShop(database.db, seed.handle);
    const second = await findPublishedShop(database.db, seed.handle);
    expect(second?.config).toBe(first?.config);
    expect(parsedConfigs.size).toBe(1);
  });

  it('freezes the shared config, so a caller cannot change what other requests see', async () => {
    const shop = await findPublishedShop(database.db, seed.handle);
    expect(Object.isFrozen(shop!.config)).toBe(true);
    expect(Object.isFrozen(shop!.config.theme)).toBe(true);
    expect(() => {
      (shop!.config.theme as { primaryColor: string }).primaryColor = '#000000';
    }).toThrow(TypeError);
  });

  it('serves a newly published version at once', async () => {
    const before = await findPublishedShop(database.db, seed.handle);
    await publishShopConfig(database.db, {
      shopId: before!.id,
      config: { ...seed.config, name: 'Published after the first read' },
      createdBy: 'publisher@example.com',
    });
    const after = await findPublishedShop(database.db, seed.handle);
    expect(after?.config.name).toBe('Published after the first read');
    expect(after?.version).toBe(before!.version + 1);
  });

  it('reads and validates again a row changed in place', async () => {
    const shop = await findPublishedShop(database.db, seed.handle);
    await database.db
      .update(shopConfigVersions)
      .set({ config: { ...seed.config, name: 'Edited by hand' } })
      .where(eq(shopConfigVersions.shopId, shop!.id));
    expect((await findPublishedShop(database.db, seed.handle))?.config.name).toBe('Edited by hand');
  });
});

describe('ParsedConfigCache', () => {
  const entry = (name: string) => ({ config: { name } as never, cardProblems: [], configProblem: null });

  it('keeps at most its capacity, dropping the least recently read first', () => {
    const cache = new ParsedConfigCache(2);
    cache.set('a', entry('a'));
    cache.set('b', entry('b'));
    cache.get('a');
    cache.set('c', entry('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe('given a second server instance that watches publishes (its own connections, as another process has)', () => {
  let second: DatabaseHandle;
  let watch: ShopWatch;
  const shop = demoShops[1]!;
  const domain = shop.domains[0]!;

  beforeAll(async () => {
    second = await openSecondHandle(database);
    watch = await watchShopChanges(second);
  });
  afterAll(async () => {
    await watch?.stop();
    await second?.close();
  });

  /** The first instance publishes the shop under another name. */
  const publishNamed = (shopId: string, name: string) =>
    publishShopConfig(database.db, { shopId, config: { ...shop.config, name }, createdBy: 'publisher@example.com' });

  /** Waits until the second instance serves the shop under `name`. */
  const servesName = (name: string, timeout = 5_000) =>
    vi.waitFor(async () => expect((await findPublishedShop(second.db, shop.handle))?.config.name).toBe(name), {
      timeout,
      interval: 20,
    });

  /** Every query the second instance sends: pool checkouts on PostgreSQL, client queries on PGlite (one process). */
  function countQueries(): { count: () => number; stop: () => void } {
    const client = (second.db as unknown as { $client: { on?: unknown; query: (...args: unknown[]) => unknown } })
      .$client;
    let count = 0;
    if (second.kind === 'postgres') {
      const pool = client as unknown as Pool;
      const onAcquire = () => (count += 1);
      pool.on('acquire', onAcquire);
      return { count: () => count, stop: () => pool.off('acquire', onAcquire) };
    }
    const spy = vi.spyOn(client, 'query');
    return { count: () => spy.mock.calls.length, stop: () => spy.mockRestore() };
  }

  it('serves page views and custom-domain lookups with zero database reads once warm', async () => {
    await findPublishedShop(second.db, shop.handle);
    await findShopByDomain(second.db, domain);
    await findShopByDomain(second.db, 'not-a-shop.example');
    const queries = countQueries();
    for (let view = 0; view < 50; view += 1) {
      expect((await findPublishedShop(second.db, shop.handle))?.handle).toBe(shop.handle);
      expect((await findShopByDomain(second.db, domain.toUpperCase()))?.handle).toBe(shop.handle);
      expect(await findShopByDomain(second.db, 'not-a-shop.example')).toBeNull();
    }
    queries.stop();
    expect(queries.count()).toBe(0);
  });

  it('serves a version published through the first instance, told by the database, without a restart', async () => {
    const before = await findPublishedShop(second.db, shop.handle);
    await publishNamed(before!.id, 'Published on instance one');
    await servesName('Published on instance one');
    expect((await findPublishedShop(second.db, shop.handle))?.version).toBe(before!.version + 1);
  });

  it('tells whoever listens (the anonymous page cache, server/app.ts) when a publish makes it forget', async () => {
    const before = await findPublishedShop(second.db, shop.handle);
    let told = 0;
    const stopListening = watch.directory.onForget(() => (told += 1));
    await publishNamed(before!.id, 'Published while pages are kept');
    await vi.waitFor(() => expect(told).toBeGreaterThan(0), { timeout: 5_000, interval: 20 });
    stopListening();
    const heard = told;
    await publishNamed(before!.id, 'Published after the listener left');
    await servesName('Published after the listener left');
    expect(told).toBe(heard);
  });

  // Only PostgreSQL has a listening connection to cut; on PGlite a publish is heard in-process.
  if (usingRealPostgres) {
    it('never misses a publish made while its listening connection was cut', async () => {
      const before = await findPublishedShop(second.db, shop.handle);
      const admin = await openSecondHandle(database);
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${SHOP_WATCH_APPLICATION} and datname = current_database()`,
      );
      await admin.close();
      await publishNamed(before!.id, 'Published while the listener was away');
      await servesName('Published while the listener was away', 10_000);
      // Listening again: a publish after the reconnection is still seen.
      await vi.waitFor(() => expect(watch.directory.live).toBe(true), { timeout: 10_000, interval: 50 });
      await publishNamed(before!.id, 'Published after the reconnection');
      await servesName('Published after the reconnection');
    });
  }

  it('sees a row edited by hand once the entry is older than its maximum age, or at once after a NOTIFY', async () => {
    let now = 0;
    const aged = await watchShopChanges(second, { maxAgeMs: 1_000, now: () => now });
    try {
      const current = await findPublishedShop(second.db, shop.handle);
      await database.db
        .update(shopConfigVersions)
        .set({ config: { ...shop.config, name: 'Edited by hand, seen late' } })
        .where(eq(shopConfigVersions.id, await publishedVersionId(current!.id)));
      expect((await findPublishedShop(second.db, shop.handle))?.config.name).toBe(current!.config.name);
      now = 1_000;
      expect((await findPublishedShop(second.db, shop.handle))?.config.name).toBe('Edited by hand, seen late');
    } finally {
      await aged.stop();
    }
  });
});

async function publishedVersionId(shopId: string): Promise<string> {
  const [row] = await database.db
    .select({ id: shopConfigVersions.id })
    .from(shopConfigVersions)
    .where(and(eq(shopConfigVersions.shopId, shopId), eq(shopConfigVersions.status, 'published')));
  return row!.id;
}
