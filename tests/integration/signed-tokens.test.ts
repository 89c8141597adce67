import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkedAccounts } from '../../db/schema';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import { mintSignedToken, type MintTokenInput } from '../../app/server/players/signed-tokens.server';
import { exchangeUrlAuthTokenCall as exchangeLink } from '../../app/server/api/exchange-url-auth-token.server';
import { verifyUrlTokenCall as verifyLink } from '../../app/server/api/verify-url-token.server';
import { exchangeLauncherPaymentAuthTokenCall as exchangeLauncher } from '../../app/server/api/exchange-launcher-payment-auth-token.server';
import { verifyLauncherAddToCartTokenCall as verifyAddToCart } from '../../app/server/api/verify-launcher-add-to-cart-token.server';
import { getShopPlayerCall as me } from '../../app/server/api/get-shop-player.server';
import { callRoute, createTestContext, shopIdOf, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

const suite = integrationSuite();
const { clock } = suite;
let emberfall: string;
let neonDrift: string;

beforeAll(async () => {
  emberfall = await shopIdOf(suite.db, 'emberfall');
  neonDrift = await shopIdOf(suite.db, 'neon-drift');
});

async function mint(input: Partial<MintTokenInput> & { purpose: MintTokenInput['purpose'] }) {
  return mintSignedToken(suite.context, { shopId: emberfall, gameAccountId: 'acct-1', ...input });
}

function exchange(token: unknown, headers: Record<string, string> = {}, ctx = suite.context) {
  return callRoute(exchangeLink, ctx, { path: '/api/urls/exchange_auth_token', body: { token }, headers });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('a sign-in link', () => {
  it('signs a new player in as its game account, sets the session cookie and says where to go', async () => {
    const { token } = await mint({
      purpose: 'sign_in',
      gameAccountId: 'acct-new',
      displayName: 'Kestrel',
      redirectTo: '/emberfall/store',
    });
    const answer = await exchange(token);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      player: { id: string; displayName: string };
      clientKind: string;
      credential: string;
      redirectTo: string;
    };
    expect(body).toMatchObject({
      player: { shop: 'emberfall', displayName: 'Kestrel' },
      clientKind: 'WEB',
      redirectTo: '/emberfall/store',
    });
    expect(answer.headers.get('Set-Cookie')).toMatch(/^gf_session_emberfall=.+; .*HttpOnly/);
    const accounts = await suite.db.select().from(linkedAccounts).where(eq(linkedAccounts.playerId, body.player.id));
    expect(accounts.map((row) => [row.provider, row.externalId])).toEqual([['GAME', 'acct-new']]);

    // The cookie and credential it answered work on secure calls.
    const cookie = answer.headers.get('Set-Cookie')!.split(';')[0]!;
    const profile = await callRoute(me, suite.context, {
      path: '/api/shops/emberfall/me',
      params: { shop: 'emberfall' },
      headers: { Cookie: cookie, 'X-Gamefront-Credential': body.credential },
    });
    expect(profile.status).toBe(200);
  });

  it('signs in the player the game account is already linked to', async () => {
    const player = await findOrCreatePlayer(suite.db, {
      shopId: emberfall,
      provider: 'CUSTOM',
      externalId: 'ada@example.com',
      verifiedEmail: 'ada@example.com',
    });
    await suite.db
      .insert(linkedAccounts)
      .values({ shopId: emberfall, playerId: player.id, provider: 'GAME', externalId: 'acct-ada' });
    const answer = await exchange((await mint({ purpose: 'sign_in', gameAccountId: 'acct-ada' })).token);
    expect(((await answer.json()) as { player: { id: string; email: string } }).player).toMatchObject({
      id: player.id,
      email: 'ada@example.com',
    });
  });

  it('rotates the browser’s previous session for the shop', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'rotate@example.com');
    const answer = await exchange((await mint({ purpose: 'sign_in', gameAccountId: 'acct-rot' })).token, {
      Cookie: browser.headers.Cookie!,
    });
    expect(answer.status).toBe(200);
    const old = await callRoute(me, suite.context, {
      path: '/api/shops/emberfall/me',
      params: { shop: 'emberfall' },
      headers: browser.headers,
    });
    expect(old.status).toBe(401);
  });

  it('works once: a replayed link is refused as spent', async () => {
    const { token } = await mint({ purpose: 'sign_in' });
    expect((await exchange(token)).status).toBe(200);
    const replay = await exchange(token);
    expect(replay.status).toBe(401);
    expect(await errorOf(replay)).toEqual({ code: 'spent_token', message: expect.stringMatching(/already used/) });
  });

  it('is refused once expired, and its lifetime is capped at 15 minutes whatever the game asks', async () => {
    const minted = await mint({ purpose: 'sign_in', expiresInSeconds: 86_400 });
    expect(minted.expiresAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
    expect(minted.expiresAt.getTime() - clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    clock.advance(15 * 60_000 + 1000);
    const answer = await exchange(minted.token);
    expect(answer.status).toBe(401);
    expect(await errorOf(answer)).toEqual({ code: 'expired_token', message: expect.stringMatching(/expired/) });
  });

  it('is refused as invalid when it is garbage, tampered with, or another kind of token', async () => {
    const garbage = await exchange('not-a-token-at-all-but-long-enough');
    expect(garbage.status).toBe(401);
    expect((await errorOf(garbage)).code).toBe('invalid_token');

    const { token } = await mint({ purpose: 'sign_in' });
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await errorOf(await exchange(`${header}.${payload}.${flipped}`))).code).toBe('invalid_token');

    // A token signed with another AUTH_SECRET (another deployment) is not ours.
    const stranger = createTestContext({
      database: suite.database,
      clock,
      env: { AUTH_SECRET: 'another-secret-another-secret-another-0' },
    });
    const foreign = await mintSignedToken(stranger, { shopId: emberfall, purpose: 'sign_in', gameAccountId: 'acct-1' });
    expect((await errorOf(await exchange(foreign.token))).code).toBe('invalid_token');

    const launcher = await exchange((await mint({ purpose: 'launcher' })).token);
    expect(launcher.status).toBe(401);
    expect(await errorOf(launcher)).toEqual({
      code: 'invalid_token',
      message: 'This is a launcher token, but this call takes a sign-in link.',
    });
  });

  it('answers 400 with the field for a missing or malformed token', async () => {
    const answer = await exchange(undefined);
    expect(answer.status).toBe(400);
    const missing = (await answer.json()) as { error: { fields: Array<{ path: string }> } };
    expect(missing.error.fields).toEqual([expect.objectContaining({ path: 'token' })]);
    expect((await exchange('short')).status).toBe(400);
  });

  it('is refused on another shop’s own domain', async () => {
    const onNeonDrift = { ...suite.context, customDomainShopHandle: 'neon-drift' };
    const answer = await exchange((await mint({ purpose: 'sign_in' })).token, {}, onNeonDrift);
    expect(answer.status).toBe(401);
    expect(await errorOf(answer)).toEqual({
      code: 'invalid_token',
      message: 'This link or token was made for another shop.',
    });
  });

  it('is spent by exactly one of many simultaneous exchanges', async () => {
    const { token } = await mint({ purpose: 'sign_in', gameAccountId: 'acct-race' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(401)]);
  });
});

