import { and, eq } from 'drizzle-orm';
import { shopConfigVersions, shopDomains, shops } from '../../db/schema';
import type { PublishLauncherReleaseBody } from '../../schemas/launcher-releases';
import type { ShopConfig } from '../../schemas/shop-config';
import { systemClock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { publishShopConfig } from '~/server/shops.server';
import { installSeedApiKey } from '~/server/players/game-server-keys.server';
import { seedLauncherReleases } from '~/server/launcher/launcher-releases.server';
import { grantMembership } from '~/server/studio/members.server';

export interface ShopSeed {
  handle: string;
  name: string;
  domains: string[];
  config: ShopConfig;
  /** The DOWNLOAD page's demo installers (docs/decisions/058); a version already stored is left as it is. */
  launcherReleases?: readonly PublishLauncherReleaseBody[];
}

export const SEED_AUTHOR = 'seed';

/**
 * The demo's publisher (docs/decisions/035): owns every demo shop in the studio. Sign in at /studio with this address;
 * without SMTP the code is in the development outbox (/dev/outbox). `.localhost` never receives real mail.
 */
export const DEMO_PUBLISHER_EMAIL = 'publisher@gamefront.localhost';

export interface SeedReport {
  createdShops: string[];
  publishedConfigs: string[];
}

/**
 * Loads demo shops idempotently: running it twice changes nothing. A fixture edited since the last seed is
 * published as a new version, unless a publisher has published their own version of that shop since.
 */
export async function seedShops(
  db: Database,
  seeds: readonly ShopSeed[],
  options: { apiKey?: string } = {},
): Promise<SeedReport> {
  const report: SeedReport = { createdShops: [], publishedConfigs: [] };
  for (const seed of seeds) {
    const inserted = await db
      .insert(shops)
      .values({ handle: seed.handle, name: seed.name })
      .onConflictDoNothing({ target: shops.handle })
      .returning({ id: shops.id });
    if (inserted.length > 0) report.createdShops.push(seed.handle);
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.handle, seed.handle));
    if (!shop) throw new Error(`Seeding ${seed.handle}: the shop row vanished`);
    for (const domain of seed.domains) {
      await db.insert(shopDomains).values({ domain: domain.toLowerCase(), shopId: shop.id }).onConflictDoNothing();
    }
    const [published] = await db
      .select({ config: shopConfigVersions.config, createdBy: shopConfigVersions.createdBy })
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.shopId, shop.id), eq(shopConfigVersions.status, 'published')));
    const upToDate = published && stableJson(published.config) === stableJson(seed.config);
    const publisherOwnsIt = published && published.createdBy !== SEED_AUTHOR;
    if (!upToDate && !publisherOwnsIt) {
      await publishShopConfig(db, { shopId: shop.id, config: seed.config, createdBy: SEED_AUTHOR });
      report.publishedConfigs.push(seed.handle);
    }
    // Kept as it is when it exists: an owner who changed the demo publisher's role keeps that change.
    await grantMembership(db, { shopId: shop.id, email: DEMO_PUBLISHER_EMAIL, role: 'owner' });
    // --- Game-server API (issue 5, docs/decisions/015): with env SEED_API_KEY every demo shop accepts that key. ---
    if (options.apiKey) await installSeedApiKey(db, shop.id, options.apiKey);
    await seedLauncherReleases(db, systemClock, shop.id, seed.launcherReleases ?? []);
  }
  return report;
}

/** JSON with sorted keys: jsonb does not keep key order, so plain stringify would see every seed as changed. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
