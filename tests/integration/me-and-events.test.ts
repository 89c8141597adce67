import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, emailVerifications } from '../../db/schema';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import { startSession } from '../../app/server/players/sessions.server';
import { getShopPlayerCall as me } from '../../app/server/api/get-shop-player.server';
import { logEventCall as logEvent } from '../../app/server/api/log-event.server';
import { TEST_ORIGIN, callRoute, shopIdOf, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

const suite = integrationSuite();
const { clock } = suite;
let emberfall: string;

beforeAll(async () => {
  emberfall = await shopIdOf(suite.db, 'emberfall');
});

function readMe(headers: Record<string, string>, shop = 'emberfall') {
  return callRoute(me, suite.context, { path: `/api/shops/${shop}/me`, params: { shop }, headers });
}

function log(body: unknown, headers: Record<string, string>) {
  return callRoute(logEvent, suite.context, { path: '/api/event/log_event', body, headers });
}

async function errorOf(response: Response) {
  return (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Array<{ path: string; message: string }> };
    }
  ).error;
}

describe('GET /api/shops/{shop}/me', () => {
  it('describes the signed-in player: profile, linked accounts, verified emails and live sessions', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'ada@example.com');
    const other = await startSession(suite.db, clock, {
      shopId: emberfall,
      playerId: browser.player.id,
      clientKind: 'LAUNCHER',
      userAgent: 'Launcher/2.0',
    });
    const at = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000);
    await suite.db.insert(emailVerifications).values([
      {
        shopId: emberfall,
        playerId: browser.player.id,
        email: 'ada@work.example',
        codeHash: 'x',
        expiresAt: at(-5),
        verifiedAt: at(30),
      },
      {
        shopId: emberfall,
        playerId: browser.player.id,
        email: 'ada@work.example',
        codeHash: 'y',
        expiresAt: at(-5),
        verifiedAt: at(10),
      },
      {
        shopId: emberfall,
        playerId: browser.player.id,
        email: 'pending@example.com',
        codeHash: 'z',
        expiresAt: at(-5),
      },
    ]);

    const answer = await readMe(browser.headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const body = (await answer.json()) as { sessions: Array<{ id: string; current: boolean; clientKind: string }> };
    expect(body).toMatchObject({
      player: { id: browser.player.id, shop: 'emberfall', email: 'ada@example.com' },
      clientKind: 'WEB',
      linkedAccounts: [{ provider: 'CUSTOM', externalId: 'ada@example.com' }],
      verifiedEmails: [{ email: 'ada@work.example', verifiedAt: at(10).toISOString() }],
    });
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions.find((session) => session.current)?.id).toBe(browser.session.sessionId);
    expect(body.sessions.find((session) => !session.current)).toMatchObject({
      id: other.sessionId,
      clientKind: 'LAUNCHER',
    });
  });

  it('says LAUNCHER to a launcher session', async () => {
    const player = await findOrCreatePlayer(suite.db, { shopId: emberfall, provider: 'GAME', externalId: 'acct-9' });
    const session = await startSession(suite.db, clock, {
      shopId: emberfall,
      playerId: player.id,
      clientKind: 'LAUNCHER',
    });
    const answer = await readMe({ Authorization: `Bearer ${session.token}` });
    expect(await answer.json()).toMatchObject({ clientKind: 'LAUNCHER', player: { email: null } });
  });

  it('answers 401 to anonymous callers, a missing credential, and another shop’s session', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'bea@example.com');
    const anonymous = await readMe({});
    expect(anonymous.status).toBe(401);
    expect(await errorOf(anonymous)).toEqual({ code: 'unauthenticated', message: 'Sign in to continue' });
    expect((await readMe({ Cookie: browser.headers.Cookie! })).status).toBe(401);
    expect((await readMe(browser.headers, 'neon-drift')).status).toBe(401);
  });
});

describe('POST /api/event/log_event', () => {
  const event = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    occurredAt: clock.now().toISOString(),
    ...extra,
  });

  it('stores each event with the shop, the player, the client kind and when it happened', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'cal@example.com');
    const earlier = new Date(clock.now().getTime() - 60_000).toISOString();
    const answer = await log(
      {
        events: [
          event('card_viewed', { properties: { card: 'gems', slot: 2 } }),
          event('cart.opened', { occurredAt: earlier }),
        ],
      },
      browser.headers,
    );
    expect(answer.status).toBe(204);
    const rows = await suite.db.select().from(analyticsEvents).where(eq(analyticsEvents.playerId, browser.player.id));
    expect(
      rows.map(({ shopId, clientKind, name, properties, occurredAt }) => ({
        shopId,
        clientKind,
        name,
        properties,
        occurredAt: occurredAt.toISOString(),
      })),
    ).toEqual([
      {
        shopId: emberfall,
        clientKind: 'WEB',
        name: 'card_viewed',
        properties: { card: 'gems', slot: 2 },
        occurredAt: clock.now().toISOString(),
      },
      { shopId: emberfall, clientKind: 'WEB', name: 'cart.opened', properties: {}, occurredAt: earlier },
    ]);
  });

  it('answers 400 with field paths for bad events', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'dee@example.com');
    const answer = await log(
      { events: [event('ok_event'), event('Bad Name'), event('nested', { properties: { deep: { no: 1 } } })] },
      browser.headers,
    );
    expect(answer.status).toBe(400);
    const fields = (await errorOf(answer)).fields?.map((field) => field.path);
    expect(fields).toEqual(['events[1].name', 'events[2].properties.deep']);
    expect((await log({ events: [] }, browser.headers)).status).toBe(400);

    const future = await log(
      { events: [event('later', { occurredAt: new Date(clock.now().getTime() + 3600_000).toISOString() })] },
      browser.headers,
    );
    expect(future.status).toBe(400);
    expect((await errorOf(future)).fields).toEqual([
      { path: 'events[0].occurredAt', message: 'Expected a time that is not in the future' },
    ]);
  });

  it('refuses a body over 64 kB with 413, whether or not it declares its length', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'eve@example.com');
    const big = {
      events: Array.from({ length: 50 }, () =>
        event('big_event', { properties: { text: 'x'.repeat(500), a: 'y'.repeat(500), b: 'z'.repeat(500) } }),
      ),
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(64 * 1024);
    const declared = await log(big, { ...browser.headers, 'Content-Length': String(JSON.stringify(big).length) });
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toEqual({
      code: 'invalid_request',
      message: 'The request body is larger than 64 kB: send less at once',
    });

    // Chunked: no Content-Length, so the limit is counted while reading.
    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 8192)
          controller.enqueue(bytes.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const request = new Request(`${TEST_ORIGIN}/api/event/log_event`, {
      method: 'POST',
      headers: { ...browser.headers, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('Content-Length')).toBeNull();
    const chunked = await logEvent({ request, params: {}, context: suite.context });
    expect(chunked.status).toBe(413);
  });

  it('needs a signed-in player', async () => {
    const answer = await log({ events: [event('card_viewed')] }, {});
    expect(answer.status).toBe(401);
  });
});
