import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveries,
  idempotencyKeys,
  linkedAccounts,
  orderLines,
  orders,
  payments,
  sandboxPayments,
  shops,
} from '../../db/schema';
import type { DatabaseHandle } from '../../app/server/db.server';
import { setDeliveryEndpoint } from '../../app/server/delivery/endpoints.server';
import { signedInBrowser } from '../helpers/test-context';
import { startGameWebhookReceiver, type GameWebhookReceiver } from '../helpers/game-webhook-receiver';
import {
  postgresReachable,
  prepareDemoDatabase,
  startServer,
  waitFor,
  type PreparedDatabase,
  type ServerProcess,
} from '../helpers/server-process';

// Issue 10's fault tests: 30 players check out at once against a real server process that is killed (SIGTERM,
// SIGKILL) and started again on the same database, or whose PostgreSQL restarts under it. What is asserted is what a
// player, the game or the publisher would notice: every charge ends in a paid order whose items reached the game (or
// is refunded), nobody is charged twice, a retry with the same Idempotency-Key is answered (never "still being
// processed" forever), purchase history tells the truth, no answer is a 500, and the server never exits on its own
// (docs/decisions/020-nothing-lost.md). Loopback only; every wait is bounded and awaits a condition.

const SHOP = 'emberfall';
const PLAYERS = 30;
const ITEMS: Array<[string, number]> = [
  ['phoenix-warden', 1],
  ['gems-pouch', 1],
];
/** One request gets this long to answer; after that it counts as no answer (status 0), like a broken connection. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How long a player keeps retrying while told to wait (409 "still being processed", 503, no answer). */
const RETRY_FOR_MS = 30_000;
/** How long the workers get to finish what the fault left (settle, deliver, answer the keys). */
const SETTLE_WITHIN_MS = 30_000;

const usePostgres = await postgresReachable();
const pgCluster = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql')[0] : undefined;
const canRestartPostgres =
  usePostgres && pgCluster !== undefined && commandExists('pg_ctlcluster') && commandExists('pg_isready');
const run = promisify(execFile);

function commandExists(name: string): boolean {
  return (process.env.PATH ?? '').split(':').some((folder) => folder && existsSync(`${folder}/${name}`));
}

interface Answer {
  /** The HTTP status; 0 when the connection broke or nothing came back within REQUEST_TIMEOUT_MS. */
  status: number;
  json: Record<string, unknown> | null;
  headers: Headers | null;
}

interface Seen {
  call: string;
  /** Which server was asked. */
  origin: string;
  status: number;
  retryAfter: string | null;
  /** The answer said `Connection: close` (a draining server's answer). */
  connectionClose: boolean;
  sentAt: number;
  answeredAt: number;
}

interface Player {
  email: string;
  playerId: string;
  headers: Record<string, string>;
  key: string;
  /** The cart version the player last saw. */
  cartVersion: number | null;
  /** The create call's body, once the cart was filled (the retry sends the same). */
  body: Record<string, unknown> | null;
  /** The payment intent the first create call answered (null: it answered something else, or nothing). */
  firstIntent: string | null;
  /** Every answer the player saw, in order. */
  seen: Seen[];
}

/** One scenario's world: a fresh database with the demo shops, players signed in and linked, a game receiving deliveries. */
class World {
  players: Player[] = [];
  receiver!: GameWebhookReceiver;
  serverEnv: Record<string, string> = {};
  private database!: PreparedDatabase;

