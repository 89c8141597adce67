import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopApiKeys } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { buildOpenApiDocument } from '../../app/server/openapi.server';
import { createApiKey, revokeApiKey, rotateApiKey } from '../../app/server/players/game-server-keys.server';
import { seedShops } from '../../app/server/seed.server';
import { mintSignInLinkCall as mintSignInLink } from '../../app/server/api/mint-sign-in-link.server';
import { mintLauncherTokenCall as mintLauncherToken } from '../../app/server/api/mint-launcher-token.server';
import { mintAddToCartTokenCall as mintAddToCartToken } from '../../app/server/api/mint-add-to-cart-token.server';
import { action as unknownServerCall } from '../../app/routes/server-api.$';
import { exchangeUrlAuthTokenCall as exchangeLink } from '../../app/server/api/exchange-url-auth-token.server';
import { contractList } from '../../schemas/api';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { callRoute, createTestContext, manualClock, shopIdOf } from '../helpers/test-context';

const SEED_KEY = 'seed-key-for-tests-0123456789abcdef';
let database: TestDatabase;
const clock = manualClock();
let context: ReturnType<typeof createTestContext>;
let emberfall: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Twice: installing the seed key is idempotent.
  await seedShops(database.db, demoShops, { apiKey: SEED_KEY });
  await seedShops(database.db, demoShops, { apiKey: SEED_KEY });
  context = createTestContext({ database, clock, env: { SEED_API_KEY: SEED_KEY } });
  emberfall = await shopIdOf(database.db, 'emberfall');
});
afterAll(async () => {
  await database?.destroy();
});

type Route = typeof mintSignInLink;

function call(route: Route, shop: string, body: unknown, headers: Record<string, string>, method = 'POST') {
  return callRoute(route, context, { method, path: `/server-api/v1/shops/${shop}/x`, params: { shop }, body, headers });
}
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

async function errorOf(response: Response) {
  return (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Array<{ path: string; message: string }> };
    }
  ).error;
}

