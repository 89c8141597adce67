import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import { demoShops } from '../fixtures/shops/index';
import { openDatabase } from '../app/server/db.server';
import { InvalidEnvironmentError, parseEnv } from '../app/server/env.server';
import { seedShops } from '../app/server/seed.server';
import { createLogger, createServices } from '../app/server/services.server';
import { createMailWorker } from '../app/server/mail/mail-worker.server';
import { assertPaymentProvidersAllowed } from '../app/server/payments/payment-providers.server';
import { createDeliveryWorker } from '../app/server/delivery/delivery-worker.server';
import { countShops } from '../app/server/shops.server';
import { createApp } from './app';

async function main() {
  const dev = process.argv.includes('--dev');
  const env = parseEnv(dev ? { ...process.env, NODE_ENV: 'development' } : process.env);
  assertPaymentProvidersAllowed(env);
  const logger = createLogger(env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const seedWanted = env.SEED_DEMO_SHOPS === 'always' || (env.SEED_DEMO_SHOPS === 'auto' && (await countShops(database.db)) === 0);
  if (seedWanted) {
    const report = await seedShops(database.db, demoShops, { apiKey: env.SEED_API_KEY });
    logger.info({ seed: report }, 'demo shops seeded');
  }
  const services = createServices({ env, database, logger });
  // Mail worker (docs/decisions/013): sends the outbox; stopped before the database closes.
  const mailWorker = createMailWorker({ db: database.db, env, logger });
  mailWorker.start();
  // Delivery worker (docs/decisions/016): POSTs paid items to the games; stopped before the database closes.
  const deliveryWorker = createDeliveryWorker({ db: database.db, logger });
  deliveryWorker.start();

  let shuttingDown = false;
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

  const app = createApp({
    services,
    database,
    build,
    clientDir: dev ? undefined : path.resolve(env.BUILD_DIR, 'client'),
    devMiddleware,
    isShuttingDown: () => shuttingDown,
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ host: env.HOST, port, database: database.kind }, `Gamefront listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`);
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await mailWorker.stop();
      await deliveryWorker.stop();
      await database.close();
      logger.info('shutdown complete');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