  async prepare(name: string): Promise<void> {
    this.receiver = await startGameWebhookReceiver();
    this.database = await prepareDemoDatabase(
      name,
      async (context) => {
        const [shop] = await context.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, SHOP));
        const endpoint = await setDeliveryEndpoint(context.db, context.clock, {
          shopId: shop!.id,
          url: this.receiver.url,
          production: false,
        });
        this.receiver.setSecret(endpoint.secret);
        for (let i = 0; i < PLAYERS; i += 1) {
          const email = `${name}-player${i}@example.com`;
          const browser = await signedInBrowser(context, SHOP, email);
          // Deliveries wait for a linked game account: each player has one, so every paid line is owed to the game.
          await context.db.insert(linkedAccounts).values({
            shopId: shop!.id,
            playerId: browser.player.id,
            provider: 'GAME',
            externalId: `${name}-acct${i}`,
          });
          this.players.push({
            email,
            playerId: browser.player.id,
            headers: browser.headers,
            key: `${name}-checkout-${i}`,
            cartVersion: null,
            body: null,
            firstIntent: null,
            seen: [],
          });
        }
      },
      { databasePrefix: 'gf_faults' },
    );
    this.serverEnv = {
      ...this.database.env,
      DELIVERY_HTTP_LOOPBACK: 'true',
      RECONCILE_INTERVAL_MS: '250',
      RECONCILE_AFTER_MS: '1500',
      IDEMPOTENCY_LEASE_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '8000',
      LOG_LEVEL: 'info',
    };
  }

  /** The database as it is now (on PGlite only while no server holds it). */
  read<T>(look: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
    return this.database.read(look);
  }

  /** Every delivery id the game accepted at least once (a redelivery of the same id counts once). */
  acceptedDeliveryIds(): Set<string> {
    return new Set(this.receiver.accepted().map((delivery) => String(delivery.headers['gamefront-delivery-id'])));
  }

  allSeen(): Seen[] {
    return this.players.flatMap((player) => player.seen);
  }

  async dispose(): Promise<void> {
    await this.receiver?.close();
    await this.database?.dispose();
  }
}

