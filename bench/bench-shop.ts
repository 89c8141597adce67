import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoShops } from '../fixtures/shops/index';
import type { ShopConfig } from '../schemas/shop-config';
import type { Card } from '../schemas/cards';
import { openDatabase } from '../app/server/db.server';
import { seedShops } from '../app/server/seed.server';

export const BENCH_HANDLE = 'bench-48';

/** The demo shops plus `bench-48`: Emberfall's look with a home page of 48 buyable cards, the page the budgets are about. */
export function benchShopConfig(): ShopConfig {
  const base = demoShops.find((shop) => shop.handle === 'emberfall')!.config;
  const buyable = base.layout.pages
    .flatMap((page) => page.sections.flatMap((section) => section.cards))
    .filter((card) => card.type !== 'label' && card.type !== 'banner');
  const cards: Card[] = Array.from(
    { length: 48 },
    (_, i) => ({ ...buyable[i % buyable.length]!, id: `bench-card-${i}` }) as Card,
  );
  return {
    ...base,
    name: 'Bench 48',
    layout: {
      pages: [
        {
          target: 'HOME',
          title: 'Home',
          sections: [0, 1, 2, 3].map((s) => ({
            id: `row-${s}`,
            title: `Row ${s + 1}`,
            cards: cards.slice(s * 12, s * 12 + 12),
          })),
        },
      ],
    },
  };
}

/** A fresh embedded database with the demo shops and the bench shop, ready for a server to open. */
export async function prepareBenchDatabase(): Promise<string> {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'gamefront-bench-')), 'pglite');
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedShops(database.db, [
    ...demoShops,
    { handle: BENCH_HANDLE, name: 'Bench 48', domains: ['bench-48.localhost'], config: benchShopConfig() },
  ]);
  await database.close();
  return dataDir;
}
