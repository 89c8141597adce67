import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { shops } from '../../db/schema';
import type { Clock } from '../../app/server/context.server';
import type { Database } from '../../app/server/db.server';
import { parseEnv, type Env } from '../../app/server/env.server';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import { sessionCookieName, startSession } from '../../app/server/players/sessions.server';
import { SANDBOX_WEBHOOKS_JOB } from '../../app/server/jobs.server';
import { createSandboxWebhookSender } from '../../app/server/payments/sandbox/sandbox-webhook-outbox.server';
import type { ProviderFactories } from '../../app/server/payments/payment-providers.server';
import { parseProviderCredentials } from '../../app/server/payments/provider-credentials.server';
import { createServices } from '../../app/server/services.server';
import { CREDENTIAL_HEADER } from '../../schemas/api/contract';
import type { TestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost';

/** A clock the test moves by hand. */
export function manualClock(
  start = new Date('2027-03-01T12:00:00Z'),
): Clock & { advance(ms: number): void; set(at: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = at.getTime();
    },
  };
}

export interface TestContextOptions {
  database: Pick<TestDatabase, 'db' | 'kind' | 'migrate' | 'ping' | 'close'>;
  clock?: Clock;
  /** Also read for payment provider keys (STRIPE_SECRET_KEY_<SHOP>, STRIPE_API_URL, ...), as the server does. */
  env?: Record<string, string>;
  reported?: unknown[];
  /** Payment providers to add or replace, built through the registry's factories (payment-providers.server.ts). */
  paymentProviders?: ProviderFactories;
}

/** The real services (real identify, real database) the server would build, for calling loaders and routes. */
export function createTestContext({
  database,
  clock,
  env = {},
  reported,
  paymentProviders,
}: TestContextOptions): AppLoadContext {
  const parsed: Env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-auth-secret-test-auth-secret-0123',
    ...env,
  });
  const services = createServices({
    env: parsed,
    database,
    logger: pino({ level: 'silent' }),
    clock,
    credentials: parseProviderCredentials(env),
    paymentProviders,
  });
  if (reported) services.reporter = { capture: (error) => reported.push(error) };
  // As on the server: a commit kicks the sandbox's webhook sender; `context.jobs.drain()` waits for it.
  const sandboxWebhooks = createSandboxWebhookSender(services);
  services.jobs.register(SANDBOX_WEBHOOKS_JOB, () => sandboxWebhooks.runOnce());
  return {
    ...services,
    cspNonce: 'test-nonce',
    requestId: 'test-request',
    clientIp: '127.0.0.1',
    customDomainShopHandle: null,
    noteDatabaseOutage: () => undefined,
  };
}

export async function shopIdOf(db: Database, handle: string): Promise<string> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.handle, handle)).limit(1);
  if (!shop) throw new Error(`No shop ${handle} in the test database (seed it first)`);
  return shop.id;
}

/** Signs a player in the way a successful sign-in would, and returns the headers their browser would send. */
export async function signedInBrowser(context: AppLoadContext, shopHandle: string, email: string) {
  const shopId = await shopIdOf(context.db, shopHandle);
  const player = await findOrCreatePlayer(context.db, {
    shopId,
    provider: 'CUSTOM',
    externalId: email,
    verifiedEmail: email,
  });
  const session = await startSession(context.db, context.clock, { shopId, playerId: player.id, clientKind: 'WEB' });
  return {
    player,
    session,
    headers: {
      Cookie: `${sessionCookieName(shopHandle, false)}=${session.token}`,
      [CREDENTIAL_HEADER]: session.credential!,
      Origin: TEST_ORIGIN,
    } as Record<string, string>,
  };
}

type RouteFunction = (args: ActionFunctionArgs) => Promise<Response> | Response;

export interface CallRouteInput {
  method?: string;
  /** Path and query, like `/api/cart/get?shop=emberfall`. */
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls a route module's loader or action as Remix would, with a real Request. */
export async function callRoute(
  route: RouteFunction,
  context: AppLoadContext,
  input: CallRouteInput,
): Promise<Response> {
  const method = input.method ?? (input.body === undefined ? 'GET' : 'POST');
  const headers = new Headers(input.headers);
  if (input.body !== undefined) headers.set('Content-Type', 'application/json');
  if (method !== 'GET' && !headers.has('Origin')) headers.set('Origin', TEST_ORIGIN);
  const request = new Request(`${TEST_ORIGIN}${input.path}`, {
    method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  return route({ request, params: input.params ?? {}, context });
}