async function request(
  server: ServerProcess,
  player: Player,
  call: string,
  init: { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const sentAt = Date.now();
  const saw = (status: number, headers: Headers | null) =>
    player.seen.push({
      call,
      origin: server.origin,
      status,
      retryAfter: headers?.get('Retry-After') ?? null,
      connectionClose: headers?.get('Connection') === 'close',
      sentAt,
      answeredAt: Date.now(),
    });
  try {
    const response = await fetch(`${server.origin}${init.path}`, {
      method: init.method,
      headers: {
        ...player.headers,
        Origin: server.origin,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = null;
    }
    saw(response.status, response.headers);
    return { status: response.status, json, headers: response.headers };
  } catch {
    saw(0, null);
    return { status: 0, json: null, headers: null };
  }
}

const CREATE = '/api/cart_payment_v3/create_payment_intent_with_cart';

function createWithKey(server: ServerProcess, player: Player): Promise<Answer> {
  return request(server, player, 'create (keyed)', {
    method: 'POST',
    path: CREATE,
    body: player.body,
    headers: { 'Idempotency-Key': player.key },
  });
}

/** Fills the cart, starts its checkout with the player's Idempotency-Key and completes it, as the checkout page does. */
async function checkout(server: ServerProcess, player: Player, onCreateAnswered: () => void): Promise<void> {
  for (const [itemId, quantity] of ITEMS) {
    const added = await request(server, player, 'cart mutate', {
      method: 'POST',
      path: '/api/cart/mutate',
      body: { shop: SHOP, mutation: { intent: 'add', itemId, quantity } },
    });
    if (added.status !== 200) return;
    player.cartVersion = added.json?.version as number;
  }
  player.body = {
    shop: SHOP,
    cartVersion: player.cartVersion,
    method: { type: 'scheme', scenario: 'card_success' },
    returnPath: `/${SHOP}/checkout`,
  };
  const created = await createWithKey(server, player);
  onCreateAnswered();
  if (created.status !== 200) return;
  player.firstIntent = created.json?.paymentIntentId as string;
  await request(server, player, 'complete', {
    method: 'POST',
    path: '/api/cart_payment_v3/complete_purchase',
    body: { paymentIntentId: player.firstIntent },
  });
}

interface Retried {
  status: number;
  intent: string | null;
  /** What the last answer said, for the failure message. */
  said: string;
}

/**
 * The player's retry after the fault: the same create call, key and body. While told to wait (409 "still being
 * processed", 503, no answer) the player waits as told and tries again, for RETRY_FOR_MS at most. A replayed answer
 * (Idempotent-Replayed) is final.
 */
async function retryUntilAnswered(server: ServerProcess, player: Player): Promise<Retried> {
  const deadline = Date.now() + RETRY_FOR_MS;
  for (;;) {
    const answer = await createWithKey(server, player);
    const said = `${answer.status} ${JSON.stringify(answer.json?.error ?? answer.json?.outcome ?? '')}`;
    if (answer.status === 200) return { status: 200, intent: answer.json?.paymentIntentId as string, said };
    const replayed = answer.headers?.get('Idempotent-Replayed') === 'true';
    if (replayed || ![0, 409, 503].includes(answer.status) || Date.now() > deadline)
      return { status: answer.status, intent: null, said };
    const retryAfter = Number(answer.headers?.get('Retry-After') ?? '0.2');
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(Math.max(Number.isFinite(retryAfter) ? retryAfter : 0.2, 0.2), 2) * 1000),
    );
  }
}

/** A new checkout of the cart the player last saw, without a key (a reload of the checkout page, a second tab). */
function newCheckout(server: ServerProcess, player: Player): Promise<Answer> {
  return request(server, player, 'create (new, no key)', {
    method: 'POST',
    path: CREATE,
    body: {
      shop: SHOP,
      cartVersion: player.cartVersion ?? 1,
      method: { type: 'scheme', scenario: 'card_success' },
      returnPath: `/${SHOP}/checkout`,
    },
  });
}

/** The players whose new checkout was not refused: the cart is empty (422) or not the one they saw (409), never a 200. */
function refusedOrNot(players: Player[], answers: Answer[]): string[] {
  return players.flatMap((player, index) =>
    [409, 422].includes(answers[index]!.status)
      ? []
      : [
          `${player.email}: ${answers[index]!.status} ${JSON.stringify(answers[index]!.json?.error ?? answers[index]!.json?.outcome ?? '')}`,
        ],
  );
}

/**
 * Runs every player's checkout at once and starts `fault` once a third of the create calls have answered. Meanwhile a
 * few players keep browsing their purchase history (kept-alive connections with requests coming, as under real load)
 * until the fault is over or the server is gone.
 */
async function checkoutsWithFault(server: ServerProcess, world: World, fault: () => Promise<void>): Promise<void> {
  let faultOver = false;
  const browsing = world.players.slice(-5).map(async (player) => {
    while (!faultOver) {
      const answer = await request(server, player, 'purchase history (browsing)', {
        method: 'GET',
        path: `/api/user/me/${SHOP}/purchase_history`,
      });
      if (answer.status === 0 && !server.running()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  let answered = 0;
  let faulted: Promise<void> | null = null;
  const onCreateAnswered = () => {
    answered += 1;
    if (answered === Math.ceil(PLAYERS / 3)) faulted = fault();
  };
  try {
    await Promise.all(world.players.map((player) => checkout(server, player, onCreateAnswered)));
    faulted ??= fault();
    await faulted;
  } finally {
    faultOver = true;
    await Promise.all(browsing);
  }
}

interface Books {
  /** Succeeded sandbox payments (the player was charged) with no payment or order of ours. */
  orphanCharges: string[];
  /** Orders whose sandbox payment succeeded but which are neither paid nor refunded: `number:status`. */
  chargedNotSettled: string[];
  /** Succeeded sandbox payments per player. */
  chargesPerPlayer: Map<string, number>;
  /** Lines of paid orders without exactly one delivery. */
  linesWithoutOneDelivery: number;
  /** Orders still pending although our payment row says SUCCEEDED. */
  pendingWithSucceededPayment: number;
  /** Idempotency-Keys with no stored answer. */
  unansweredKeys: string[];
  deliveryIds: string[];
  ordersByPlayer: Map<string, Array<{ id: string; status: string }>>;
}

/** What the provider charged and what we made of it, read from the database. */
async function books(world: World): Promise<Books> {
  return world.read(async (db) => {
    const charged = await db
      .select({
        ref: sandboxPayments.ref,
        amount: sandboxPayments.amount,
        refunded: sandboxPayments.refunded,
        orderId: orders.id,
        number: orders.number,
        playerId: orders.playerId,
        status: orders.status,
      })
      .from(sandboxPayments)
      .leftJoin(payments, and(eq(payments.provider, 'sandbox'), eq(payments.providerRef, sandboxPayments.ref)))
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(sandboxPayments.status, 'succeeded'));
    const chargesPerPlayer = new Map<string, number>();
    for (const row of charged)
      if (row.playerId) chargesPerPlayer.set(row.playerId, (chargesPerPlayer.get(row.playerId) ?? 0) + 1);
    const [lines] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.status, 'paid'),
          sql`(select count(*) from ${deliveries} where ${deliveries.orderLineId} = ${orderLines.id}) <> 1`,
        ),
      );
    const [stuck] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.status, 'pending'), eq(payments.outcome, 'SUCCEEDED')));
    const unanswered = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(isNull(idempotencyKeys.responseStatus));
    const delivered = await db.select({ id: deliveries.id }).from(deliveries);
    const everyOrder = await db
      .select({ id: orders.id, playerId: orders.playerId, status: orders.status })
      .from(orders);
    const ordersByPlayer = new Map<string, Array<{ id: string; status: string }>>();
    for (const order of everyOrder)
      ordersByPlayer.set(order.playerId, [
        ...(ordersByPlayer.get(order.playerId) ?? []),
        { id: order.id, status: order.status },
      ]);
    return {
      orphanCharges: charged.filter((row) => row.orderId === null).map((row) => row.ref),
      chargedNotSettled: charged
        .filter(
          (row) =>
            row.orderId !== null && row.status !== 'paid' && row.status !== 'refunded' && row.refunded < row.amount,
        )
        .map((row) => `GF-${row.number}:${row.status}`),
      chargesPerPlayer,
      linesWithoutOneDelivery: lines?.n ?? 0,
      pendingWithSucceededPayment: stuck?.n ?? 0,
      unansweredKeys: unanswered.map((row) => row.key),
      deliveryIds: delivered.map((row) => row.id),
      ordersByPlayer,
    };
  });
}

