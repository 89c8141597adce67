import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { shopApiKeys } from '../../../db/schema';
import { API_KEY_HEADER } from '../../../schemas/game-server-api';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { AuthenticationError, ForbiddenError, NotFoundError } from '~/server/domain-errors.server';
import { randomToken, sha256 } from '~/server/players/secrets.server';
import { findShopByHandle, type Shop } from '~/server/shops.server';

// Per-shop API keys for the publisher's game backend (docs/decisions/015). A key is shown once; the database keeps
// its SHA-256 (it has 256 random bits, so a plain hash cannot be brute-forced) and its first characters.

export const API_KEY_PREFIX = 'gf_live_';
/** How many leading characters are kept to tell keys apart in a list. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
/** last_used_at is written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000;

export interface ApiKeySummary {
  id: string;
  label: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface CreatedApiKey extends ApiKeySummary {
  /** The key itself: returned this once and never stored. */
  key: string;
}

function globalHash(key: string): string {
  return sha256(key);
}

/** The hash of a key that only one shop accepts by name: lets one development key (SEED_API_KEY) serve many shops. */
function shopScopedHash(shopId: string, key: string): string {
  return sha256(`shop:${shopId}:${key}`);
}

const summaryColumns = {
  id: shopApiKeys.id,
  label: shopApiKeys.label,
  prefix: shopApiKeys.prefix,
  createdAt: shopApiKeys.createdAt,
  lastUsedAt: shopApiKeys.lastUsedAt,
  revokedAt: shopApiKeys.revokedAt,
};

export async function createApiKey(
  db: Database,
  clock: Clock,
  input: { shopId: string; label: string },
): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  const [row] = await db
    .insert(shopApiKeys)
    .values({
      shopId: input.shopId,
      label: input.label,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      keyHash: globalHash(key),
      createdAt: clock.now(),
    })
    .returning(summaryColumns);
  return { ...row!, key };
}

export async function listApiKeys(db: Database, shopId: string): Promise<ApiKeySummary[]> {
  return db
    .select(summaryColumns)
    .from(shopApiKeys)
    .where(eq(shopApiKeys.shopId, shopId))
    .orderBy(desc(shopApiKeys.createdAt));
}

/** Revokes a key of the shop, now or at `at` (a grace period during rotation). Idempotent for revoked keys. */
export async function revokeApiKey(
  db: Database,
  clock: Clock,
  input: { shopId: string; keyId: string; at?: Date },
): Promise<void> {
  const now = clock.now();
  const at = input.at ?? now;
  const updated = await db
    .update(shopApiKeys)
    .set({ revokedAt: at })
    .where(
      and(
        eq(shopApiKeys.id, input.keyId),
        eq(shopApiKeys.shopId, input.shopId),
        // Never extend a key that is already revoked or scheduled to be sooner.
        or(isNull(shopApiKeys.revokedAt), gt(shopApiKeys.revokedAt, at)),
      ),
    )
    .returning({ id: shopApiKeys.id });
  if (updated.length > 0) return;
  const [exists] = await db
    .select({ id: shopApiKeys.id })
    .from(shopApiKeys)
    .where(and(eq(shopApiKeys.id, input.keyId), eq(shopApiKeys.shopId, input.shopId)));
  if (!exists) throw new NotFoundError('This shop has no such API key');
}

/**
 * Replaces a key: makes a new one, then revokes the old one after `graceSeconds` (0 = at once), so game servers
 * can switch over without a window where neither key works.
 */
export async function rotateApiKey(
  db: Database,
  clock: Clock,
  input: { shopId: string; keyId: string; label?: string; graceSeconds?: number },
): Promise<CreatedApiKey> {
  const [old] = await db
    .select(summaryColumns)
    .from(shopApiKeys)
    .where(and(eq(shopApiKeys.id, input.keyId), eq(shopApiKeys.shopId, input.shopId)));
  if (!old) throw new NotFoundError('This shop has no such API key');
  const created = await createApiKey(db, clock, { shopId: input.shopId, label: input.label ?? old.label });
  const at = new Date(clock.now().getTime() + (input.graceSeconds ?? 0) * 1000);
  await revokeApiKey(db, clock, { shopId: input.shopId, keyId: input.keyId, at });
  return created;
}

/**
 * Development and test convenience (env SEED_API_KEY): the shop accepts `key`. Idempotent. Stored shop-scoped, so
 * the same key can serve every demo shop while generated keys stay globally unique.
 */
export async function installSeedApiKey(db: Database, shopId: string, key: string): Promise<void> {
  await db
    .insert(shopApiKeys)
    .values({
      shopId,
      label: 'SEED_API_KEY (development)',
      prefix: key.slice(0, 6),
      keyHash: shopScopedHash(shopId, key),
    })
    .onConflictDoNothing();
}

const BEARER_RE = /^Bearer\s+(\S{1,200})$/i;
const KEY_RE = /^\S{1,200}$/;

/** The key a request carries in `Authorization: Bearer ...` or `X-Gamefront-Api-Key`, if any. */
export function apiKeyFromRequest(request: Request): string | null {
  const bearer = BEARER_RE.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const header = request.headers.get(API_KEY_HEADER)?.trim();
  return header && KEY_RE.test(header) ? header : null;
}

export interface GameServerCaller {
  shop: Shop;
  keyId: string;
}

/**
 * Who is calling the server API for `shopHandle`: 401 without a key or with one we do not know (or revoked),
 * 403 with another shop's key (an unknown shop is 403 too, so a key cannot probe which shops exist).
 */
export async function authenticateGameServer(
  db: Database,
  clock: Clock,
  request: Request,
  shopHandle: string,
): Promise<GameServerCaller> {
  const key = apiKeyFromRequest(request);
  if (!key) {
    throw new AuthenticationError(
      'unauthenticated',
      `Send the shop's API key as "Authorization: Bearer gf_live_..." or in ${API_KEY_HEADER}`,
    );
  }
  const shop = await findShopByHandle(db, shopHandle);
  const hashes = shop ? [globalHash(key), shopScopedHash(shop.id, key)] : [globalHash(key)];
  const [row] = await db.select().from(shopApiKeys).where(inArray(shopApiKeys.keyHash, hashes)).limit(1);
  const now = clock.now();
  if (!row) throw new AuthenticationError('unauthenticated', 'This API key is not valid');
  if (row.revokedAt && row.revokedAt.getTime() <= now.getTime()) {
    throw new AuthenticationError('unauthenticated', 'This API key was revoked; use the shop’s current key');
  }
  if (!shop || row.shopId !== shop.id) throw new ForbiddenError('This API key belongs to another shop');
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(shopApiKeys).set({ lastUsedAt: now }).where(eq(shopApiKeys.id, row.id));
  }
  return { shop, keyId: row.id };
}
