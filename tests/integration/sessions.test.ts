import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoute } from '../../app/server/api-route.server';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import {
  credentialFor,
  identifyPageRequest,
  revokeAllSessions,
  sessionCookieHeader,
  sessionCookieName,
  startSession,
} from '../../app/server/players/sessions.server';
import { CREDENTIAL_HEADER, defineContract, pathParams } from '../../schemas/api/contract';
import { callRoute, shopIdOf, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

const suite = integrationSuite();
const { clock } = suite;

// A secure call of the shape every per-shop call has, answering who the server thinks the caller is.
const whoAmI = apiRoute(
  defineContract({
    name: 'whoAmI',
    method: 'GET',
    path: '/api/shops/{shop}/who',
    secure: true,
    tag: 'Shop',
    status: 'implemented',
    summary: 'test',
    params: pathParams('/api/shops/{shop}/who'),
    response: z.object({ playerId: z.string(), clientKind: z.string() }),
  }),
  ({ viewer }) => ({ playerId: viewer.playerId, clientKind: viewer.clientKind }),
);

function who(shop: string, headers: Record<string, string>) {
  return callRoute(whoAmI, suite.context, { path: `/api/shops/${shop}/who`, params: { shop }, headers });
}

describe('a signed-in browser', () => {
  it('is recognised on secure calls when it sends both its cookie and its credential', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'ada@example.com');
    const answer = await who('emberfall', browser.headers);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ playerId: browser.player.id, clientKind: 'WEB' });
  });

  it('is anonymous with the credential but without the cookie (a forged request from a script that stole the header)', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'bea@example.com');
    const { Cookie: _cookie, ...withoutCookie } = browser.headers;
    expect((await who('emberfall', withoutCookie)).status).toBe(401);
  });

  it('is anonymous with the cookie but without the credential (a cross-site form post)', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'cal@example.com');
    expect((await who('emberfall', { Cookie: browser.headers.Cookie! })).status).toBe(401);
  });

  it('is anonymous on another shop’s calls: a session belongs to one shop', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'dee@example.com');
    const answer = await who('neon-drift', browser.headers);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('is signed out everywhere at once, and an expired session is anonymous', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'eve@example.com');
    const shopId = await shopIdOf(suite.context.db, 'emberfall');
    const other = await startSession(suite.context.db, clock, {
      shopId,
      playerId: browser.player.id,
      clientKind: 'WEB',
    });
    expect(await revokeAllSessions(suite.context.db, clock, browser.player.id)).toBe(2);
    expect((await who('emberfall', browser.headers)).status).toBe(401);

    const fresh = await signedInBrowser(suite.context, 'emberfall', 'eve@example.com');
    expect(fresh.player.id).toBe(browser.player.id);
    clock.advance(31 * 24 * 60 * 60_000);
    expect((await who('emberfall', fresh.headers)).status).toBe(401);
    expect(other.sessionId).not.toBe(fresh.session.sessionId);
  });
});

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax and __Host-/Secure everywhere but plain-http localhost', async () => {
    const shopId = await shopIdOf(suite.context.db, 'emberfall');
    const player = await findOrCreatePlayer(suite.context.db, {
      shopId,
      provider: 'CUSTOM',
      externalId: 'fay@example.com',
      verifiedEmail: 'fay@example.com',
    });
    const session = await startSession(suite.context.db, clock, { shopId, playerId: player.id, clientKind: 'WEB' });
    const https = sessionCookieHeader(new Request('https://shop.example.com/'), 'emberfall', session);
    expect(https).toMatch(/^__Host-gf_session_emberfall=/);
    expect(https).toMatch(/; HttpOnly/);
    expect(https).toMatch(/; Secure/);
    expect(https).toMatch(/; SameSite=Lax/);
    expect(https).toMatch(/; Path=\//);
    const local = sessionCookieHeader(new Request('http://localhost:3000/'), 'emberfall', session);
    expect(local).toMatch(/^gf_session_emberfall=/);
    expect(local).not.toMatch(/Secure/);
    // Plain http anywhere else still asks for Secure: the browser refuses it rather than sending a session in clear.
    expect(sessionCookieHeader(new Request('http://shop.example.com/'), 'emberfall', session)).toMatch(/; Secure/);
  });

  it('carry at least 128 bits and are stored only as hashes', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'gus@example.com');
    expect(Buffer.from(browser.session.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await suite.db.query.sessions.findMany();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(browser.session.token);
    expect(stored).not.toContain(browser.session.credential!);
  });

  it('let a page loader recognise the player and hand the page its credential', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'hal@example.com');
    const request = new Request('http://localhost/emberfall', { headers: { Cookie: browser.headers.Cookie! } });
    const viewer = await identifyPageRequest(suite.context.db, clock, request, 'emberfall');
    expect(viewer?.playerId).toBe(browser.player.id);
    expect(viewer?.credential).toBe(credentialFor(browser.session.token));
    expect(viewer?.credential).toBe(browser.headers[CREDENTIAL_HEADER]);
    // The same cookie under another shop's name means nothing there.
    const elsewhere = new Request('http://localhost/neon-drift', {
      headers: { Cookie: `${sessionCookieName('neon-drift', false)}=${browser.session.token}` },
    });
    expect(await identifyPageRequest(suite.context.db, clock, elsewhere, 'neon-drift')).toBeNull();
  });

  it('find the page’s player once per request, however many parts of the page ask', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'ida@example.com');
    const request = new Request('http://localhost/emberfall', { headers: { Cookie: browser.headers.Cookie! } });
    const first = await identifyPageRequest(suite.context.db, clock, request, 'emberfall');
    // Signed out everywhere in the middle of the page's render: this page finishes as it began (one answer, one read),
    await revokeAllSessions(suite.context.db, clock, browser.player.id);
    expect(await identifyPageRequest(suite.context.db, clock, request, 'emberfall')).toBe(first);
    // and the next request sees the player signed out.
    const next = new Request('http://localhost/emberfall', { headers: { Cookie: browser.headers.Cookie! } });
    expect(await identifyPageRequest(suite.context.db, clock, next, 'emberfall')).toBeNull();
  });
});

