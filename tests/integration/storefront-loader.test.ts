import type { AppLoadContext } from '@remix-run/node';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopConfigVersions, shops } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { parseEnv } from '../../app/server/env.server';
import { createJobs } from '../../app/server/jobs.server';
import { createPayments } from '../../app/server/payments/payment-providers.server';
import { seedShops } from '../../app/server/seed.server';
import { parsedConfigs, publishShopConfig } from '../../app/server/shops.server';
import { loadStorefront, resolveStorefrontUrl } from '../../app/shop/load-storefront.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
const shop = demoShops.find((candidate) => candidate.handle === 'emberfall')!;
const frozen = new Date('2027-03-01T12:00:00Z');
/** An anonymous visit with no cookies: every storefront load reads the request. */
const visit = new Request('http://localhost/');

const reported: Array<{ error: unknown; level?: string; extra?: Record<string, unknown> }> = [];

function contextFor(customDomainShopHandle: string | null): AppLoadContext {
  return {
    env: parseEnv({ NODE_ENV: 'test' }),
    db: database.db,
    clock: { now: () => frozen },
    logger: pino({ level: 'silent' }),
    reporter: { capture: (error, options) => reported.push({ error, level: options?.level, extra: options?.extra }) },
    authSecret: 'test-secret-test-secret-test-secret-0000',
    identify: async () => null,
    cspNonce: 'test',
    requestId: 'test',
    clientIp: '127.0.0.1',
    customDomainShopHandle,
    jobs: createJobs(pino({ level: 'silent' })),
    payments: createPayments({
      db: database.db,
      clock: { now: () => frozen },
      authSecret: 'test-secret-test-secret-test-secret-0000',
      jobs: { kick: () => undefined },
    }),
    noteDatabaseOutage: () => undefined,
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
    const data = await loadStorefront(contextFor(null), [shop.handle], visit);
    expect(data.shop.name).toBe(shop.config.name);
    expect(data.themeStyle['--gf-primary']).toBe(shop.config.theme.primaryColor);
    // Of the theme itself, only what the page reads in the browser travels in its data.
    expect(data.theme).toEqual({
      buttonType: shop.config.theme.buttonType,
      typography: shop.config.theme.typography,
      headerBackgroundColor: shop.config.theme.headerBackgroundColor,
    });
    expect(data.page?.target).toBe('HOME');
    expect(data.now).toBe(frozen.getTime());
  });

  it('answers 404 for a shop that does not exist', async () => {
    expect(await status(loadStorefront(contextFor(null), ['no-such-shop'], visit))).toBe(404);
  });

  it('a page the layout does not define renders with no sections rather than failing', async () => {
    // Emberfall's layout has no MISSIONS page, though its menu may link there.
    expect(shop.config.layout.pages.map((page) => page.target)).not.toContain('MISSIONS');
    const data = await loadStorefront(contextFor(null), [shop.handle, 'missions'], visit);
    expect(data.target).toBe('MISSIONS');
    expect(data.page).toBeNull();
  });
});

describe('a published config with a broken card', () => {
  it('renders the rest of the page and reports the card, naming its path', async () => {
    const verdant = demoShops.find((candidate) => candidate.handle === 'verdant')!;
    const config = structuredClone(verdant.config);
    const section = config.layout.pages[0]!.sections.find((candidate) => candidate.cards.length >= 2)!;
    const sectionIndex = config.layout.pages[0]!.sections.indexOf(section);
    const [broken, ...rest] = section.cards;
    (broken as { id: string; type: string }).type = 'no_such_card';
    const [row] = await database.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'verdant'));
    // Written around the service, as a bad migration or a hand edit would.
    await database.db.update(shopConfigVersions).set({ config }).where(eq(shopConfigVersions.shopId, row!.id));

    reported.length = 0;
    const data = await loadStorefront(contextFor(null), ['verdant'], visit);
    const rendered = data.page!.sections[sectionIndex]!.cards.map((card) => card.id);
    expect(rendered).toEqual(rest.map((card) => card.id));
    expect(reported).toHaveLength(1);
    expect(reported[0]!.level).toBe('warning');
    expect(String(reported[0]!.error)).toContain(`layout.pages[0].sections[${sectionIndex}].cards[0]`);
    expect(reported[0]!.extra).toMatchObject({ shop: 'verdant', cardId: broken!.id });
  });
});

describe('a published config that fails validation as a whole', () => {
  const neon = demoShops.find((candidate) => candidate.handle === 'neon-drift')!;
  const configProblems = () => reported.filter((entry) => String(entry.error).includes('invalid published config'));
  const shopName = async () => (await loadStorefront(contextFor(null), ['neon-drift'], visit)).shop.name;

  /** Breaks the published row with plain SQL, as a bad migration or a hand edit in psql would. */
  async function breakPublishedRow(primaryColor: string) {
    await database.db.execute(sql`
      update shop_config_versions set config = jsonb_set(config, '{theme,primaryColor}', to_jsonb(${primaryColor}::text))
      where status = 'published' and shop_id = (select id from shops where handle = 'neon-drift')`);
  }

  it('keeps serving the newest valid version, reports each bad row version once, and the database stays ready', async () => {
    const [row] = await database.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'neon-drift'));
    const publish = (name: string) =>
      publishShopConfig(database.db, {
        shopId: row!.id,
        config: { ...neon.config, name },
        createdBy: 'publisher@example.com',
      });
    // The seed's version 1, then versions 2 and 3 through the service; version 3 is then broken around it.
    await publish('Neon Drift, season two');
    await publish('Neon Drift, season three');
    expect(await shopName()).toBe('Neon Drift, season three');
    await breakPublishedRow('red; } body { display: none');

    reported.length = 0;
    for (let view = 0; view < 25; view += 1) expect(await shopName()).toBe('Neon Drift, season two');
    expect(configProblems()).toHaveLength(1);
    expect(String(configProblems()[0]!.error)).toContain('serving its last valid version');
    expect(String(configProblems()[0]!.error)).toContain('theme.primaryColor');
    expect(configProblems()[0]!.extra).toMatchObject({ shop: 'neon-drift', version: 3 });

    // A cold cache (what a restarted server starts with) finds the same fallback without a second report here.
    parsedConfigs.clear();
    for (let view = 0; view < 10; view += 1) expect(await shopName()).toBe('Neon Drift, season two');
    expect(configProblems()).toHaveLength(1);

    // Broken again differently: a new row version, reported once more.
    await breakPublishedRow('url(javascript:alert(1))');
    for (let view = 0; view < 10; view += 1) expect(await shopName()).toBe('Neon Drift, season two');
    expect(configProblems()).toHaveLength(2);

    // What /readyz asks: the database answers, so the server stays in rotation.
    expect(await database.ping()).toBe(true);

    // Publishing a valid version through the service ends the fallback.
    await publish('Neon Drift, season four');
    expect(await shopName()).toBe('Neon Drift, season four');
    expect(configProblems()).toHaveLength(2);
  });
});
