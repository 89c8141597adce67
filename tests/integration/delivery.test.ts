import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveries, deliveryEndpoints } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { enqueueOrderDeliveries } from '../../app/server/delivery/deliveries.server';
import {
  createDeliveryWorker,
  deliveryRetryDelayMs,
  MAX_DELIVERY_ATTEMPTS,
  RETRY_JITTER,
  type DeliveryWorkerOptions,
} from '../../app/server/delivery/delivery-worker.server';
import { isAllowedDeliveryUrl } from '../../app/server/delivery/endpoints.server';
import { signatureHeader, verifySignature } from '../../app/server/delivery/signing.server';
import type { DatabaseHandle } from '../../app/server/db.server';
import { buildOpenApiDocument } from '../../app/server/openapi.server';
import { createApiKey } from '../../app/server/players/game-server-keys.server';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import { seedShops } from '../../app/server/seed.server';
import * as endpointRoute from '../../app/server/api/delivery-endpoint.server';
import { rotateDeliverySecretCall as rotateSecret } from '../../app/server/api/rotate-delivery-secret.server';
import { listDeliveriesCall as listDeliveries } from '../../app/server/api/list-deliveries.server';
import { replayDeliveryCall as replayDelivery } from '../../app/server/api/replay-delivery.server';
import { listEntitlementsCall as listEntitlements } from '../../app/server/api/list-entitlements.server';
import { contractList } from '../../schemas/api';
import { deliveryPayloadSchema } from '../../schemas/delivery';
import { callRoute, createTestContext, manualClock, shopIdOf } from '../helpers/test-context';
import { createTestDatabase, openSecondHandle, usingRealPostgres, type TestDatabase } from '../helpers/test-database';
import { startGameWebhookReceiver, type GameWebhookReceiver } from '../helpers/game-webhook-receiver';
import { insertOrder } from '../helpers/paid-orders';

let database: TestDatabase;
let receiver: GameWebhookReceiver;
const clock = manualClock();
let context: ReturnType<typeof createTestContext>;
let emberfall: string;
let neon: string;
let emberKey: string;
let neonKey: string;
let playerId: string;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
  context = createTestContext({ database, clock });
  emberfall = await shopIdOf(database.db, 'emberfall');
  neon = await shopIdOf(database.db, 'neon-drift');
  emberKey = (await createApiKey(database.db, clock, { shopId: emberfall, label: 'game' })).key;
  neonKey = (await createApiKey(database.db, clock, { shopId: neon, label: 'game' })).key;
  const player = await findOrCreatePlayer(database.db, {
    shopId: emberfall,
    provider: 'GAME',
    externalId: 'acct-48213',
    displayName: 'Kestrel',
  });
  playerId = player.id;
  receiver = await startGameWebhookReceiver();
  receiver.setNow(() => Math.floor(clock.now().getTime() / 1000));
});
afterAll(async () => {
  await receiver?.close();
  await database?.destroy();
});
beforeEach(async () => {
  await database.db.delete(deliveries);
  receiver.received.length = 0;
  receiver.failNext(0);
  receiver.failAlways(null);
});

type Route = (args: Parameters<typeof listDeliveries>[0]) => Promise<Response>;
function call(
  route: Route,
  input: {
    method: string;
    shop?: string;
    path?: string;
    params?: Record<string, string>;
    body?: unknown;
    key?: string;
  },
) {
  const shop = input.shop ?? 'emberfall';
  return callRoute(route, context, {
    method: input.method,
    path: `/server-api/v1/shops/${shop}/${input.path ?? 'x'}`,
    params: { shop, ...input.params },
    body: input.body,
    headers: { Authorization: `Bearer ${input.key ?? emberKey}` },
  });
}

function worker(options: Partial<DeliveryWorkerOptions> = {}) {
  return createDeliveryWorker({
    db: database.db,
    logger: silent,
    clock,
    random: () => 0,
    timeoutMs: 5_000,
    ...options,
  });
}

