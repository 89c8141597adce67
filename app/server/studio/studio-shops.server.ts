import { and, asc, eq } from 'drizzle-orm';
import { shopConfigVersions, shopMemberships, shops } from '../../../db/schema';
import type { StudioRole } from '../../../schemas/studio';
import type { Database } from '~/server/db.server';

export interface StudioShopSummary {
  handle: string;
  name: string;
  role: StudioRole;
  version: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
  hasDraft: boolean;
  /** Two colours of the live theme, for the card's stripe. */
  colours: [string, string] | null;
}

/** The publisher's shops for the studio's front page: role, the live version and whether a draft waits. */
export async function listStudioShops(db: Database, publisherId: string): Promise<StudioShopSummary[]> {
  const rows = await db
    .select({
      id: shops.id,
      handle: shops.handle,
      name: shops.name,
      role: shopMemberships.role,
      version: shopConfigVersions.version,
      publishedAt: shopConfigVersions.publishedAt,
      publishedBy: shopConfigVersions.publishedBy,
      config: shopConfigVersions.config,
    })
    .from(shopMemberships)
    .innerJoin(shops, eq(shops.id, shopMemberships.shopId))
    .leftJoin(shopConfigVersions, eq(shopConfigVersions.id, shops.publishedVersionId))
    .where(eq(shopMemberships.publisherId, publisherId))
    .orderBy(asc(shops.name));
  const drafts = await db
    .select({ shopId: shopConfigVersions.shopId })
    .from(shopConfigVersions)
    .innerJoin(shopMemberships, eq(shopMemberships.shopId, shopConfigVersions.shopId))
    .where(and(eq(shopMemberships.publisherId, publisherId), eq(shopConfigVersions.status, 'draft')));
  const withDraft = new Set(drafts.map((draft) => draft.shopId));
  return rows.map((row) => {
    const theme = row.config?.theme;
    return {
      handle: row.handle,
      name: row.name,
      role: row.role,
      version: row.version,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      publishedBy: row.publishedBy,
      hasDraft: withDraft.has(row.id),
      colours: theme ? [theme.primaryColor, theme.accentBorderColor] : null,
    };
  });
}