function undeliveredToGame(world: World, now: Books): string[] {
  const accepted = world.acceptedDeliveryIds();
  return now.deliveryIds.filter((id) => !accepted.has(id));
}

function chargedOtherThanOnce(world: World, now: Books): string[] {
  return world.players
    .filter((player) => (now.chargesPerPlayer.get(player.playerId) ?? 0) !== 1)
    .map((player) => `${player.email}: ${now.chargesPerPlayer.get(player.playerId) ?? 0}`);
}

function booksHold(world: World, now: Books): boolean {
  return (
    now.orphanCharges.length === 0 &&
    now.chargedNotSettled.length === 0 &&
    now.linesWithoutOneDelivery === 0 &&
    now.pendingWithSucceededPayment === 0 &&
    now.unansweredKeys.length === 0 &&
    undeliveredToGame(world, now).length === 0
  );
}

/** The money invariants, each asserted on its own so a failure names the one that broke. */
function expectBooks(world: World, now: Books): void {
  expect(now.orphanCharges, 'charges the provider made that no order of ours knows').toEqual([]);
  expect(
    now.chargedNotSettled,
    'orders whose payment succeeded at the provider but that are neither paid nor refunded',
  ).toEqual([]);
  expect(now.pendingWithSucceededPayment, 'orders still pending with a payment recorded as SUCCEEDED').toBe(0);
  expect(now.linesWithoutOneDelivery, 'lines of paid orders without exactly one delivery').toBe(0);
  expect(undeliveredToGame(world, now), 'deliveries the game never accepted').toEqual([]);
  expect(now.unansweredKeys, 'Idempotency-Keys left without an answer').toEqual([]);
  // Each player bought one cart once: exactly one charge each, never two.
  expect(chargedOtherThanOnce(world, now), 'players not charged exactly once').toEqual([]);
}

/**
 * Waits (bounded) until the workers have finished what the fault left. On PostgreSQL the books are read as they go;
 * PGlite lives in the server's process, so there the wait watches what the players see (purchase history) and the
 * books are read after the server stops.
 */
