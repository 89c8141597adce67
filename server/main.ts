import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import { demoShops } from '../fixtures/shops/index';
import { openDatabase } from '../app/server/db.server';
import { InvalidEnvironmentError, parseEnv } from '../app/server/env.server';
import { seedShops } from '../app/server/seed.server';
import { createLogger, createServices } from '../app/server/services.server';
import { createMailWorker } from '../app/server/mail/mail-worker.server';
import { parseProviderCredentials } from '../app/server/payments/provider-credentials.server';
import { createDeliveryWorker } from '../app/server/delivery/delivery-worker.server';
import { SANDBOX_WEBHOOKS_JOB } from '../app/server/jobs.server';
import { createOfferChainRefundWorker } from '../app/server/payments/refund-order.server';
import { createReconciliationWorker } from '../app/server/payments/reconciliation.server';
import { createScheduledPublishWorker } from '../app/server/studio/scheduled-publish.server';
import { createSandboxWebhookSender } from '../app/server/payments/sandbox/sandbox-webhook-outbox.server';
import { countShops } from '../app/server/shops.server';
import { watchShopChanges } from '../app/server/shop-directory.server';
import { z } from 'zod';
import { createApp } from './app';

/** How long an idle kept-alive connection stays open: above the 60 s most clients and load balancers use. */
const KEEP_ALIVE_MS = 65_000;
/** PAGE_CACHE_MS: how long an anonymous visitor's page is served from memory (docs/decisions/027); 0 turns it off. */
const pageCacheSchema = z.object({ PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000) });

async function main() {
  const dev = process.argv.includes('--dev');
  const env = parseEnv(dev ? { ...process.env, NODE_ENV: 'development' } : process.env);
  // Each shop's Stripe / Adyen keys: a wrong form stops the server here, naming the shop and the variable.
  const credentials = parseProviderCredentials(process.env);
  const logger = createLogger(env);
  // A server keeps running through what it cannot finish: the error is logged and reported, and the work it was
  // doing is in the database, where its owner (a worker, the reconciliation) finishes it.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onIdleClientError: (error) =>
      logger.warn({ err: error }, 'an idle database connection broke (the database restarted?); it will be replaced'),
  });
  await database.migrate();
  const seedWanted =
    env.SEED_DEMO_SHOPS === 'always' || (env.SEED_DEMO_SHOPS === 'auto' && (await countShops(database.db)) === 0);
  if (seedWanted) {
    const report = await seedShops(database.db, demoShops, { apiKey: env.SEED_API_KEY });
    logger.info({ seed: report }, 'demo shops seeded');
  }
  const services = createServices({ env, database, logger, credentials });
  // Published shops and custom domains held in memory, forgotten on every publish by any instance (decision 026).
  const shopWatch = await watchShopChanges(database, {
    onError: (error) =>
      logger.warn(
        { err: error },
        'the publish listener lost its connection; reading shops from the database until it is back',
      ),
  });
  // Each worker owns a state a crash can leave behind, and is stopped before the database closes:
  // mail (docs/decisions/013) sends the outbox; delivery (016) POSTs paid items to the games; the sandbox's webhook
  // sender posts the provider's queued events; reconciliation (020) finishes payments left open.
  const sandboxWebhooks = createSandboxWebhookSender(services);
  services.jobs.register(SANDBOX_WEBHOOKS_JOB, () => sandboxWebhooks.runOnce());
  const workers = [
    createMailWorker({ db: database.db, env, logger }),
    createDeliveryWorker({ db: database.db, logger }),
    sandboxWebhooks,
    createReconciliationWorker(services, {
      pollIntervalMs: env.RECONCILE_INTERVAL_MS,
      afterMs: env.RECONCILE_AFTER_MS,
      abandonAfterMs: env.PAYMENT_ABANDON_AFTER_MS,
    }),
    // Offer chain steps paid twice (decisions 050, 056): refunded at the provider, the line revoked.
    createOfferChainRefundWorker(services),
    // Scheduled publishes (decision 042): claimed by a conditional update, so each goes live once on any server.
    createScheduledPublishWorker({ db: database.db, clock: services.clock, logger }),
  ];
  for (const worker of workers) worker.start();

  let shuttingDown = false;
  // Handlers still running (a response can end before its handler does when a connection is cut).
  let handlersRunning = 0;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let devMiddleware;
  if (dev) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = viteServer.middlewares;
    build = () => viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const buildPath = path.resolve(env.BUILD_DIR, 'server/index.js');
    build = (await import(buildPath)) as ServerBuild;
  }

  const { PAGE_CACHE_MS: pageCacheMs } = pageCacheSchema.parse(process.env);
  const app = createApp({
    services,
    pageCacheMs: dev ? 0 : pageCacheMs,
    database,
    build,
    clientDir: dev ? undefined : path.resolve(env.BUILD_DIR, 'client'),
    devMiddleware,
    isShuttingDown: () => shuttingDown,
    handlers: { started: () => (handlersRunning += 1), finished: () => (handlersRunning -= 1) },
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info(
      { host: env.HOST, port, database: database.kind },
      `Gamefront listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`,
    );
  });

  // Idle kept-alive connections stay open longer than the clients and load balancers in front of us keep theirs
  // (most use 60 s): with Node's default 5 s, the server could close a socket just as a client reused it, and that
  // request failed with a reset (seen in e2e). Headers must arrive within a bound above it. Shutdown still closes
  // idle connections at once.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  // Requests being answered, so a shutdown can ask each to close its connection when done.
  const answering = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });

  // Graceful shutdown that drains: stop accepting; every answer from now on closes its connection (idle kept-alive
  // ones are closed at once); wait for the requests in flight; stop the workers (each finishes its round) and the
  // background jobs; only then close the database. The timeout only cuts requests that are truly stuck.
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal, inFlight: answering.size }, 'shutting down: draining');
    for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const force = setTimeout(() => {
      logger.warn({ inFlight: answering.size }, 'shutdown timeout: closing the connections of stuck requests');
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await closed;
    clearTimeout(force);
    // A cut connection's handler may still be finishing its database work: give it a moment, bounded.
    const handlersDeadline = Date.now() + 5_000;
    while (handlersRunning > 0 && Date.now() < handlersDeadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(workers.map((worker) => worker.stop()));
    await services.jobs.drain();
    await shopWatch.stop();
    await database.close();
    logger.info('shutdown complete');
    process.exit(0);
  };
  const onSignal = (signal: string) => {
    shutdown(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