async function setEndpoint(): Promise<string> {
  const response = await call(endpointRoute.setDeliveryEndpointCall, { method: 'PUT', body: { url: receiver.url } });
  expect(response.status).toBe(200);
  const { secret } = (await response.json()) as { secret: string };
  receiver.setSecret(secret);
  return secret;
}

function anOrder(lines = 1) {
  return insertOrder(database.db, clock, {
    shopId: emberfall,
    playerId,
    lines: Array.from({ length: lines }, (_, i) => ({
      itemId: i === 0 ? 'gems-pouch' : `item-${i}`,
      name: i === 0 ? 'Pouch of Gems' : `Item ${i}`,
      quantity: i === 0 ? 2 : 1,
      unitAmount: 499,
      contents: [{ name: 'Ember Gems', amount: 500 }],
      externalId: i === 0 ? 'gems_500' : null,
    })),
  });
}

async function rowsOf(orderId: string) {
  return database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
}

describe('the delivery endpoint', () => {
  it('takes an https URL, makes a whsec_ secret once, keeps it when the URL changes, and rotates it on demand', async () => {
    const first = await call(endpointRoute.setDeliveryEndpointCall, {
      method: 'PUT',
      body: { url: 'https://game.example.com/hook' },
    });
    expect(first.status).toBe(200);
    const made = (await first.json()) as { url: string; secret: string };
    expect(made.url).toBe('https://game.example.com/hook');
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const again = (await (
      await call(endpointRoute.setDeliveryEndpointCall, { method: 'PUT', body: { url: receiver.url } })
    ).json()) as {
      secret: string;
    };
    expect(again.secret).toBe(made.secret);
    const read = (await (await call(endpointRoute.getDeliveryEndpointCall, { method: 'GET' })).json()) as {
      url: string;
      secret: string;
    };
    expect(read).toMatchObject({ url: receiver.url, secret: made.secret });

    const rotated = (await (
      await call(rotateSecret, { method: 'POST', path: 'delivery-endpoint/rotate-secret' })
    ).json()) as { secret: string };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
  });

  it('refuses plain http to another host (422 on url) and answers 404 before one is set', async () => {
    const refused = await call(endpointRoute.setDeliveryEndpointCall, {
      method: 'PUT',
      body: { url: 'http://game.example.com/hook' },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { fields: unknown[] } }).error.fields).toEqual([
      { path: 'url', message: expect.stringContaining('https://') },
    ]);
    const notUrl = await call(endpointRoute.setDeliveryEndpointCall, { method: 'PUT', body: { url: 'ftp://x' } });
    expect(notUrl.status).toBe(400);

    const none = await call(endpointRoute.getDeliveryEndpointCall, { method: 'GET', shop: 'neon-drift', key: neonKey });
    expect(none.status).toBe(404);
    // Another shop's key reads nothing of emberfall's.
    expect((await call(endpointRoute.getDeliveryEndpointCall, { method: 'GET', key: neonKey })).status).toBe(403);
    // Each route answers its own methods only.
    expect(
      (await call(endpointRoute.setDeliveryEndpointCall, { method: 'POST', body: { url: receiver.url } })).status,
    ).toBe(405);
  });

  it('allows http only to this machine and never in production', () => {
    expect(isAllowedDeliveryUrl('http://localhost:4000/hook', false)).toBe(true);
    expect(isAllowedDeliveryUrl('http://127.0.0.1:4000/hook', false)).toBe(true);
    expect(isAllowedDeliveryUrl('http://localhost:4000/hook', true)).toBe(false);
    expect(isAllowedDeliveryUrl('https://game.example.com/hook', true)).toBe(true);
    expect(isAllowedDeliveryUrl('https://user:pw@game.example.com/hook', true)).toBe(false);
  });
});

