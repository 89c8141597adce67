import type { AppLoadContext } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkedAccounts, players } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { signInResultSchema } from '../../schemas/account';
import { seedShops } from '../../app/server/seed.server';
import { publishShopConfig } from '../../app/server/shops.server';
import { sessionCookieName } from '../../app/server/players/sessions.server';
import { OAUTH_STATE_TTL_MS } from '../../app/server/players/oauth-sign-in.server';
import { loadSignInCallback } from '../../app/shop/sign-in-callback.server';
import { exchangeLoginAuthTokenCall as exchangeRoute } from '../../app/server/api/exchange-login-auth-token.server';
import { getLoginRedirectUrlCall as redirectRoute } from '../../app/server/api/get-login-redirect-url.server';
import { getLoginOptionsCall as optionsRoute } from '../../app/server/api/get-login-options.server';
import { callRoute, createTestContext, manualClock, shopIdOf, TEST_ORIGIN } from '../helpers/test-context';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startOidcServer, type TestOidcServer } from '../helpers/oidc-server';

// Google-style and publisher OAuth2 sign-in against a real OIDC provider on loopback, on a real database.

const EMBERFALL_SECRET = 'TEST_EMBERFALL_OIDC_SECRET';
const FROSTMARK_SECRET = 'TEST_FROSTMARK_OIDC_SECRET';

let database: TestDatabase;
let oidc: TestOidcServer;
let context: AppLoadContext;
let clock: ReturnType<typeof manualClock>;
let reported: unknown[];

