import type { AppLoadContext } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoShops } from '../../fixtures/shops/index';
import { loadGallery } from '../../app/gallery/load-gallery.server';
import { kitGalleryEnabled, loadKit } from '../../app/kit/load-kit.server';
import { parseEnv } from '../../app/server/env.server';
import { seedShops } from '../../app/server/seed.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
});
afterAll(async () => {
  await database?.destroy();
});

/** The galleries' loaders read only the environment and the database. */
function contextWith(env: Record<string, string>): AppLoadContext {
  return { env: parseEnv(env), db: database.db } as AppLoadContext;
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

const galleries = [
  { name: '/gallery', load: (context: AppLoadContext) => loadGallery(context, new URL('http://shop.test/gallery')) },
  { name: '/kit', load: (context: AppLoadContext) => loadKit(context, new URL('http://shop.test/kit')) },
];

describe.each(galleries)('$name', ({ load }) => {
  it('answers 404 in production when ENABLE_KIT_GALLERY is not set', async () => {
    expect(await status(load(contextWith({ NODE_ENV: 'production' })))).toBe(404);
  });

  it('answers 404 in production when ENABLE_KIT_GALLERY is false or empty', async () => {
    expect(await status(load(contextWith({ NODE_ENV: 'production', ENABLE_KIT_GALLERY: 'false' })))).toBe(404);
    expect(await status(load(contextWith({ NODE_ENV: 'production', ENABLE_KIT_GALLERY: '' })))).toBe(404);
  });

  it('renders in a production test build with ENABLE_KIT_GALLERY=true', async () => {
    expect(await status(load(contextWith({ NODE_ENV: 'production', ENABLE_KIT_GALLERY: 'true' })))).toBe('resolved');
  });

  it('renders in development and test without the flag', async () => {
    expect(await status(load(contextWith({ NODE_ENV: 'development' })))).toBe('resolved');
    expect(await status(load(contextWith({ NODE_ENV: 'test' })))).toBe('resolved');
  });
});

describe('kitGalleryEnabled', () => {
  it('is off only in production without the flag', () => {
    expect(kitGalleryEnabled({ env: parseEnv({ NODE_ENV: 'production' }) })).toBe(false);
    expect(kitGalleryEnabled({ env: parseEnv({ NODE_ENV: 'production', ENABLE_KIT_GALLERY: 'true' }) })).toBe(true);
    expect(kitGalleryEnabled({ env: parseEnv({ NODE_ENV: 'development' }) })).toBe(true);
  });
});
