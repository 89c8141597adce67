import { demoShops } from '../fixtures/shops/index';
import { openDatabase } from '../app/server/db.server';
import { parseEnv } from '../app/server/env.server';
import { seedShops } from '../app/server/seed.server';

// `npm run db:migrate` and `npm run db:seed` against DATABASE_URL or the embedded database in DATA_DIR.
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
  } else {
    console.error('Usage: db/cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
