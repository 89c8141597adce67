import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { launcherChannels, launcherReleases } from '../../../db/schema';
import { installerPlatforms, type InstallerPlatform } from '../../../schemas/enums';
import {
  PUBLIC_CHANNEL,
  type LauncherDownloadPage,
  type LauncherRelease,
  type PublishLauncherReleaseBody,
} from '../../../schemas/launcher-releases';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';

// Launcher releases (docs/decisions/058-launcher-releases.md): published by the game backend, read by the DOWNLOAD
// page and the launcher. "Latest" is the newest by release date that is not withdrawn.

type ReleaseRow = typeof launcherReleases.$inferSelect;

export interface ReleaseKey {
  platform: InstallerPlatform;
  channel: string;
  version: string;
}

function toRelease(row: ReleaseRow): LauncherRelease {
  return {
    platform: row.platform,
    channel: row.channel,
    version: row.version,
    downloadUrl: row.downloadUrl,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    releaseNotes: row.releaseNotes,
    releasedAt: row.releasedAt.toISOString(),
    minimumOs: row.minimumOs,
    withdrawn: row.withdrawnAt !== null,
  };
}

function sameRelease(row: ReleaseRow, body: PublishLauncherReleaseBody): boolean {
  return (
    row.downloadUrl === body.downloadUrl &&
    row.sizeBytes === body.sizeBytes &&
    row.sha256 === body.sha256 &&
    row.releaseNotes === body.releaseNotes &&
    row.minimumOs === body.minimumOs &&
    (body.releasedAt === undefined || row.releasedAt.getTime() === Date.parse(body.releasedAt))
  );
}

function releaseWhere(shopId: string, key: ReleaseKey) {
  return and(
    eq(launcherReleases.shopId, shopId),
    eq(launcherReleases.platform, key.platform),
    eq(launcherReleases.channel, key.channel),
    eq(launcherReleases.version, key.version),
  );
}

/**
 * Stores a release; the same version with the same fields again answers the stored one (a retry), with other fields
 * it is a 409: a published installer never changes under the checksum players already saw.
 */
