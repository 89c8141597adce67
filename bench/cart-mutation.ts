/**
 * Server time of a cart mutation (POST /api/cart/mutate through its route handler: credentials, schema checks, one
 * transaction that locks the cart, pricing from the catalogue) on embedded PGlite, p50 and p99 over 2,000
 * mutations, next to a baseline measured in the same run: a bare `SELECT 1` round trip on the same database.
 * The budget: p99 <= 25 ms. Usage: npm run bench:cart [-- --mutations 2000]
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { AppLoadContext } from '@remix-run/node';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { demoShops } from '../fixtures/shops/index';
import { CREDENTIAL_HEADER } from '../schemas/api/contract';
import { mutateCartCall as mutateCart } from '../app/server/api/mutate-cart.server';
import { openDatabase } from '../app/server/db.server';
import { parseEnv } from '../app/server/env.server';
import { findOrCreatePlayer } from '../app/server/players/players.server';
import { sessionCookieName, startSession } from '../app/server/players/sessions.server';
import { seedShops } from '../app/server/seed.server';
import { createServices } from '../app/server/services.server';
import { shopIdOf } from '../tests/helpers/test-context';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const mutations = argValue('mutations', 2000);
const warmup = 200;
const BUDGET_P99_MS = 25;

const database = await openDatabase({ pglite: await PGlite.create() });
await database.migrate();
await seedShops(database.db, demoShops);
const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-auth-secret-bench-auth-secret-0123',
});
const services = createServices({ env, database, logger: pino({ level: 'silent' }) });
const context = {
  ...services,
  cspNonce: 'bench',
  requestId: 'bench',
  clientIp: '127.0.0.1',
  customDomainShopHandle: null,
} as AppLoadContext;

const shopId = await shopIdOf(database.db, 'emberfall');
const player = await findOrCreatePlayer(database.db, {
  shopId,
  provider: 'CUSTOM',
  externalId: 'bench@example.com',
  verifiedEmail: 'bench@example.com',
});
const session = await startSession(database.db, services.clock, { shopId, playerId: player.id, clientKind: 'WEB' });
const headers = {
  'Content-Type': 'application/json',
  Origin: 'http://localhost',
  Cookie: `${sessionCookieName('emberfall', false)}=${session.token}`,
  [CREDENTIAL_HEADER]: session.credential!,
};

// What a player does in a cart: add, add another, change a quantity, take one out.
const intents = [
  { intent: 'add', itemId: 'gems-pouch', quantity: 1 },
  { intent: 'add', itemId: 'hoard-gold', quantity: 1 },
  { intent: 'set_quantity', itemId: 'gems-pouch', quantity: 3 },
  { intent: 'remove', itemId: 'hoard-gold' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeMutations(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const request = new Request('http://localhost/api/cart/mutate', {
      method: 'POST',
      headers,
      body: JSON.stringify({ shop: 'emberfall', mutation: intents[i % intents.length] }),
    });
    const started = performance.now();
    const response = await mutateCart({ request, params: {}, context });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`mutation ${i} answered ${response.status}`);
  }
  return times.sort((a, b) => a - b);
}

async function timeSelectOne(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await database.db.execute(sql`select 1`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

try {
  await timeMutations(warmup);
  await timeSelectOne(warmup);
  const cart = await timeMutations(mutations);
  const baseline = await timeSelectOne(mutations);
  const row = (label: string, times: number[]) =>
    console.log(
      `${label.padEnd(26)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(2).padStart(6)} ms`,
    );
  console.log(`PGlite, ${mutations} of each after ${warmup} to warm up`);
  row('baseline: SELECT 1', baseline);
  row('cart mutation (route)', cart);
  console.log(
    `ratio mutation / SELECT 1: p50 ${(percentile(cart, 50) / percentile(baseline, 50)).toFixed(1)}x, p99 ${(percentile(cart, 99) / percentile(baseline, 99)).toFixed(1)}x`,
  );
  const p99 = percentile(cart, 99);
  console.log(`budget p99 <= ${BUDGET_P99_MS} ms: ${p99 <= BUDGET_P99_MS ? 'met' : 'MISSED'}`);
  if (p99 > BUDGET_P99_MS) process.exitCode = 1;
} finally {
  await database.close();
}
