import { demoShops } from '../fixtures/shops/index';
import { openDatabase } from '../app/server/db.server';
import { parseEnv } from '../app/server/env.server';
import { eq } from 'drizzle-orm';
import { shops } from './schema';
import { systemClock } from '../app/server/context.server';
import { createApiKey } from '../app/server/players/game-server-keys.server';
import { seedShops } from '../app/server/seed.server';

// `npm run db:migrate`, `npm run db:seed` and `npm run db:api-key -- SHOP` against DATABASE_URL or the embedded
// database in DATA_DIR (stop the server first: an embedded database opens in one process at a time).
const command = process.argv[2];
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  if (command === 'migrate') {
    console.log(`Migrations applied (${database.kind}).`);
  } else if (command === 'seed') {
    const report = await seedShops(database.db, demoShops, { apiKey: env.SEED_API_KEY });
    console.log(
      `Seeded (${database.kind}): ${report.createdShops.length} shops created, ${report.publishedConfigs.length} configs published.`,
    );
  } else if (command === 'api-key') {
    // A game-server API key for one shop, shown once: the game backend sends it as `Authorization: Bearer ...`.
    const handle = process.argv[3] ?? '';
    const [shop] = await database.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, handle));
    if (!shop) {
      console.error(`No shop with the handle "${handle}". Usage: npm run db:api-key -- SHOP`);
      process.exitCode = 2;
    } else {
      const created = await createApiKey(database.db, systemClock, {
        shopId: shop.id,
        label: process.argv[4] ?? 'made with db:api-key',
      });
      console.log(created.key);
    }
  } else {
    console.error('Usage: db/cli.ts migrate|seed|api-key SHOP [LABEL]');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