describe('signatures', () => {
  it('verify over the timestamp and the exact body, within the tolerance', () => {
    const body = '{"a":1}';
    const header = signatureHeader('whsec_test', 1_800_000_000, body);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature({ secret: 'whsec_test', header, rawBody: body, now: 1_800_000_100 })).toEqual({
      ok: true,
      timestamp: 1_800_000_000,
    });
    expect(verifySignature({ secret: 'whsec_test', header, rawBody: '{"a":2}', now: 1_800_000_000 })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature({ secret: 'whsec_other', header, rawBody: body, now: 1_800_000_000 })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature({ secret: 'whsec_test', header, rawBody: body, now: 1_800_000_301 })).toEqual({
      ok: false,
      reason: 'too_old',
    });
    expect(verifySignature({ secret: 'whsec_test', header: 'garbage', rawBody: body, now: 1_800_000_000 })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('delivering a paid order', () => {
  it('POSTs one signed delivery per line, once, carrying the player, the game accounts and the item', async () => {
    await setEndpoint();
    const order = await anOrder(2);
    // A second settle (or a retried one) adds nothing.
    expect(await database.db.transaction((tx) => enqueueOrderDeliveries(tx, clock, order.id))).toBe(0);
    const rows = await rowsOf(order.id);
    expect(rows).toHaveLength(2);

    const round = await worker().runOnce();
    expect(round).toEqual({ delivered: 2, failed: 0, dead: 0 });
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });

    expect(receiver.received).toHaveLength(2);
    for (const got of receiver.received) {
      expect(got.signature.ok).toBe(true);
      const payload = deliveryPayloadSchema.parse(got.body);
      expect(got.headers['idempotency-key']).toBe(payload.idempotencyKey);
      expect(got.headers['gamefront-delivery-id']).toBe(payload.deliveryId);
      expect(rows.map((row) => row.id)).toContain(payload.deliveryId);
    }
    const gems = receiver.received
      .map((got) => deliveryPayloadSchema.parse(got.body))
      .find((p) => p.item.id === 'gems-pouch');
    expect(gems).toEqual({
      deliveryId: expect.any(String),
      idempotencyKey: expect.any(String),
      shop: 'emberfall',
      kind: 'grant',
      revokes: null,
      order: {
        id: order.id,
        receiptNumber: `GF-${String(order.number).padStart(6, '0')}`,
        paidAt: clock.now().toISOString(),
      },
      reward: null,
      player: { id: playerId, gameAccounts: [{ externalId: 'acct-48213', displayName: 'Kestrel' }] },
      item: {
        id: 'gems-pouch',
        externalId: 'gems_500',
        name: 'Pouch of Gems',
        quantity: 2,
        contents: [{ name: 'Ember Gems', amount: 500 }],
      },
    });
    const after = await rowsOf(order.id);
    expect(after.every((row) => row.status === 'delivered' && row.attempts === 1 && row.deliveredAt !== null)).toBe(
      true,
    );
  });

  it('waits, untouched, while the shop has no endpoint', async () => {
    await database.db.delete(deliveryEndpoints).where(eq(deliveryEndpoints.shopId, emberfall));
    const order = await anOrder();
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    expect((await rowsOf(order.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    await setEndpoint();
    expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
  });

  it('retries a failing game with growing delays, gives up after the limit, and a replay delivers it', async () => {
    await setEndpoint();
    const order = await anOrder();
    receiver.failAlways(503);
    const deliverer = worker();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      const round = await deliverer.runOnce();
      const [row] = await rowsOf(order.id);
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(round).toEqual({ delivered: 0, failed: 1, dead: 0 });
        const delay = row!.nextAttemptAt.getTime() - clock.now().getTime();
        delays.push(delay);
        // Not due a moment before its time.
        clock.advance(delay - 1_000);
        expect(await deliverer.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
        clock.advance(1_000);
      } else {
        expect(round).toEqual({ delivered: 0, failed: 0, dead: 1 });
        expect(row).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS, lastError: 'HTTP 503: not now' });
      }
    }
    expect(delays).toEqual(Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) => deliveryRetryDelayMs(i + 1)));
    expect(delays[0]).toBe(60_000);
    expect(delays.every((delay, i) => i === 0 || delay > delays[i - 1]!)).toBe(true);
    expect(receiver.received).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    const keys = new Set(receiver.received.map((got) => got.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    clock.advance(24 * 3600_000);
    expect(await deliverer.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });

    // The game backend finds it, and replays it.
    const listed = await call(listDeliveries, { method: 'GET', path: 'deliveries?status=dead' });
    const list = (await listed.json()) as { deliveries: Array<{ id: string; status: string }>; totalCount: number };
    expect(list.totalCount).toBe(1);
    const deadId = list.deliveries[0]!.id;
    const replay = await call(replayDelivery, {
      method: 'POST',
      path: `deliveries/${deadId}/replay`,
      params: { id: deadId },
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ id: deadId, status: 'pending', attempts: 0, lastError: null });
    receiver.failAlways(null);
    expect(await deliverer.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(receiver.accepted()).toHaveLength(1);
    expect(receiver.accepted()[0]!.headers['idempotency-key']).toBe([...keys][0]);

    // A delivered one is not replayed; an unknown or another shop's one is not found.
    const again = await call(replayDelivery, {
      method: 'POST',
      path: `deliveries/${deadId}/replay`,
      params: { id: deadId },
    });
    expect(again.status).toBe(409);
    const foreign = await call(replayDelivery, {
      method: 'POST',
      shop: 'neon-drift',
      key: neonKey,
      params: { id: deadId },
    });
    expect(foreign.status).toBe(404);
  });

  it('adds bounded jitter to the retry delay', async () => {
    await setEndpoint();
    const order = await anOrder();
    receiver.failNext(1);
    await worker({ random: () => 0.999 }).runOnce();
    const [row] = await rowsOf(order.id);
    const delay = row!.nextAttemptAt.getTime() - clock.now().getTime();
    expect(delay).toBeGreaterThan(60_000);
    expect(delay).toBeLessThanOrEqual(60_000 * (1 + RETRY_JITTER));
  });

  it('retries a delivery the game refused for a bad signature once the secret is right again', async () => {
    await setEndpoint();
    const order = await anOrder();
    receiver.setSecret('whsec_stale');
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect(receiver.received[0]!.signature).toEqual({ ok: false, reason: 'mismatch' });
    await setEndpoint();
    clock.advance(60_000);
    expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect((await rowsOf(order.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('lists deliveries newest first with pages, and refuses a bad status filter', async () => {
    await setEndpoint();
    await anOrder(3);
    const response = await call(listDeliveries, { method: 'GET', path: 'deliveries?page=1' });
    const body = (await response.json()) as {
      deliveries: unknown[];
      page: number;
      pageSize: number;
      totalCount: number;
      pageCount: number;
    };
    expect(body).toMatchObject({ page: 1, pageSize: 50, totalCount: 3, pageCount: 1 });
    expect(body.deliveries).toHaveLength(3);
    const bad = await call(listDeliveries, { method: 'GET', path: 'deliveries?status=lost' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Array<{ path: string }> } }).error.fields[0]!.path).toBe(
      'query.status',
    );
  });
});

describe('with two workers on two connections (meaningful on PostgreSQL)', () => {
  let second: DatabaseHandle;
  beforeAll(async () => {
    second = await openSecondHandle(database);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('delivers every row exactly once', async () => {
    await setEndpoint();
    const orderCount = usingRealPostgres ? 40 : 8;
    for (let i = 0; i < orderCount; i += 1) await anOrder(3);
    const rows = await database.db.select({ id: deliveries.id }).from(deliveries);
    expect(rows).toHaveLength(orderCount * 3);
    const workers = [worker({ batchSize: 5 }), worker({ db: second.db, batchSize: 5 })];
    const drain = async (deliverer: ReturnType<typeof worker>) => {
      let delivered = 0;
      for (;;) {
        const round = await deliverer.runOnce();
        if (round.delivered + round.failed + round.dead === 0) return delivered;
        delivered += round.delivered;
      }
    };
    const counts = await Promise.all(workers.map(drain));
    expect(counts[0]! + counts[1]!).toBe(rows.length);
    const ids = receiver.received.map((got) => got.headers['gamefront-delivery-id']);
    expect(ids).toHaveLength(rows.length);
    expect(new Set(ids).size).toBe(rows.length);
    const after = await database.db.select().from(deliveries);
    expect(after.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});

describe('entitlements', () => {
  it('lists the paid lines of a player, by player id or by linked game account', async () => {
    const paid = await anOrder(2);
    await insertOrder(database.db, clock, {
      shopId: emberfall,
      playerId,
      status: 'failed',
      lines: [{ itemId: 'gems-vault', name: 'Vault of Gems', unitAmount: 1999 }],
    });
    const byPlayer = await call(listEntitlements, { method: 'GET', path: `entitlements?player=${playerId}` });
    expect(byPlayer.status).toBe(200);
    const owned = (await byPlayer.json()) as {
      playerId: string;
      entitlements: Array<{ orderId: string; itemId: string; quantity: number; deliveryStatus: string }>;
    };
    expect(owned.playerId).toBe(playerId);
    const ofPaid = owned.entitlements.filter((line) => line.orderId === paid.id);
    expect(ofPaid.map((line) => line.itemId).sort()).toEqual(['gems-pouch', 'item-1']);
    expect(ofPaid.find((line) => line.itemId === 'gems-pouch')).toMatchObject({
      quantity: 2,
      deliveryStatus: 'pending',
    });
    expect(owned.entitlements.some((line) => line.itemId === 'gems-vault')).toBe(false);

    const byAccount = await call(listEntitlements, { method: 'GET', path: 'entitlements?gameAccount=acct-48213' });
    expect(await byAccount.json()).toEqual(owned);

    const unlinked = await call(listEntitlements, { method: 'GET', path: 'entitlements?gameAccount=acct-nobody' });
    expect(await unlinked.json()).toEqual({ playerId: null, entitlements: [] });
  });

  it("asks for exactly one of player and gameAccount, and never shows another shop's player", async () => {
    const both = await call(listEntitlements, {
      method: 'GET',
      path: `entitlements?player=${playerId}&gameAccount=acct-48213`,
    });
    expect(both.status).toBe(400);
    expect((await call(listEntitlements, { method: 'GET', path: 'entitlements' })).status).toBe(400);
    const foreign = await call(listEntitlements, {
      method: 'GET',
      shop: 'neon-drift',
      key: neonKey,
      path: `entitlements?player=${playerId}`,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes the delivery calls, their query parameters and the signature header', () => {
    const document = buildOpenApiDocument(contractList);
    const endpoint = document.paths['/server-api/v1/shops/{shop}/delivery-endpoint'];
    expect(Object.keys(endpoint ?? {}).sort()).toEqual(['get', 'put']);
    expect(JSON.stringify(endpoint?.put)).toContain('Gamefront-Signature');
    expect(endpoint?.get?.requestBody).toBeUndefined();
    const list = document.paths['/server-api/v1/shops/{shop}/deliveries']?.get as {
      parameters: Array<{ name: string; in: string }>;
    };
    expect(list.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:shop', 'query:status', 'query:page']);
    expect(document.paths['/server-api/v1/shops/{shop}/deliveries/{id}/replay']?.post).toBeDefined();
    expect(document.paths['/server-api/v1/shops/{shop}/entitlements']?.get).toBeDefined();
  });
});
