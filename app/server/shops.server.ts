import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { shopConfigVersions, shopDomains, shops } from '../../db/schema';
import { parseShopConfig, type ShopConfig } from '../../schemas/shop-config';
import { formatFieldErrors } from '../../schemas/field-errors';
import { parseStoredShopConfig, type CardProblem } from '../../schemas/stored-shop-config';
import type { Database } from '~/server/db.server';
import { NotFoundError } from '~/server/domain-errors.server';
import { shopDirectoryOf } from '~/server/shop-directory.server';
import { changedFields } from '~/server/studio/config-diff.server';
import { forgetLiveShops, makeVersionLive, nextVersionNumber } from '~/server/studio/live-version.server';
import { lockWorkingCopy, recordConfigChange } from '~/server/studio/revisions.server';

export interface Shop {
  id: string;
  handle: string;
  name: string;
}

export interface PublishedShop extends Shop {
  config: ShopConfig;
  version: number;
  /** Cards left out of the page because they fail their schema (reported by the page loader). */
  cardProblems: CardProblem[];
  /**
   * Set while the published row fails validation (written around the service): `config` is then the newest earlier
   * version that passes, so the shop keeps serving; the page loader reports this once (`configProblemToReport`).
   */
  configProblem: { key: string; message: string } | null;
}

export class InvalidShopConfigError extends Error {
  override name = 'InvalidShopConfigError';
}

export async function findShopByHandle(db: Database, handle: string): Promise<Shop | null> {
  const [row] = await db
    .select({ id: shops.id, handle: shops.handle, name: shops.name })
    .from(shops)
    .where(eq(shops.handle, handle))
    .limit(1);
  return row ?? null;
}

/** The shop a custom domain belongs to; held in memory (unknown hosts too) while the server watches publishes. */
export function findShopByDomain(db: Database, domain: string): Promise<Shop | null> {
  const key = domain.toLowerCase();
  const directory = shopDirectoryOf(db);
  return directory ? directory.shopByDomain(key, () => readShopByDomain(db, key)) : readShopByDomain(db, key);
}

async function readShopByDomain(db: Database, domain: string): Promise<Shop | null> {
  const [row] = await db
    .select({ id: shops.id, handle: shops.handle, name: shops.name })
    .from(shopDomains)
    .innerJoin(shops, eq(shops.id, shopDomains.shopId))
    .where(eq(shopDomains.domain, domain))
    .limit(1);
  return row ? Object.freeze(row) : null;
}

type ParsedConfig = { config: ShopConfig; cardProblems: CardProblem[]; configProblem: PublishedShop['configProblem'] };

/** Frozen all the way down: every request shares the cached object, so a caller mutating it must fail loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Published configs as parsed and validated, by config version row: its id and its row version (PostgreSQL's
 * xmin, which changes with every UPDATE of the row). Publishing inserts a new row, so the next read meets a new
 * key; a row edited in place (by hand, around the service) gets a new xmin and is read and validated again.
 * Bounded: the least recently read entry goes first. Per process; another process validates its own copy.
 */
export class ParsedConfigCache {
  private readonly entries = new Map<string, ParsedConfig>();

  constructor(readonly capacity = 256) {}

  get(key: string): ParsedConfig | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently read.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: ParsedConfig): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The process's cache of validated published configs (see ParsedConfigCache). */
export const parsedConfigs = new ParsedConfigCache();

/**
 * The shop's published config, validated with the shared schema before it is used, so a row written by hand can
 * never reach a page unchecked. While the server watches publishes (shop-directory.server.ts) the answer is held
 * in memory until the next publish: no query per view. Otherwise one small query per call (the shop and its
 * published row's id and xmin); the config itself is read and parsed only when this process meets that row, or
 * that row changed, for the first time. The answer is frozen: every request shares it.
 */
export function findPublishedShop(db: Database, handle: string): Promise<PublishedShop | null> {
  const directory = shopDirectoryOf(db);
  return directory
    ? directory.publishedShop(handle, () => readPublishedShop(db, handle))
    : readPublishedShop(db, handle);
}

async function readPublishedShop(db: Database, handle: string): Promise<PublishedShop | null> {
  const [row] = await db
    .select({
      id: shops.id,
      handle: shops.handle,
      name: shops.name,
      versionId: shopConfigVersions.id,
      rowVersion: sql<string>`${shopConfigVersions}.xmin::text`,
      version: shopConfigVersions.version,
    })
    .from(shops)
    .innerJoin(
      shopConfigVersions,
      and(eq(shopConfigVersions.shopId, shops.id), eq(shopConfigVersions.status, 'published')),
    )
    .where(eq(shops.handle, handle))
    .limit(1);
  if (!row) return null;
  const { versionId, rowVersion, ...shop } = row;
  let parsed = parsedConfigs.get(`${versionId}:${rowVersion}`);
  if (!parsed) {
    const [stored] = await db
      .select({ config: shopConfigVersions.config, rowVersion: sql<string>`${shopConfigVersions}.xmin::text` })
      .from(shopConfigVersions)
      .where(eq(shopConfigVersions.id, versionId))
      .limit(1);
    // Deleted between the two reads: the shop has no published config any more.
    if (!stored) return null;
    const result = parseStoredShopConfig(stored.config);
    if (result.ok) {
      parsed = deepFreeze({ config: result.config, cardProblems: result.cardProblems, configProblem: null });
    } else {
      const message = `Shop ${handle} has an invalid published config (v${row.version}); serving its last valid version:\n${formatFieldErrors(result.errors)}`;
      const fallback = await lastValidConfig(db, shop.id, row.version);
      if (!fallback)
        throw new InvalidShopConfigError(
          `Shop ${handle} has an invalid published config (v${row.version}) and no valid earlier one:\n${formatFieldErrors(result.errors)}`,
        );
      parsed = deepFreeze({ ...fallback, configProblem: { key: `${versionId}:${stored.rowVersion}`, message } });
    }
    // Keyed by the row version read with the config, in case the row changed between the two reads.
    parsedConfigs.set(`${versionId}:${stored.rowVersion}`, parsed);
  }
  return Object.freeze({
    ...shop,
    config: parsed.config,
    cardProblems: parsed.cardProblems,
    configProblem: parsed.configProblem,
  });
}

