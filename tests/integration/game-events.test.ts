import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameEvents } from '../../db/schema';
import { postGameEventsCall as postEvents } from '../../app/server/api/post-game-events.server';
import { createApiKey } from '../../app/server/players/game-server-keys.server';
import { buildOpenApiDocument } from '../../app/server/openapi.server';
import { contractList } from '../../schemas/api';
import { callRoute, shopIdOf } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

// The game backend posts its players' events (docs/decisions/049-game-events-and-missions.md): per-shop key, bounded
// batches, each event id stored once, a reused id with another body refused.

const KEY = 'seed-key-for-game-events-0123456789';
const suite = integrationSuite({ apiKey: KEY, env: { SEED_API_KEY: KEY } });
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

function post(shop: string, body: unknown, headers: Record<string, string> = bearer(KEY)) {
  return callRoute(postEvents, suite.context, {
    path: `/server-api/v1/shops/${shop}/events`,
    params: { shop },
    body,
    headers,
  });
}

const event = (eventId: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  name: 'match_won',
  gameAccountId: 'acct-events-1',
  occurredAt: '2027-03-01T11:59:00.000Z',
  properties: { mode: 'ranked', kills: 12 },
  ...extra,
});

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; fields?: Array<{ path: string; message: string }> } })
    .error;
}

async function storedIds(shop: string) {
  const rows = await suite.db
    .select({ eventId: gameEvents.eventId })
    .from(gameEvents)
    .where(eq(gameEvents.shopId, await shopIdOf(suite.db, shop)));
  return rows.map((row) => row.eventId).sort();
}

describe('posting game events', () => {
  it('stores new events once and answers later copies as duplicates', async () => {
    const first = await post('emberfall', { events: [event('e-1'), event('e-2')] });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ accepted: 2, duplicates: 0, notCounted: 0 });
    // A retry of the batch with one new event; properties in another key order are the same event.
    const again = await post('emberfall', {
      events: [event('e-1'), event('e-2', { properties: { kills: 12, mode: 'ranked' } }), event('e-3')],
    });
    expect(await again.json()).toEqual({ accepted: 1, duplicates: 2, notCounted: 0 });
    expect(await storedIds('emberfall')).toEqual(['e-1', 'e-2', 'e-3']);
  });

  it('refuses an event id reused for another event (422), storing nothing of that batch', async () => {
    await post('emberfall', { events: [event('r-1')] });
    const reused = await post('emberfall', { events: [event('r-2'), event('r-1', { name: 'match_lost' })] });
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).fields).toEqual([
      { path: 'events[1].eventId', message: 'This eventId was used for another event' },
    ]);
    expect(await storedIds('emberfall')).not.toContain('r-2');
    const otherTime = await post('emberfall', { events: [event('r-1', { occurredAt: '2027-03-01T11:00:00Z' })] });
    expect(otherTime.status).toBe(422);
  });

  it('keeps an event dated more than 5 minutes ahead, and says it counts for nothing', async () => {
    const ahead = await post('emberfall', {
      events: [
        event('f-1', { occurredAt: '2027-03-01T12:04:00Z' }),
        event('f-2', { occurredAt: '2027-03-01T13:00:00Z' }),
      ],
    });
    expect(await ahead.json()).toEqual({ accepted: 2, duplicates: 0, notCounted: 1 });
  });

  it('refuses a missing or unknown key (401) and another shop key (403)', async () => {
    expect((await post('emberfall', { events: [event('k-1')] }, {})).status).toBe(401);
    expect((await post('emberfall', { events: [event('k-1')] }, bearer('gf_live_not-a-real-key'))).status).toBe(401);
    const neon = await createApiKey(suite.db, suite.clock, {
      shopId: await shopIdOf(suite.db, 'neon-drift'),
      label: 'neon backend',
    });
    const other = await post('emberfall', { events: [event('k-1')] }, bearer(neon.key));
    expect(other.status).toBe(403);
    expect(await storedIds('emberfall')).not.toContain('k-1');
    // The key posts to its own shop, where the same event id is a different event.
    expect(await (await post('neon-drift', { events: [event('e-1')] }, bearer(neon.key))).json()).toMatchObject({
      accepted: 1,
    });
  });

  it('refuses bad bodies with the paths of the fields (400)', async () => {
    const bad = await post('emberfall', {
      events: [
        {
          eventId: 'has space',
          name: 'Match Won',
          gameAccountId: '',
          occurredAt: 'yesterday',
          properties: { nested: { a: 1 } },
        },
      ],
    });
    expect(bad.status).toBe(400);
    const paths = (await errorOf(bad)).fields?.map((field) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'events[0].eventId',
        'events[0].name',
        'events[0].gameAccountId',
        'events[0].occurredAt',
        'events[0].properties.nested',
      ]),
    );
    const empty = await post('emberfall', { events: [] });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields?.[0]?.path).toBe('events');
    const tooManyProperties = await post('emberfall', {
      events: [event('p-1', { properties: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])) })],
    });
    expect((await errorOf(tooManyProperties)).fields?.[0]?.path).toBe('events[0].properties');
  });

  it('refuses more than 100 events (400) and a body over 64 kB (413)', async () => {
    const full = await post('emberfall', { events: Array.from({ length: 100 }, (_, i) => event(`full-${i}`)) });
    expect(await full.json()).toEqual({ accepted: 100, duplicates: 0, notCounted: 0 });
    const many = await post('emberfall', { events: Array.from({ length: 101 }, (_, i) => event(`m-${i}`)) });
    expect(many.status).toBe(400);
    expect((await errorOf(many)).fields?.[0]).toEqual({
      path: 'events',
      message: 'Expected at most 100 events per call',
    });
    const huge = await post('emberfall', {
      events: Array.from({ length: 100 }, (_, i) =>
        event(`h-${i}`, {
          properties: Object.fromEntries(Array.from({ length: 16 }, (_, k) => [`k${k}`, 'x'.repeat(200)])),
        }),
      ),
    });
    expect(huge.status).toBe(413);
    expect(await storedIds('emberfall')).not.toContain('m-0');
    expect(await storedIds('emberfall')).not.toContain('h-0');
  });

  it('is documented in the OpenAPI output with an example', () => {
    const document = buildOpenApiDocument(contractList);
    const operation = (
      document.paths['/server-api/v1/shops/{shop}/events'] as Record<string, { requestBody?: unknown }>
    ).post;
    expect(operation).toBeDefined();
    expect(JSON.stringify(operation)).toContain('match-88231-kestrel');
  });
});