describe('launcher sessions', () => {
  it('authenticate with a bearer token and no cookie or credential', async () => {
    const shopId = await shopIdOf(suite.context.db, 'emberfall');
    const player = await findOrCreatePlayer(suite.context.db, {
      shopId,
      provider: 'GAME',
      externalId: 'game-42',
      displayName: 'Kestrel',
    });
    const session = await startSession(suite.context.db, clock, {
      shopId,
      playerId: player.id,
      clientKind: 'LAUNCHER',
    });
    expect(session.credential).toBeNull();
    const answer = await who('emberfall', { Authorization: `Bearer ${session.token}` });
    expect(await answer.json()).toEqual({ playerId: player.id, clientKind: 'LAUNCHER' });
    expect((await who('emberfall', { Authorization: `Bearer ${session.token.slice(1)}x` })).status).toBe(401);
  });
});

describe('the first sign-in of an identity', () => {
  it('makes one player even when many arrive at once', async () => {
    const shopId = await shopIdOf(suite.context.db, 'emberfall');
    const identity = {
      shopId,
      provider: 'CUSTOM' as const,
      externalId: 'rush@example.com',
      verifiedEmail: 'rush@example.com',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => findOrCreatePlayer(suite.context.db, identity)));
    expect(new Set(results.map((player) => player.id)).size).toBe(1);
  });

  it('keeps the same email in two shops as two players', async () => {
    const one = await findOrCreatePlayer(suite.context.db, {
      shopId: await shopIdOf(suite.context.db, 'emberfall'),
      provider: 'CUSTOM',
      externalId: 'twin@example.com',
      verifiedEmail: 'twin@example.com',
    });
    const two = await findOrCreatePlayer(suite.context.db, {
      shopId: await shopIdOf(suite.context.db, 'neon-drift'),
      provider: 'CUSTOM',
      externalId: 'twin@example.com',
      verifiedEmail: 'twin@example.com',
    });
    expect(one.id).not.toBe(two.id);
  });
});