async function waitUntilSettled(world: World, server: ServerProcess): Promise<void> {
  const check = usePostgres
    ? async () => booksHold(world, await books(world))
    : async () => {
        // One paid order per player, one delivery per line, each accepted by the game.
        if (world.acceptedDeliveryIds().size < PLAYERS * ITEMS.length) return false;
        for (const player of world.players) {
          const statuses = (await historyOf(server, player)).orders.map((order) => order.status);
          if (!statuses.includes('paid') || statuses.includes('pending')) return false;
        }
        return true;
      };
  // A timeout is not the failure to report: the assertions after it name what did not happen.
  await waitFor(check, 'the workers to finish what the fault left', SETTLE_WITHIN_MS, 250).catch(() => undefined);
}

async function historyOf(
  server: ServerProcess,
  player: Player,
): Promise<{ status: number; orders: Array<{ orderId: string; status: string }> }> {
  const answer = await request(server, player, 'purchase history', {
    method: 'GET',
    path: `/api/user/me/${SHOP}/purchase_history`,
  });
  return {
    status: answer.status,
    orders: (answer.json?.orders as Array<{ orderId: string; status: string }> | undefined) ?? [],
  };
}

/** Every answer that was a 500-class error other than a clean 503, and every 503 without Retry-After. */
function uncleanAnswers(world: World): { errors: string[]; without: string[] } {
  const seen = world.allSeen();
  return {
    errors: seen.filter((one) => one.status >= 500 && one.status !== 503).map((one) => `${one.call}: ${one.status}`),
    without: seen.filter((one) => one.status === 503 && !one.retryAfter).map((one) => one.call),
  };
}

/**
 * The assertions every scenario shares once the server (`current()`) runs again after the fault. Registered in order:
 * vitest runs them one after the other.
 */
function afterTheFault(
  world: World,
  current: () => ServerProcess,
  { stopsToReadBooks }: { stopsToReadBooks: boolean },
): void {
  it('a player whose first checkout went through and starts a new one (no key) is not charged again', async () => {
    const through = world.players.filter((player) => player.firstIntent !== null);
    expect(through.length, 'players whose create call answered before the fault').toBeGreaterThan(0);
    const answers = await Promise.all(through.map((player) => newCheckout(current(), player)));
    // The cart is empty (422) or no longer the one the player saw (409): never a 200 that charges again.
    expect(refusedOrNot(through, answers)).toEqual([]);
  });

  it('every retry with the same Idempotency-Key is answered 200 (never "still being processed" forever), with the same intent where it had one', async () => {
    const tried = world.players.filter((player) => player.body !== null);
    const retries = await Promise.all(tried.map((player) => retryUntilAnswered(current(), player)));
    const unanswered = tried
      .map((player, index) => ({ player, retry: retries[index]! }))
      .filter(({ retry }) => retry.status !== 200);
    expect(
      unanswered.map(
        ({ player, retry }) =>
          `${player.email}: ${retry.said} (last seen: ${player.seen
            .slice(-12)
            .map((one) => one.status)
            .join(',')})`,
      ),
    ).toEqual([]);
    const changed = tried
      .filter((player, index) => player.firstIntent !== null && retries[index]!.intent !== player.firstIntent)
      .map((player) => player.email);
    expect(changed, 'players whose retry answered another payment intent than their first answer').toEqual([]);
  });

  it('every charged payment is settled with its deliveries (or refunded), nobody is charged twice, no key is left unanswered', async () => {
    // Players whose cart never reached the create call buy now, so every player bought exactly one cart.
    for (const player of world.players.filter((candidate) => candidate.body === null)) {
      await checkout(current(), player, () => undefined);
      expect((await retryUntilAnswered(current(), player)).status, `${player.email} buying after the fault`).toBe(200);
    }
    await waitUntilSettled(world, current());
    if (!stopsToReadBooks) expectBooks(world, await books(world));
  });

  it('after that, a new checkout by any player charges nothing', async () => {
    const answers = await Promise.all(world.players.map((player) => newCheckout(current(), player)));
    expect(refusedOrNot(world.players, answers)).toEqual([]);
    if (!stopsToReadBooks)
      expect(chargedOtherThanOnce(world, await books(world)), 'players not charged exactly once').toEqual([]);
  });

  it('purchase history shows each player every order, pending and failed ones included, with its real status', async () => {
    for (const player of world.players) {
      const history = await historyOf(current(), player);
      expect(history.status).toBe(200);
      expect(
        history.orders.map((order) => order.status),
        `${player.email}'s history`,
      ).toContain('paid');
      if (stopsToReadBooks) {
        // PGlite: the books are read after the server stops; what the player sees must at least not hide a pending order.
        continue;
      }
      const inDatabase = (await books(world)).ordersByPlayer.get(player.playerId) ?? [];
      const listed = new Map(history.orders.map((order) => [order.orderId, order.status]));
      const hidden = inDatabase.filter(
        (order) => (order.status === 'pending' || order.status === 'failed') && !listed.has(order.id),
      );
      expect(
        hidden.map((order) => `${order.id}:${order.status}`),
        `${player.email}'s pending or failed orders missing from the default listing`,
      ).toEqual([]);
      const misstated = inDatabase.filter((order) => listed.has(order.id) && listed.get(order.id) !== order.status);
      expect(misstated.map((order) => `${order.id}: ${order.status} listed as ${listed.get(order.id)}`)).toEqual([]);
    }
  });

  it('no player was answered a 500: a clean 503 with Retry-After at worst', () => {
    const { errors, without } = uncleanAnswers(world);
    expect(errors, 'answers of 500 and the like').toEqual([]);
    expect(without, '503 answers without Retry-After').toEqual([]);
  });

  it('the server running after the fault never exited on its own', () => {
    expect(current().running(), current().output().slice(-3000)).toBe(true);
  });

  if (stopsToReadBooks) {
    it('the books, read once the server has stopped (PGlite): every charge settled and delivered, each player charged once', async () => {
      expect(await current().stop('SIGTERM')).toBe(0);
      expectBooks(world, await books(world));
    });
  }
}