describe('API keys', () => {
  it('are refused when missing or unknown (401) and when they belong to another shop (403)', async () => {
    const missing = await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1' }, {});
    expect(missing.status).toBe(401);
    expect(await errorOf(missing)).toEqual({
      code: 'unauthenticated',
      message: expect.stringContaining('Authorization: Bearer'),
    });

    const wrong = await call(
      mintLauncherToken,
      'emberfall',
      { gameAccountId: 'a1' },
      bearer('gf_live_not-a-real-key-at-all'),
    );
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('This API key is not valid');

    const neonKey = await createApiKey(database.db, clock, {
      shopId: await shopIdOf(database.db, 'neon-drift'),
      label: 'neon backend',
    });
    const other = await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1' }, bearer(neonKey.key));
    expect(other.status).toBe(403);
    expect(await errorOf(other)).toEqual({ code: 'forbidden', message: 'This API key belongs to another shop' });
    // A shop that does not exist looks the same as someone else's: keys cannot probe for shops.
    expect((await call(mintLauncherToken, 'no-such-shop', { gameAccountId: 'a1' }, bearer(neonKey.key))).status).toBe(
      403,
    );
  });

  it('are shown once as gf_live_..., stored only as a hash, and work in either header', async () => {
    const created = await createApiKey(database.db, clock, { shopId: emberfall, label: 'game backend' });
    expect(created.key).toMatch(/^gf_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const stored = JSON.stringify(await database.db.select().from(shopApiKeys));
    expect(stored).not.toContain(created.key);
    expect(stored).not.toContain(SEED_KEY);
    expect((await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1' }, bearer(created.key))).status).toBe(200);
    expect(
      (await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1' }, { 'X-Gamefront-Api-Key': created.key }))
        .status,
    ).toBe(200);
  });

  it('rotate: the old key keeps working for the grace period only, the new one from the start', async () => {
    const old = await createApiKey(database.db, clock, { shopId: emberfall, label: 'rotating' });
    const fresh = await rotateApiKey(database.db, clock, { shopId: emberfall, keyId: old.id, graceSeconds: 600 });
    expect(fresh.label).toBe('rotating');
    expect((await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1' }, bearer(old.key))).status).toBe(200);
    clock.advance(601_000);
    const expired = await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1' }, bearer(old.key));
    expect(expired.status).toBe(401);
    expect((await errorOf(expired)).message).toMatch(/revoked/);
    expect((await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1' }, bearer(fresh.key))).status).toBe(200);
  });

  it('revoke ends a key at once', async () => {
    const key = await createApiKey(database.db, clock, { shopId: emberfall, label: 'short-lived' });
    await revokeApiKey(database.db, clock, { shopId: emberfall, keyId: key.id });
    expect((await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1' }, bearer(key.key))).status).toBe(401);
  });

  it('SEED_API_KEY is accepted by every demo shop', async () => {
    for (const shop of demoShops) {
      expect((await call(mintLauncherToken, shop.handle, { gameAccountId: 'a1' }, bearer(SEED_KEY))).status).toBe(200);
    }
  });
});

describe('minting', () => {
  it('a sign-in link answers a URL on the shop with the token in the fragment, which signs the player in', async () => {
    const answer = await call(
      mintSignInLink,
      'emberfall',
      { gameAccountId: 'acct-77', displayName: 'Wren', redirectTo: '/emberfall/store' },
      bearer(SEED_KEY),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const minted = (await answer.json()) as { url: string; token: string; expiresAt: string };
    expect(minted.url).toBe(`http://localhost/emberfall#gf_sign_in=${minted.token}`);
    expect(new Date(minted.expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    const signIn = await callRoute(exchangeLink, context, {
      path: '/api/urls/exchange_auth_token',
      body: { token: minted.token },
    });
    expect(await signIn.json()).toMatchObject({ player: { displayName: 'Wren' }, redirectTo: '/emberfall/store' });
  });

  it('caps each kind’s lifetime and honours a shorter one', async () => {
    const launcher = (await (
      await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1', expiresInSeconds: 3600 }, bearer(SEED_KEY))
    ).json()) as { expiresAt: string };
    expect(new Date(launcher.expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60_000);
    const cart = (await (
      await call(
        mintAddToCartToken,
        'emberfall',
        { gameAccountId: 'a1', items: [{ itemId: 'sword', quantity: 1 }], expiresInSeconds: 60 },
        bearer(SEED_KEY),
      )
    ).json()) as { expiresAt: string };
    expect(new Date(cart.expiresAt).getTime() - clock.now().getTime()).toBe(60_000);
  });

  it('answers 400 with field paths for a bad body, and for a body that is not JSON', async () => {
    const answer = await call(
      mintAddToCartToken,
      'emberfall',
      { gameAccountId: 'has spaces', items: [{ itemId: '', quantity: 0 }], extra: 1 },
      bearer(SEED_KEY),
    );
    expect(answer.status).toBe(400);
    const error = await errorOf(answer);
    expect(error.code).toBe('invalid_request');
    expect(error.fields?.map((field) => field.path).sort()).toEqual(
      ['extra', 'gameAccountId', 'items[0].itemId', 'items[0].quantity'].sort(),
    );
    expect(error.fields?.find((field) => field.path === 'gameAccountId')?.message).toMatch(/game account id/);

    const request = new Request('http://localhost/server-api/v1/shops/emberfall/launcher-tokens', {
      method: 'POST',
      headers: { ...bearer(SEED_KEY), 'Content-Type': 'application/json' },
      body: '{"gameAccountId":',
    });
    const broken = await mintLauncherToken({ request, params: { shop: 'emberfall' }, context });
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).code).toBe('invalid_json');
  });

  it('answers 405 to other methods and a JSON 404 to unknown paths', async () => {
    const get = await callRoute(mintLauncherToken, context, {
      method: 'GET',
      path: '/server-api/v1/shops/emberfall/launcher-tokens',
      params: { shop: 'emberfall' },
      headers: bearer(SEED_KEY),
    });
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    const unknown = await callRoute(unknownServerCall, context, {
      method: 'POST',
      path: '/server-api/v1/nothing',
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('not_found');
  });
});

describe('the OpenAPI document', () => {
  it('describes the game-server API with its key schemes and examples', () => {
    const document = buildOpenApiDocument(contractList);
    expect(document.tags).toContainEqual(expect.objectContaining({ name: 'Game server' }));
    expect(document.components.securitySchemes.gameServerBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.gameServerApiKey).toMatchObject({
      in: 'header',
      name: 'X-Gamefront-Api-Key',
    });
    const confirm = document.paths['/server-api/v1/shops/{shop}/link-codes/{code}/confirm']?.post as Record<
      string,
      never
    >;
    expect(confirm).toMatchObject({
      tags: ['Game server'],
      security: [{ gameServerBearer: [] }, { gameServerApiKey: [] }],
      requestBody: { content: { 'application/json': { example: { gameAccountId: 'acct-48213' } } } },
    });
    for (const path of ['sign-in-links', 'launcher-tokens', 'add-to-cart-tokens', 'link-codes']) {
      expect(document.paths[`/server-api/v1/shops/{shop}/${path}`]?.post).toBeDefined();
    }
  });
});

describe('bounded input on the server API', () => {
  const raw = (shop: string, body: string, headers: Record<string, string> = {}) =>
    mintLauncherToken({
      request: new Request(`http://localhost/server-api/v1/shops/${encodeURIComponent(shop)}/launcher-tokens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      }),
      params: { shop },
      context,
    });

  it('refuses a handle PostgreSQL cannot store before looking up any key', async () => {
    const response = await raw('a\u0000b', '{}');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'invalid_request',
      message: 'The request has invalid fields',
      fields: [{ path: 'params.shop', message: 'Expected text without NUL characters or unpaired surrogates' }],
    });
  });

  it('answers 413 to a body over 16 kB, 400 to a deep one, and names a display name with NUL or half a surrogate pair', async () => {
    const { key } = await createApiKey(database.db, clock, { shopId: emberfall, label: 'bounded input' });
    const auth = bearer(key);
    const tooLarge = await raw(
      'emberfall',
      JSON.stringify({ gameAccountId: 'a1', displayName: 'x'.repeat(17 * 1024) }),
      auth,
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('Connection')).toBe('close');
    const deep = await raw('emberfall', `{"gameAccountId":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, auth);
    expect(deep.status).toBe(400);
    expect((await errorOf(deep)).code).toBe('invalid_json');
    for (const displayName of ['Ada\u0000', 'Ada\ud800']) {
      const response = await call(mintLauncherToken, 'emberfall', { gameAccountId: 'a1', displayName }, auth);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual([
        { path: 'displayName', message: 'Expected text without NUL characters or unpaired surrogates' },
      ]);
    }
  });
});
