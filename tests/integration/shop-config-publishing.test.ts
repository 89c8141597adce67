import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopConfigVersions, shopDomains, shops } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { seedShops } from '../../app/server/seed.server';
import {
  InvalidShopConfigError,
  findPublishedShop,
  findShopByDomain,
  listPublishedShops,
  publishShopConfig,
} from '../../app/server/shops.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

async function countRows() {
  return {
    shops: await database.db.$count(shops),
    domains: await database.db.$count(shopDomains),
    versions: await database.db.$count(shopConfigVersions),
  };
}

describe('given an empty database, seeding the demo shops', () => {
  it('creates every demo shop with its domains and one published config', async () => {
    const report = await seedShops(database.db, demoShops);
    expect(report.createdShops.sort()).toEqual(demoShops.map((shop) => shop.handle).sort());
    for (const seed of demoShops) {
      const shop = await findPublishedShop(database.db, seed.handle);
      expect(shop?.config.name).toBe(seed.config.name);
      expect(shop?.config.theme).toEqual(seed.config.theme);
    }
  });

  it('changes nothing when it runs a second time', async () => {
    const before = await countRows();
    const report = await seedShops(database.db, demoShops);
    expect(report).toEqual({ createdShops: [], publishedConfigs: [] });
    expect(await countRows()).toEqual(before);
  });

  it('answers a custom domain with its own shop only', async () => {
    const [first, second] = demoShops;
    expect((await findShopByDomain(database.db, first!.domains[0]!))?.handle).toBe(first!.handle);
    expect((await findShopByDomain(database.db, second!.domains[0]!.toUpperCase()))?.handle).toBe(second!.handle);
    expect(await findShopByDomain(database.db, 'unknown.example')).toBeNull();
  });

  it('lists the published shops for the front page', async () => {
    const listed = await listPublishedShops(database.db);
    expect(listed.map((shop) => shop.handle).sort()).toEqual(demoShops.map((shop) => shop.handle).sort());
  });
});

describe('publishing a shop config', () => {
  it('keeps exactly one published version and numbers versions in order', async () => {
    const seed = demoShops[0]!;
    const shop = await findPublishedShop(database.db, seed.handle);
    const renamed = { ...seed.config, name: 'Renamed by a publisher' };
    const { version } = await publishShopConfig(database.db, {
      shopId: shop!.id,
      config: renamed,
      createdBy: 'publisher@example.com',
    });
    expect(version).toBe(shop!.version + 1);
    const published = await database.db
      .select({ version: shopConfigVersions.version })
      .from(shopConfigVersions)
      .where(sql`${shopConfigVersions.shopId} = ${shop!.id} and ${shopConfigVersions.status} = 'published'`);
    expect(published).toEqual([{ version }]);
    expect((await findPublishedShop(database.db, seed.handle))?.config.name).toBe('Renamed by a publisher');
  });

  it('does not overwrite a publisher’s version when the demo seed runs again', async () => {
    const report = await seedShops(database.db, demoShops);
    expect(report.publishedConfigs).toEqual([]);
    expect((await findPublishedShop(database.db, demoShops[0]!.handle))?.config.name).toBe('Renamed by a publisher');
  });

  it('refuses an invalid config with the field path and stores nothing', async () => {
    const seed = demoShops[1]!;
    const shop = await findPublishedShop(database.db, seed.handle);
    const before = await countRows();
    const hostile = {
      ...seed.config,
      theme: { ...seed.config.theme, primaryColor: 'red;}body{background:url(https://x)}' },
    };
    await expect(publishShopConfig(database.db, { shopId: shop!.id, config: hostile, createdBy: 'x' })).rejects.toThrow(
      /theme\.primaryColor: /,
    );
    await expect(
      publishShopConfig(database.db, { shopId: shop!.id, config: hostile, createdBy: 'x' }),
    ).rejects.toBeInstanceOf(InvalidShopConfigError);
    expect(await countRows()).toEqual(before);
  });

  it('never serves a published row that fails the schema (written around the service), even with no valid version to fall back to', async () => {
    const seed = demoShops[2]!;
    const shop = await findPublishedShop(database.db, seed.handle);
    await database.db
      .update(shopConfigVersions)
      .set({ config: { ...seed.config, theme: { ...seed.config.theme, borderRadius: '1px;}' } } })
      .where(eq(shopConfigVersions.shopId, shop!.id));
    await expect(findPublishedShop(database.db, seed.handle)).rejects.toThrow(/theme\.borderRadius/);
  });

  it('gives every concurrent publish its own version, with one published at the end', async () => {
    const seed = demoShops[3]!;
    const shop = await findPublishedShop(database.db, seed.handle);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        publishShopConfig(database.db, {
          shopId: shop!.id,
          config: { ...seed.config, name: `Edit ${i}` },
          createdBy: `p${i}`,
        }),
      ),
    );
    const versions = results.map((result) => result.version).sort((a, b) => a - b);
    expect(new Set(versions).size).toBe(8);
    const published = await database.db
      .select({ version: shopConfigVersions.version })
      .from(shopConfigVersions)
      .where(sql`${shopConfigVersions.shopId} = ${shop!.id} and ${shopConfigVersions.status} = 'published'`);
    expect(published).toEqual([{ version: versions.at(-1) }]);
  });
});