describe('POST /api/urls/verify_token', () => {
  it('tells a signed-in player what a link is for without spending it', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'verify@example.com');
    const { token, expiresAt } = await mint({ purpose: 'sign_in', redirectTo: '/emberfall/store' });
    const answer = await callRoute(verifyLink, suite.context, {
      path: '/api/urls/verify_token',
      body: { token },
      headers: browser.headers,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      purpose: 'sign_in',
      expiresAt: expiresAt.toISOString(),
      redirectTo: '/emberfall/store',
    });
    expect((await exchange(token)).status).toBe(200);
    const spent = await callRoute(verifyLink, suite.context, {
      path: '/api/urls/verify_token',
      body: { token },
      headers: browser.headers,
    });
    expect((await errorOf(spent)).code).toBe('spent_token');
  });

  it('refuses another shop’s link and anonymous callers', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'verify2@example.com');
    const foreign = await mintSignedToken(suite.context, {
      shopId: neonDrift,
      purpose: 'sign_in',
      gameAccountId: 'acct-1',
    });
    const answer = await callRoute(verifyLink, suite.context, {
      path: '/api/urls/verify_token',
      body: { token: foreign.token },
      headers: browser.headers,
    });
    expect(answer.status).toBe(401);
    expect(await errorOf(answer)).toEqual({
      code: 'invalid_token',
      message: 'This link or token was made for another shop.',
    });

    const anonymous = await callRoute(verifyLink, suite.context, {
      path: '/api/urls/verify_token',
      body: { token: foreign.token },
    });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('unauthenticated');
  });
});

