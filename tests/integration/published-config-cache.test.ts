import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopConfigVersions } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { seedShops } from '../../app/server/seed.server';
import { ParsedConfigCache, findPublishedShop, parsedConfigs, publishShopConfig } from '../../app/server/shops.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

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