export async function publishLauncherRelease(
  db: Database,
  clock: Clock,
  shopId: string,
  body: PublishLauncherReleaseBody,
): Promise<LauncherRelease> {
  const [inserted] = await db
    .insert(launcherReleases)
    .values({
      shopId,
      platform: body.platform,
      channel: body.channel,
      version: body.version,
      downloadUrl: body.downloadUrl,
      sizeBytes: body.sizeBytes,
      sha256: body.sha256,
      releaseNotes: body.releaseNotes,
      releasedAt: body.releasedAt ? new Date(body.releasedAt) : clock.now(),
      minimumOs: body.minimumOs,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return toRelease(inserted);
  const [existing] = await db.select().from(launcherReleases).where(releaseWhere(shopId, body));
  if (!existing) throw new Error('A launcher release conflicted on insert but cannot be read');
  if (!sameRelease(existing, body))
    throw new ConflictError(
      `Version ${body.version} for ${body.platform} on ${body.channel} was published before with other fields; ` +
        'publish a new version instead',
    );
  return toRelease(existing);
}

/** Withdraws a release (`withdrawn: false` puts it back); the first withdrawal's time is kept. */
export async function withdrawLauncherRelease(
  db: Database,
  clock: Clock,
  shopId: string,
  key: ReleaseKey & { withdrawn: boolean },
): Promise<LauncherRelease> {
  const [current] = await db.select().from(launcherReleases).where(releaseWhere(shopId, key));
  if (!current) throw releaseNotFound(key);
  if (key.withdrawn === (current.withdrawnAt !== null)) return toRelease(current);
  const [updated] = await db
    .update(launcherReleases)
    .set({ withdrawnAt: key.withdrawn ? clock.now() : null })
    .where(eq(launcherReleases.id, current.id))
    .returning();
  return toRelease(updated ?? current);
}

function hashAccessCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** Makes a channel private with its access code, or public again with null. */
export async function setLauncherChannel(
  db: Database,
  clock: Clock,
  shopId: string,
  channel: string,
  accessCode: string | null,
): Promise<{ channel: string; private: boolean }> {
  if (channel === PUBLIC_CHANNEL && accessCode !== null)
    throw new UnprocessableError(`The ${PUBLIC_CHANNEL} channel is always public`, [
      { path: 'accessCode', message: `The ${PUBLIC_CHANNEL} channel cannot have an access code` },
    ]);
  if (accessCode === null) {
    await db
      .delete(launcherChannels)
      .where(and(eq(launcherChannels.shopId, shopId), eq(launcherChannels.channel, channel)));
    return { channel, private: false };
  }
  const accessCodeHash = hashAccessCode(accessCode);
  await db
    .insert(launcherChannels)
    .values({ shopId, channel, accessCodeHash, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: [launcherChannels.shopId, launcherChannels.channel],
      set: { accessCodeHash, updatedAt: clock.now() },
    });
  return { channel, private: true };
}

/** A private channel answers only with its access code (403 otherwise); a public one answers everybody. */
export async function requireChannelAccess(
  db: Database,
  shopId: string,
  channel: string,
  accessCode: string | undefined,
): Promise<void> {
  const [row] = await db
    .select({ accessCodeHash: launcherChannels.accessCodeHash })
    .from(launcherChannels)
    .where(and(eq(launcherChannels.shopId, shopId), eq(launcherChannels.channel, channel)));
  if (!row) return;
  const given = Buffer.from(hashAccessCode(accessCode ?? ''), 'hex');
  if (accessCode === undefined || !timingSafeEqual(given, Buffer.from(row.accessCodeHash, 'hex')))
    throw new ForbiddenError(`The ${channel} channel is private: send its accessCode`);
}

function releaseNotFound(key: ReleaseKey) {
  return new NotFoundError(`No launcher version ${key.version} for ${key.platform} on the ${key.channel} channel`);
}

/** The newest release of a platform and channel that is not withdrawn; null while there is none. */
export async function latestLauncherRelease(
  db: Database,
  shopId: string,
  channel: string,
  platform: InstallerPlatform,
): Promise<LauncherRelease | null> {
  const [row] = await db
    .select()
    .from(launcherReleases)
    .where(
      and(
        eq(launcherReleases.shopId, shopId),
        eq(launcherReleases.platform, platform),
        eq(launcherReleases.channel, channel),
        isNull(launcherReleases.withdrawnAt),
      ),
    )
    .orderBy(desc(launcherReleases.releasedAt), desc(launcherReleases.createdAt))
    .limit(1);
  return row ? toRelease(row) : null;
}

/** One version, withdrawn or not; 404 when it was never published. */
export async function launcherReleaseByVersion(
  db: Database,
  shopId: string,
  key: ReleaseKey,
): Promise<LauncherRelease> {
  const [row] = await db.select().from(launcherReleases).where(releaseWhere(shopId, key));
  if (!row) throw releaseNotFound(key);
  return toRelease(row);
}

/** What the DOWNLOAD page shows: both platforms, WINDOWS first, each with its latest release or null. */
export async function launcherDownloadPage(
  db: Database,
  shop: { id: string; handle: string },
  channel: string,
): Promise<LauncherDownloadPage> {
  const platforms = await Promise.all(
    installerPlatforms.map(async (platform) => ({
      platform,
      latest: await latestLauncherRelease(db, shop.id, channel, platform),
    })),
  );
  return { shop: shop.handle, channel, platforms };
}

/** Every release of a shop, newest first (the studio's read-only list). */
export async function listLauncherReleases(db: Database, shopId: string): Promise<LauncherRelease[]> {
  const rows = await db
    .select()
    .from(launcherReleases)
    .where(eq(launcherReleases.shopId, shopId))
    .orderBy(desc(launcherReleases.releasedAt), desc(launcherReleases.createdAt));
  return rows.map(toRelease);
}

/** Seeds releases once: a version already there is left as it is (the demo's `npm start`, run again). */
export async function seedLauncherReleases(
  db: Database,
  clock: Clock,
  shopId: string,
  releases: readonly PublishLauncherReleaseBody[],
): Promise<void> {
  for (const release of releases) {
    const [existing] = await db
      .select({ id: launcherReleases.id })
      .from(launcherReleases)
      .where(releaseWhere(shopId, release));
    if (!existing) await publishLauncherRelease(db, clock, shopId, release);
  }
}