describe('the launcher', () => {
  async function launcherSession(gameAccountId: string) {
    const { token } = await mint({ purpose: 'launcher', gameAccountId });
    const answer = await callRoute(exchangeLauncher, suite.context, {
      path: '/api/launcher/payment/exchange_auth_token',
      body: { token },
    });
    return { answer, token };
  }

  it('trades its token for a bearer session of client kind LAUNCHER, once', async () => {
    const { answer, token } = await launcherSession('acct-launch');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const session = (await answer.json()) as { accessToken: string; tokenType: string; expiresAt: string };
    expect(session).toMatchObject({ tokenType: 'Bearer' });
    const profile = await callRoute(me, suite.context, {
      path: '/api/shops/emberfall/me',
      params: { shop: 'emberfall' },
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(await profile.json()).toMatchObject({
      clientKind: 'LAUNCHER',
      linkedAccounts: [{ provider: 'GAME', externalId: 'acct-launch' }],
    });

    const replay = await callRoute(exchangeLauncher, suite.context, {
      path: '/api/launcher/payment/exchange_auth_token',
      body: { token },
    });
    expect((await errorOf(replay)).code).toBe('spent_token');
  });

  it('has launcher tokens that live at most 5 minutes', async () => {
    const minted = await mint({ purpose: 'launcher', gameAccountId: 'acct-slow' });
    clock.advance(5 * 60_000 + 1000);
    const answer = await callRoute(exchangeLauncher, suite.context, {
      path: '/api/launcher/payment/exchange_auth_token',
      body: { token: minted.token },
    });
    expect((await errorOf(answer)).code).toBe('expired_token');
  });

  it('gets the items of an add-to-cart token for its own game account, once', async () => {
    const session = (await (await launcherSession('acct-cart')).answer.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${session.accessToken}` };
    const items = [{ itemId: 'gem-pack-500', quantity: 2 }];
    const { token } = await mint({ purpose: 'add_to_cart', gameAccountId: 'acct-cart', items });
    const verify = () =>
      callRoute(verifyAddToCart, suite.context, {
        path: '/api/launcher/payment/verify_add_to_cart_token',
        body: { token },
        headers,
      });
    const answer = await verify();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ items });
    expect((await errorOf(await verify())).code).toBe('spent_token');
  });

  it('refuses an add-to-cart token for someone else’s game account, another shop’s, or without a session', async () => {
    const session = (await (await launcherSession('acct-mine')).answer.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${session.accessToken}` };
    const items = [{ itemId: 'gem-pack-500', quantity: 1 }];
    const theirs = await mint({ purpose: 'add_to_cart', gameAccountId: 'acct-theirs', items });
    const forbidden = await callRoute(verifyAddToCart, suite.context, {
      path: '/api/launcher/payment/verify_add_to_cart_token',
      body: { token: theirs.token },
      headers,
    });
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).message).toMatch(/another player/);

    const foreign = await mintSignedToken(suite.context, {
      shopId: neonDrift,
      purpose: 'add_to_cart',
      gameAccountId: 'acct-mine',
      items,
    });
    const other = await callRoute(verifyAddToCart, suite.context, {
      path: '/api/launcher/payment/verify_add_to_cart_token',
      body: { token: foreign.token },
      headers,
    });
    expect(other.status).toBe(401);
    expect((await errorOf(other)).code).toBe('invalid_token');

    const anonymous = await callRoute(verifyAddToCart, suite.context, {
      path: '/api/launcher/payment/verify_add_to_cart_token',
      body: { token: theirs.token },
    });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('unauthenticated');
  });
});
