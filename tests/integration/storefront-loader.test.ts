import type { AppLoadContext } from '@remix-run/node';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoShops } from '../../fixtures/shops/index';
import { parseEnv } from '../../app/server/env.server';
import { seedShops } from '../../app/server/seed.server';
import { loadStorefront, resolveStorefrontUrl } from '../../app/shop/load-storefront.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
const shop = demoShops.find((candidate) => candidate.handle === 'emberfall')!;
const frozen = new Date('2027-03-01T12:00:00Z');

function contextFor(customDomainShopHandle: string | null): AppLoadContext {
  return {
    env: parseEnv({ NODE_ENV: 'test' }),
    db: database.db,
    clock: { now: () => frozen },
    logger: pino({ level: 'silent' }),
    reporter: { capture: () => undefined },
    identify: async () => null,
    cspNonce: 'test',
    requestId: 'test',
    customDomainShopHandle,
  };
}

async function status(promise: Promise<unknown>): Promise<number | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
});
afterAll(async () => {
  await database?.destroy();
});

describe('which shop and page a storefront URL means', () => {
  it('on the main host reads the handle then the page', () => {
    expect(resolveStorefrontUrl({ customDomainShopHandle: null }, ['emberfall', 'shop'])).toEqual({
      handle: 'emberfall',
      target: 'SHOP',
      basePath: '/emberfall',
    });
    expect(resolveStorefrontUrl({ customDomainShopHandle: null }, ['emberfall']).target).toBe('HOME');
  });

  it('on a shop’s own domain reads only the page, and links drop the handle', () => {
    expect(resolveStorefrontUrl({ customDomainShopHandle: 'frostmark' }, ['missions'])).toEqual({
      handle: 'frostmark',
      target: 'MISSIONS',
      basePath: '',
    });
  });

  it('answers 404 for reserved words, malformed handles and unknown pages', async () => {
    for (const segments of [['api'], ['Not_A_Handle'], ['emberfall', 'nowhere'], ['shop']]) {
      expect(() => resolveStorefrontUrl({ customDomainShopHandle: null }, segments)).toThrow(Response);
    }
    expect(() => resolveStorefrontUrl({ customDomainShopHandle: 'frostmark' }, ['emberfall'])).toThrow(Response);
  });
});

describe('loading a storefront page', () => {
  it('gives the published config of the shop, its page, and the injected clock’s time', async () => {
    const data = await loadStorefront(contextFor(null), [shop.handle]);
    expect(data.shop.name).toBe(shop.config.name);
    expect(data.theme).toEqual(shop.config.theme);
    expect(data.page?.target).toBe('HOME');
    expect(data.now).toBe(frozen.getTime());
  });

  it('answers 404 for a shop that does not exist', async () => {
    expect(await status(loadStorefront(contextFor(null), ['no-such-shop']))).toBe(404);
  });

  it('a page the layout does not define renders with no sections rather than failing', async () => {
    // Emberfall's layout has no MISSIONS page, though its menu may link there.
    expect(shop.config.layout.pages.map((page) => page.target)).not.toContain('MISSIONS');
    const data = await loadStorefront(contextFor(null), [shop.handle, 'missions']);
    expect(data.target).toBe('MISSIONS');
    expect(data.page).toBeNull();
  });
});