/** When the server logged that it is shutting down (pino's JSON lines on the same clock as ours). */
function signalTakenAt(output: string): number | null {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; time?: string | number };
      if (entry.msg?.startsWith('shutting down') && entry.time !== undefined) return new Date(entry.time).getTime();
    } catch {
      // not a log line
    }
  }
  return null;
}

describe.each([
  { signal: 'SIGTERM' as const, name: 'term' },
  { signal: 'SIGKILL' as const, name: 'kill' },
])(
  'the server is sent $signal while 30 players check out, then started again on the same database',
  ({ signal, name }) => {
    const world = new World();
    let first: ServerProcess | undefined;
    let second: ServerProcess | undefined;
    let exitCode: number | null = -1;
    let signalAt = 0;
    let exitedAfterMs = 0;

    beforeAll(async () => {
      await world.prepare(name);
      first = await startServer(world.serverEnv);
      await checkoutsWithFault(first, world, async () => {
        signalAt = Date.now();
        exitCode = await first!.stop(signal);
        exitedAfterMs = Date.now() - signalAt;
      });
      second = await startServer(world.serverEnv);
    });
    afterAll(async () => {
      await second?.stop('SIGTERM');
      await first?.stop('SIGKILL');
      await world.dispose();
    });

    it('the signal came while checkouts were in flight (else this scenario proves nothing)', () => {
      const checkoutCalls = world
        .allSeen()
        .filter((one) => one.origin === first!.origin && !one.call.startsWith('purchase history'));
      expect(
        checkoutCalls.filter((one) => one.sentAt < signalAt && one.answeredAt >= signalAt).length,
        'checkout requests in flight when the signal came',
      ).toBeGreaterThan(0);
      expect(
        world.players.filter((player) => player.firstIntent !== null).length,
        'players answered a payment intent before the signal',
      ).toBeGreaterThan(0);
    });

    if (signal === 'SIGTERM') {
      it('drains: answers what it had started, exits 0 and says the shutdown completed', () => {
        const output = first!.output();
        expect(output).not.toContain('Cannot use a pool after calling end');
        expect(output, output.slice(-3000)).toContain('shutdown complete');
        expect(exitCode).toBe(0);
      });

      it('drains: a request arriving on a kept-alive connection after the signal is answered with Connection: close, and the process exits without needing its timeout', () => {
        // From when the server took the signal (its log line), not when we sent it: a busy event loop takes it a moment later.
        const tookSignalAt = signalTakenAt(first!.output()) ?? signalAt;
        const afterSignal = world
          .allSeen()
          .filter((one) => one.origin === first!.origin && one.sentAt > tookSignalAt && one.status !== 0);
        expect(
          afterSignal
            .filter((one) => !one.connectionClose)
            .map((one) => `${one.call}: ${one.status} sent ${one.sentAt - signalAt} ms after the signal`),
          'answers after the signal that kept the connection open',
        ).toEqual([]);
        expect(first!.output()).not.toContain('shutdown timeout');
        expect(exitedAfterMs, 'ms from SIGTERM to exit').toBeLessThan(Number(world.serverEnv.SHUTDOWN_TIMEOUT_MS));
      });
    }

    afterTheFault(world, () => second!, { stopsToReadBooks: !usePostgres });
  },
);

