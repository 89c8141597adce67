import { and, desc, eq, isNull } from 'drizzle-orm';
import { shopConfigVersions, shopPreviewLinks, shops } from '../../../db/schema';
import { parseStoredShopConfig } from '../../../schemas/stored-shop-config';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { keyedHash, sameDigest } from '~/server/players/secrets.server';
import type { PublishedShop } from '~/server/shops.server';
import { recordAudit } from '~/server/studio/audit-log.server';
import type { StudioMember } from '~/server/studio/studio-member';
import { formatStudioTime } from '~/studio/studio-time';

// Shareable preview links (docs/decisions/042): `/shared-preview/<id>.<expiry>.<hmac>` shows one version of one shop,
// read-only, to anyone holding the link, until it expires (at most 7 days) or is revoked. The HMAC (AUTH_SECRET) over
// id and expiry refuses a forged or altered link before the database is asked; the row says whether it was revoked.
// The config is frozen into the row when the link is made, so a draft shared today still shows today's draft.

export const PREVIEW_LINK_MAX_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const PREVIEW_LINKS_PATH = '/shared-preview';
const TOKEN_RE = /^([0-9a-f-]{36})\.(\d{1,12})\.([0-9a-f]{64})$/;

export interface PreviewLink {
  id: string;
  label: string;
  versionNumber: number;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** The path of the link (with its signature), present while the link works. */
  path: string | null;
}

function signature(secret: string, id: string, expiresAtSeconds: number): string {
  return keyedHash(secret, `shop-preview-link:${id}:${expiresAtSeconds}`);
}

export function previewLinkToken(secret: string, id: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${seconds}.${signature(secret, id, seconds)}`;
}

export async function createPreviewLink(
  db: Database,
  clock: Clock,
  secret: string,
  member: StudioMember,
  input: { versionId: string; days: number; label: string },
): Promise<PreviewLink> {
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > PREVIEW_LINK_MAX_DAYS) {
    throw new UnprocessableError(`A preview link lasts 1 to ${PREVIEW_LINK_MAX_DAYS} days`);
  }
  const now = clock.now();
  // Whole seconds: the token carries the expiry in seconds and must match the row exactly.
  const expiresAt = new Date(Math.floor((now.getTime() + input.days * DAY_MS) / 1000) * 1000);
  const row = await db.transaction(async (tx) => {
    const [version] = await tx
      .select()
      .from(shopConfigVersions)
      .where(and(eq(shopConfigVersions.id, input.versionId), eq(shopConfigVersions.shopId, member.shop.id)));
    if (!version) throw new NotFoundError('This shop has no such version');
    if (!parseStoredShopConfig(version.config).ok) {
      throw new ConflictError('This version has problems to fix before it can be shared');
    }
    const [inserted] = await tx
      .insert(shopPreviewLinks)
      .values({
        shopId: member.shop.id,
        versionId: version.id,
        config: version.config,
        versionNumber: version.version,
        label: input.label.trim() || `Version ${version.version}`,
        createdBy: member.publisher.email,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, {
      shopId: member.shop.id,
      actor: member.publisher,
      action: 'preview_link_created',
      details: `Shared version ${version.version} until ${formatStudioTime(expiresAt.toISOString())} (${inserted!.label})`,
      at: now,
    });
    return inserted!;
  });
  return toPreviewLink(row, secret, now);
}

export async function revokePreviewLink(
  db: Database,
  clock: Clock,
  member: StudioMember,
  linkId: string,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(shopPreviewLinks)
      .set({ revokedAt: now, revokedBy: member.publisher.email })
      .where(
        and(
          eq(shopPreviewLinks.id, linkId),
          eq(shopPreviewLinks.shopId, member.shop.id),
          isNull(shopPreviewLinks.revokedAt),
        ),
      )
      .returning();
    if (!revoked) throw new NotFoundError('This shop has no such working preview link');
    await recordAudit(tx, {
      shopId: member.shop.id,
      actor: member.publisher,
      action: 'preview_link_revoked',
      details: `Revoked the preview link of version ${revoked.versionNumber} (${revoked.label})`,
      at: now,
    });
  });
}

export async function listPreviewLinks(
  db: Database,
  clock: Clock,
  secret: string,
  shopId: string,
): Promise<PreviewLink[]> {
  const rows = await db
    .select()
    .from(shopPreviewLinks)
    .where(eq(shopPreviewLinks.shopId, shopId))
    .orderBy(desc(shopPreviewLinks.createdAt))
    .limit(50);
  const now = clock.now();
  return rows.map((row) => toPreviewLink(row, secret, now));
}

function toPreviewLink(row: typeof shopPreviewLinks.$inferSelect, secret: string, now: Date): PreviewLink {
  const working = row.revokedAt === null && row.expiresAt.getTime() > now.getTime();
  return {
    id: row.id,
    label: row.label,
    versionNumber: row.versionNumber,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    path: working ? `${PREVIEW_LINKS_PATH}/${previewLinkToken(secret, row.id, row.expiresAt)}` : null,
  };
}

/**
 * The shop and frozen config a link shows, or null when the link is malformed, forged, expired, revoked or its shop is
 * gone: every one of those is the same 404 to the holder.
 */
export async function resolvePreviewLink(
  db: Database,
  clock: Clock,
  secret: string,
  token: string,
): Promise<{ shop: PublishedShop; versionNumber: number; expiresAt: Date } | null> {
  const match = TOKEN_RE.exec(token);
  if (!match) return null;
  const [, id, seconds, mac] = match as unknown as [string, string, string, string];
  if (!sameDigest(signature(secret, id, Number(seconds)), mac)) return null;
  const now = clock.now();
  if (Number(seconds) * 1000 <= now.getTime()) return null;
  const [row] = await db
    .select({ link: shopPreviewLinks, handle: shops.handle, name: shops.name })
    .from(shopPreviewLinks)
    .innerJoin(shops, eq(shops.id, shopPreviewLinks.shopId))
    .where(eq(shopPreviewLinks.id, id));
  if (!row || row.link.revokedAt !== null) return null;
  if (row.link.expiresAt.getTime() !== Number(seconds) * 1000 || row.link.expiresAt.getTime() <= now.getTime()) {
    return null;
  }
  const parsed = parseStoredShopConfig(row.link.config);
  if (!parsed.ok) return null;
  return {
    shop: {
      id: row.link.shopId,
      handle: row.handle,
      name: row.name,
      config: parsed.config,
      cardProblems: parsed.cardProblems,
      configProblem: null,
      version: row.link.versionNumber,
    },
    versionNumber: row.link.versionNumber,
    expiresAt: row.link.expiresAt,
  };
}
