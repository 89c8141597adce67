import type { AppLoadContext } from '@remix-run/node';
import { parseStoredShopConfig } from '../../../schemas/stored-shop-config';
import { invariantResponse } from '~/lib/invariant-response';
import { pageTargetFromSlug } from '~/lib/shop-paths';
import { findPublishedShop, type PublishedShop } from '~/server/shops.server';
import type { StudioMember } from '~/server/studio/studio-member';
import { workingConfig } from '~/server/studio/working-copy.server';
import { pageNotFound, storefrontFor, type StorefrontData } from '~/shop/load-storefront.server';

// The studio's preview (docs/decisions/035): the real storefront page, rendered by the storefront's own loader code
// and components, from the shop's working copy instead of its published config. Only members open it; it is never
// cached or indexed, and only the studio's own pages may frame it (server/app.ts).

/** Answers of the preview route: never stored by anyone, never indexed. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
} as const;

/**
 * The storefront data of a preview page. A draft that fails the schema in its theme, menu or page structure is not
 * drawn (a hostile value never reaches CSS): the published config is, and `draftShown` says so. A draft card that fails
 * its own schema is left out, as on the storefront.
 */
export async function loadStudioPreview(
  context: AppLoadContext,
  member: StudioMember,
  slug: string | undefined,
  request: Request,
): Promise<{ storefront: StorefrontData; draftShown: boolean }> {
  const published = await findPublishedShop(context.db, member.shop.handle);
  invariantResponse(published, 'This shop has no published config yet', { status: 404 });
  const parsed = parseStoredShopConfig(await workingConfig(context.db, member.shop.id));
  const shop: PublishedShop = parsed.ok
    ? { ...published, config: parsed.config, cardProblems: parsed.cardProblems, configProblem: null }
    : published;
  const target = pageTargetFromSlug(slug);
  const storefront = await storefrontFor(
    context,
    shop,
    { target, basePath: `/studio/${member.shop.handle}/preview` },
    request,
  );
  if (!target) throw pageNotFound(storefront, PREVIEW_HEADERS);
  return { storefront, draftShown: parsed.ok };
}