async function useIssuer(handle: string, login: object) {
  const shop = demoShops.find((candidate) => candidate.handle === handle)!;
  await publishShopConfig(database.db, {
    shopId: await shopIdOf(database.db, handle),
    config: { ...shop.config, login },
    createdBy: 'test',
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
  oidc = await startOidcServer();
  await useIssuer('emberfall', {
    custom: true,
    oauth2: [
      {
        id: 'emberfall-id',
        label: 'Emberfall account',
        issuer: oidc.issuer,
        clientId: 'gamefront-emberfall',
        clientSecretEnv: EMBERFALL_SECRET,
        claims: { displayName: 'name', gameAccountId: 'game_account_id' },
      },
    ],
  });
  await useIssuer('frostmark', {
    custom: false,
    google: { clientId: 'frostmark.apps.example', clientSecretEnv: FROSTMARK_SECRET, issuer: oidc.issuer },
    oauth2: [
      {
        id: 'frostmark-id',
        label: 'Frostmark ID',
        issuer: oidc.issuer,
        clientId: 'gamefront-frostmark',
        clientSecretEnv: FROSTMARK_SECRET,
      },
    ],
  });
});

afterAll(async () => {
  await oidc?.stop();
  await database?.destroy();
});

beforeEach(() => {
  vi.stubEnv(EMBERFALL_SECRET, 'emberfall-client-secret');
  vi.stubEnv(FROSTMARK_SECRET, 'frostmark-client-secret');
  clock = manualClock(new Date());
  reported = [];
  context = createTestContext({ database, clock, reported });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The cookie a browser would send back, from a response's Set-Cookie headers. */
function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

interface Started {
  url: URL;
  cookie: string;
}

async function startSignIn(shop = 'emberfall', provider = 'emberfall-id', returnTo?: string): Promise<Started> {
  const query = new URLSearchParams({ shop, ...(returnTo ? { return_to: returnTo } : {}) });
  const response = await callRoute(redirectRoute, context, {
    method: 'POST',
    path: `/api/login/${provider}/get_redirect_url?${query}`,
    params: { provider },
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { url: new URL(url), cookie: cookiesFrom(response) };
}

/** The provider's answer forwarded to the exchange call, as the callback page's script would. */
function exchange(callback: URL, cookie: string, shop = 'emberfall', provider = 'emberfall-id') {
  const query = new URLSearchParams({ shop });
  for (const key of ['code', 'state', 'error', 'error_description']) {
    const value = callback.searchParams.get(key);
    if (value !== null) query.set(key, value);
  }
  return callRoute(exchangeRoute, context, {
    method: 'POST',
    path: `/api/login/${provider}/exchange_auth_token?${query}`,
    params: { provider },
    headers: { Cookie: cookie },
  });
}

async function signIn(shop = 'emberfall', provider = 'emberfall-id') {
  const started = await startSignIn(shop, provider);
  const callback = await oidc.authorize(started.url.href);
  return { started, callback, response: await exchange(callback, started.cookie, shop, provider) };
}

describe('login options', () => {
  it('lists email codes and the publisher provider of a shop', async () => {
    const response = await callRoute(optionsRoute, context, {
      path: '/api/login/get_login_options/emberfall',
      params: { shop: 'emberfall' },
    });
    expect(await response.json()).toEqual({
      providers: [
        { type: 'CUSTOM', id: 'custom', label: 'Email' },
        { type: 'OAUTH2', id: 'emberfall-id', label: 'Emberfall account' },
      ],
    });
  });

  it('offers email codes alone where the shop says nothing about sign-in', async () => {
    const response = await callRoute(optionsRoute, context, {
      path: '/api/login/get_login_options/verdant',
      params: { shop: 'verdant' },
    });
    expect(await response.json()).toEqual({ providers: [{ type: 'CUSTOM', id: 'custom', label: 'Email' }] });
  });

  it('leaves out a provider whose client secret this server does not hold', async () => {
    vi.stubEnv(EMBERFALL_SECRET, '');
    const response = await callRoute(optionsRoute, context, {
      path: '/api/login/get_login_options/emberfall',
      params: { shop: 'emberfall' },
    });
    expect(await response.json()).toEqual({ providers: [{ type: 'CUSTOM', id: 'custom', label: 'Email' }] });
  });

  it('answers 404 for a shop that does not exist', async () => {
    const response = await callRoute(optionsRoute, context, {
      path: '/api/login/get_login_options/nowhere',
      params: { shop: 'nowhere' },
    });
    expect(response.status).toBe(404);
  });
});

describe('signing in with a provider', () => {
  it('sends the player to the provider with PKCE, state and nonce, and back to the shop', async () => {
    const { url, cookie } = await startSignIn('emberfall', 'emberfall-id', '/emberfall/shop');
    expect(url.origin).toBe(oidc.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'gamefront-emberfall',
      response_type: 'code',
      redirect_uri: `${TEST_ORIGIN}/emberfall/sign-in/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatch(/^gf_signin_[0-9a-f]{24}=1$/);
  });

  it('creates the player, links their game account, starts a session and sets its cookie', async () => {
    oidc.signInAs({
      sub: 'ember-1',
      name: 'Ash Walker',
      email: 'Ash@Example.com',
      email_verified: true,
      game_account_id: 'EMB-77',
    });
    const started = await startSignIn('emberfall', 'emberfall-id', '/emberfall/shop');
    const callback = await oidc.authorize(started.url.href);
    expect(callback.pathname).toBe('/emberfall/sign-in/callback');
    const response = await exchange(callback, started.cookie);

    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    const result = signInResultSchema.parse(body);
    expect(body.returnTo).toBe('/emberfall/shop');
    expect(result).toMatchObject({
      clientKind: 'WEB',
      player: { shop: 'emberfall', email: 'ash@example.com', displayName: 'Ash Walker' },
    });
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith(`${sessionCookieName('emberfall', false)}=`))).toMatch(
      /HttpOnly.*SameSite=Lax/i,
    );
    // The attempt's own cookie is removed.
    expect(setCookies.find((c) => c.startsWith('gf_signin_'))).toMatch(/Max-Age=0/);

    const accounts = await database.db
      .select()
      .from(linkedAccounts)
      .where(eq(linkedAccounts.playerId, result.player.id));
    expect(accounts.map((a) => [a.provider, a.providerId, a.externalId]).sort()).toEqual([
      ['GAME', '', 'EMB-77'],
      ['OAUTH2', 'emberfall-id', 'ember-1'],
    ]);
  });

  it('signs the same identity in as the same player every time', async () => {
    oidc.signInAs({ sub: 'ember-2', name: 'Cinder', email: 'cinder@example.com', email_verified: true });
    const first = signInResultSchema.parse(await (await signIn()).response.json());
    const second = signInResultSchema.parse(await (await signIn()).response.json());
    expect(second.player.id).toBe(first.player.id);
    expect(second.credential).not.toBe(first.credential);
  });

  it('keeps an email the provider did not verify off the player', async () => {
    oidc.signInAs({ sub: 'ember-3', name: 'Unverified', email: 'someone@example.com', email_verified: false });
    const result = signInResultSchema.parse(await (await signIn()).response.json());
    expect(result.player.email).toBeNull();
    const [row] = await database.db.select().from(players).where(eq(players.id, result.player.id));
    expect(row?.email).toBeNull();
  });

  it('signs in with a Google-type provider as a GOOGLE account', async () => {
    oidc.signInAs({ sub: 'google-1', name: 'Frost Fan', email: 'fan@example.com', email_verified: true });
    const { response } = await signIn('frostmark', 'google');
    expect(response.status).toBe(200);
    const result = signInResultSchema.parse(await response.json());
    const accounts = await database.db
      .select()
      .from(linkedAccounts)
      .where(eq(linkedAccounts.playerId, result.player.id));
    expect(accounts.map((a) => [a.provider, a.providerId, a.externalId])).toEqual([['GOOGLE', '', 'google-1']]);
  });
});

describe('refused sign-ins', () => {
  it('says so when the player denies consent at the provider', async () => {
    oidc.denyNextConsent();
    const { callback, response } = await signIn();
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'provider_error',
      message: 'You did not allow Emberfall account to sign you in. Try again, or choose another way to sign in.',
    });
  });

  it('refuses a state it never issued', async () => {
    const started = await startSignIn();
    const callback = await oidc.authorize(started.url.href);
    callback.searchParams.set('state', 'x'.repeat(43));
    const response = await exchange(callback, started.cookie);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('invalid_token');
  });

  it('refuses the same code and state a second time', async () => {
    const { started, callback, response } = await signIn();
    expect(response.status).toBe(200);
    const replay = await exchange(callback, started.cookie);
    expect(replay.status).toBe(401);
    expect(await errorOf(replay)).toEqual({
      code: 'spent_token',
      message: 'This sign-in attempt was already used. Start signing in again.',
    });
  });

  it('refuses an attempt older than 10 minutes', async () => {
    const started = await startSignIn();
    const callback = await oidc.authorize(started.url.href);
    clock.advance(OAUTH_STATE_TTL_MS + 1_000);
    const response = await exchange(callback, started.cookie);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('expired_token');
  });

  it('refuses a callback opened in a browser that did not start the attempt (login CSRF)', async () => {
    const started = await startSignIn();
    const callback = await oidc.authorize(started.url.href);
    const response = await exchange(callback, '');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'invalid_token',
      message: 'This sign-in was started in another browser. Start signing in again here.',
    });
  });

  it('refuses an expired ID token as a provider error', async () => {
    oidc.tamperNextIdToken((payload) => {
      const now = Math.floor(Date.now() / 1000);
      Object.assign(payload, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
    });
    const { response } = await signIn();
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'provider_error',
      message: 'Emberfall account sent a sign-in we could not verify. Start signing in again.',
    });
  });

  it('refuses an ID token with another nonce', async () => {
    oidc.tamperNextIdToken((payload) => {
      payload.nonce = 'not-the-nonce-we-sent';
    });
    const { response } = await signIn();
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('provider_error');
  });

  it('refuses an ID token issued to another client', async () => {
    oidc.tamperNextIdToken((payload) => {
      payload.aud = 'someone-else';
    });
    const { response } = await signIn();
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('provider_error');
  });

  it('creates no player for a refused sign-in', async () => {
    oidc.signInAs({ sub: 'never-created', email: 'never@example.com', email_verified: true });
    oidc.tamperNextIdToken((payload) => {
      payload.nonce = 'wrong';
    });
    await signIn();
    const rows = await database.db
      .select()
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.provider, 'OAUTH2'), eq(linkedAccounts.externalId, 'never-created')));
    expect(rows).toEqual([]);
  });
});

describe('providers a shop does not have', () => {
  it('answers 404 for an unknown provider id', async () => {
    const response = await callRoute(redirectRoute, context, {
      method: 'POST',
      path: '/api/login/nobody-id/get_redirect_url?shop=emberfall',
      params: { provider: 'nobody-id' },
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('This shop has no sign-in provider nobody-id');
  });

  it('answers 404 for another shop’s provider', async () => {
    const response = await callRoute(redirectRoute, context, {
      method: 'POST',
      path: '/api/login/frostmark-id/get_redirect_url?shop=emberfall',
      params: { provider: 'frostmark-id' },
    });
    expect(response.status).toBe(404);
  });

  it('does not accept one shop’s attempt at another shop', async () => {
    const started = await startSignIn('frostmark', 'frostmark-id');
    const callback = await oidc.authorize(started.url.href);
    const response = await exchange(callback, started.cookie, 'emberfall', 'emberfall-id');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('invalid_token');
  });

  it('answers 503 and reports it when the client secret variable is not set', async () => {
    vi.stubEnv(EMBERFALL_SECRET, '');
    const response = await callRoute(redirectRoute, context, {
      method: 'POST',
      path: '/api/login/emberfall-id/get_redirect_url?shop=emberfall',
      params: { provider: 'emberfall-id' },
    });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toEqual({
      code: 'unavailable',
      message: 'This sign-in method is not available right now',
    });
    expect(String(reported[0])).toContain(`set ${EMBERFALL_SECRET}`);
  });

  it('answers 503 when the provider does not answer', async () => {
    await useIssuer('neon-drift', {
      custom: true,
      oauth2: [
        {
          id: 'neon-id',
          label: 'Neon ID',
          issuer: 'http://127.0.0.1:9',
          clientId: 'x',
          clientSecretEnv: FROSTMARK_SECRET,
        },
      ],
    });
    const response = await callRoute(redirectRoute, context, {
      method: 'POST',
      path: '/api/login/neon-id/get_redirect_url?shop=neon-drift',
      params: { provider: 'neon-id' },
    });
    expect(response.status).toBe(503);
    expect(reported).toHaveLength(1);
  });
});

describe('the callback page', () => {
  async function visitPath(path: string, cookie: string) {
    const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: cookie } });
    try {
      return await loadSignInCallback(context, request, 'emberfall');
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  /** The provider's redirect, with parameters of its own that the page must ignore (Google adds these). */
  function visit(callback: URL, cookie: string) {
    return visitPath(`${callback.pathname}${callback.search}&scope=openid&authuser=0`, cookie);
  }

  it('is /sign-in/callback on the shop’s own domain', async () => {
    context = { ...context, customDomainShopHandle: 'emberfall' };
    const { url } = await startSignIn();
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/sign-in/callback`);
  });

  it('signs the player in and sends them where they were, ignoring parameters it does not read', async () => {
    const started = await startSignIn('emberfall', 'emberfall-id', '/emberfall/loyalty');
    const answer = (await visit(await oidc.authorize(started.url.href), started.cookie)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/emberfall/loyalty');
    const session = `${sessionCookieName('emberfall', false)}=`;
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith(session))).toBe(true);
  });

  it('shows what went wrong when consent was denied, with a way to try again', async () => {
    oidc.denyNextConsent();
    const started = await startSignIn();
    const answer = await visit(await oidc.authorize(started.url.href), started.cookie);
    expect(answer).toMatchObject({
      init: { status: 401 },
      data: {
        code: 'provider_error',
        retryHref: '/emberfall/sign-in/callback?retry=emberfall-id',
        shop: { homePath: '/emberfall' },
      },
    });
  });

  it('starts a new attempt with the same provider from "Try again"', async () => {
    const answer = (await visitPath('/emberfall/sign-in/callback?retry=emberfall-id', '')) as Response;
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('Location')!);
    expect(location.origin).toBe(oidc.issuer);
    const finished = (await visit(await oidc.authorize(location.href), cookiesFrom(answer))) as Response;
    expect(finished.status).toBe(302);
    expect(finished.headers.get('Location')).toBe('/emberfall');
  });

  it('answers 404 for "Try again" with a provider the shop does not have', async () => {
    const answer = (await visitPath('/emberfall/sign-in/callback?retry=frostmark-id', '')) as Response;
    expect(answer.status).toBe(404);
  });
});
