import type { AppLoadContext } from '@remix-run/node';
import { parseStoredShopConfig } from '../../../schemas/stored-shop-config';
import { previewContextSchema, type PreviewContext } from '../../../schemas/studio-preview-context';
import { invariantResponse } from '~/lib/invariant-response';
import { pageTargetFromSlug } from '~/lib/shop-paths';
import { findPublishedShop, type PublishedShop } from '~/server/shops.server';
import { previewScene, withPreviewLimits } from '~/server/studio/preview-scene.server';
import type { StudioMember } from '~/server/studio/studio-member';
import { workingConfig } from '~/server/studio/working-copy.server';
import { consentCookieName } from '~/shop/consent-cookie';
import { pageNotFound, storefrontFor, type StorefrontData } from '~/shop/load-storefront.server';
import type { ShopViewer } from '~/shop/viewer-context';

const DEFAULT_PREVIEW = previewContextSchema.parse({});

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
  preview: PreviewContext = DEFAULT_PREVIEW,
): Promise<{ storefront: StorefrontData; draftShown: boolean; viewer: ShopViewer | null; clockFrozen: boolean }> {
  const published = await findPublishedShop(context.db, member.shop.handle);
  invariantResponse(published, 'This shop has no published config yet', { status: 404 });
  const parsed = parseStoredShopConfig(await workingConfig(context.db, member.shop.id));
  const shop: PublishedShop = parsed.ok
    ? { ...published, config: parsed.config, cardProblems: parsed.cardProblems, configProblem: null }
    : published;
  const target = pageTargetFromSlug(slug);
  // "Preview as" (decision 042): the loaders see the chosen moment and the made-up player, never a real one.
  const scene = previewScene(preview, shop.config, member.shop.handle, context.clock);
  // The browser's own cookies stay out of it (a publisher signed in as a player would see their own limits): the
  // page is priced for a visitor, then given the previewed player's limits.
  const drawn = await storefrontFor(
    { ...context, clock: scene.clock },
    shop,
    { target, basePath: `/studio/${member.shop.handle}/preview` },
    withoutPlayerSession(request, member.shop.handle),
  );
  const storefront = { ...drawn, page: withPreviewLimits(drawn.page, scene.purchased) };
  if (!target) throw pageNotFound(storefront, PREVIEW_HEADERS, scene.viewer);
  return { storefront, draftShown: parsed.ok, viewer: scene.viewer, clockFrozen: scene.clockFrozen };
}

/** The request with only the consent cookie the canvas may read: no player session can reach the preview's loaders. */
function withoutPlayerSession(request: Request, handle: string): Request {
  const name = `${consentCookieName(handle)}=`;
  const consent = (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(name));
  const headers = new Headers();
  if (consent.length > 0) headers.set('Cookie', consent.join('; '));
  return new Request(request.url, { headers });
}