/** How many earlier versions a shop with a broken published row looks back through for one that validates. */
const FALLBACK_LOOKBACK = 20;

/** The newest version below `below` that passes the shared schema, parsed; null when none does. */
async function lastValidConfig(
  db: Database,
  shopId: string,
  below: number,
): Promise<Omit<ParsedConfig, 'configProblem'> | null> {
  const earlier = await db
    .select({ config: shopConfigVersions.config })
    .from(shopConfigVersions)
    .where(and(eq(shopConfigVersions.shopId, shopId), lt(shopConfigVersions.version, below)))
    .orderBy(desc(shopConfigVersions.version))
    .limit(FALLBACK_LOOKBACK);
  for (const candidate of earlier) {
    const result = parseStoredShopConfig(candidate.config);
    if (result.ok) return { config: result.config, cardProblems: result.cardProblems };
  }
  return null;
}

const reportedConfigProblems = new Set<string>();

/** The shop's config problem the first time this process meets it, then null: reported once, not per request. */
export function configProblemToReport(shop: Pick<PublishedShop, 'configProblem'>): string | null {
  if (!shop.configProblem || reportedConfigProblems.has(shop.configProblem.key)) return null;
  reportedConfigProblems.add(shop.configProblem.key);
  return shop.configProblem.message;
}

export interface PublishInput {
  shopId: string;
  config: unknown;
  createdBy: string;
}

/**
 * Stores a new config version and makes it the published one, atomically (the demo seed's way in): the previous
 * published version is archived in the same transaction, the partial unique index refuses a second published row,
 * and the shop's revision moves on, so a studio draft based on the old one is told (docs/decisions/036).
 * Every server forgets the shops it held in memory: PostgreSQL delivers the NOTIFY on commit, to every instance.
 */
export async function publishShopConfig(db: Database, input: PublishInput): Promise<{ version: number }> {
  const parsed = parseShopConfig(input.config);
  if (!parsed.ok) throw new InvalidShopConfigError(formatFieldErrors(parsed.errors));
  const published = await db.transaction(async (tx) => {
    // The shop row is locked, so two publishes of one shop take turns for the next version number.
    const shop = await lockWorkingCopy(tx, input.shopId, null);
    const [previous] = shop.publishedVersionId
      ? await tx
          .select({ config: shopConfigVersions.config })
          .from(shopConfigVersions)
          .where(eq(shopConfigVersions.id, shop.publishedVersionId))
      : [];
    const version = await nextVersionNumber(tx, input.shopId);
    const now = new Date();
    const [row] = await tx
      .insert(shopConfigVersions)
      .values({
        shopId: input.shopId,
        version,
        // Made live just below, in this transaction.
        status: 'archived',
        config: parsed.config,
        createdBy: input.createdBy,
        baseVersionId: shop.publishedVersionId,
        updatedBy: input.createdBy,
      })
      .returning({ id: shopConfigVersions.id });
    await makeVersionLive(tx, { shopId: input.shopId, versionId: row!.id, publishedBy: input.createdBy, at: now });
    await recordConfigChange(tx, shop, {
      action: 'seed',
      changedBy: input.createdBy,
      changedFields: changedFields(previous?.config, parsed.config),
      at: now,
    });
    return { version };
  });
  forgetLiveShops(db);
  return published;
}

export async function countShops(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(shops);
  return row?.count ?? 0;
}

/** Shops with a published config, for the server's front page. */
export async function listPublishedShops(
  db: Database,
): Promise<Array<Shop & { primaryColor: string; description: string }>> {
  const rows = await db
    .select({ id: shops.id, handle: shops.handle, name: shops.name, config: shopConfigVersions.config })
    .from(shops)
    .innerJoin(
      shopConfigVersions,
      and(eq(shopConfigVersions.shopId, shops.id), eq(shopConfigVersions.status, 'published')),
    )
    .orderBy(shops.name);
  return rows.flatMap(({ config, ...shop }) => {
    const parsed = parseShopConfig(config);
    return parsed.ok
      ? [
          {
            ...shop,
            name: parsed.config.name,
            description: parsed.config.description,
            primaryColor: parsed.config.theme.primaryColor,
          },
        ]
      : [];
  });
}

/** The published shop behind an /api call's `{shop}` or `{handle}`, or a 404 the caller can read. */
export async function requirePublishedShop(db: Database, handle: string): Promise<PublishedShop> {
  const shop = await findPublishedShop(db, handle);
  if (!shop) throw new NotFoundError(`No shop with the handle "${handle}"`);
  return shop;
}