/**
 * Restarts the machine's PostgreSQL (async: the players and the watchers keep going meanwhile) and waits for it. It
 * stays down until `noticed` holds: a restart can be over before a busy server's next readiness check, and the test
 * is about what the server says while the database is away.
 */
async function restartPostgres(noticed: () => boolean): Promise<void> {
  const cluster = ['--skip-systemctl-redirect', pgCluster!, 'main'];
  await run('pg_ctlcluster', [...cluster, 'stop'], { timeout: 60_000 });
  await waitFor(noticed, 'the server to notice the database is away', 60_000, 20).finally(() =>
    run('pg_ctlcluster', [...cluster, 'start'], { timeout: 60_000 }),
  );
  await waitFor(
    async () => {
      await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { timeout: 5_000 });
      return true;
    },
    'PostgreSQL to accept connections again',
    60_000,
    100,
  );
}

if (canRestartPostgres) {
  describe('PostgreSQL restarts while 30 players check out', () => {
    const world = new World();
    let server: ServerProcess | undefined;
    const readiness: number[] = [];

    beforeAll(async () => {
      await world.prepare('pgrestart');
      server = await startServer(world.serverEnv);
      await checkoutsWithFault(server, world, async () => {
        let watching = true;
        // /readyz polled through the outage, as a load balancer does (players browse meanwhile: checkoutsWithFault).
        const watchReadiness = (async () => {
          while (watching) {
            const response = await fetch(`${server!.origin}/readyz`, { signal: AbortSignal.timeout(5_000) }).catch(
              () => null,
            );
            readiness.push(response?.status ?? 0);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })();
        try {
          await restartPostgres(() => readiness.includes(503));
          await waitFor(
            async () =>
              (await fetch(`${server!.origin}/readyz`, { signal: AbortSignal.timeout(5_000) })).status === 200,
            'the server to find the database again',
            60_000,
            100,
          ).catch(() => undefined);
        } finally {
          watching = false;
          await watchReadiness;
        }
      });
    });
    afterAll(async () => {
      await server?.stop('SIGTERM');
      await world.dispose();
    });

    it('the server stays up, says 503 on /readyz while the database is away and 200 again afterwards, by itself', () => {
      expect(server!.running(), server!.output().slice(-3000)).toBe(true);
      expect(readiness, 'what /readyz answered through the outage').toContain(503);
      expect(readiness.lastIndexOf(200), 'ready again after the outage').toBeGreaterThan(readiness.indexOf(503));
      expect(readiness.at(-1)).toBe(200);
    });

    it('no request during the outage broke its connection', () => {
      expect(
        world
          .allSeen()
          .filter((one) => one.status === 0)
          .map((one) => one.call),
      ).toEqual([]);
    });

    afterTheFault(world, () => server!, { stopsToReadBooks: false });
  });
} else {
  console.log(
    `checkout-faults: the PostgreSQL restart scenario is not registered: ${usePostgres ? 'pg_ctlcluster or pg_isready is not on this machine' : 'no PostgreSQL answers here'}`,
  );
}
