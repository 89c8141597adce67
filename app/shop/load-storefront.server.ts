import type { AppLoadContext } from '@remix-run/node';
import type { Font } from '../../schemas/enums';
import type { ShopConfig } from '../../schemas/shop-config';
import { shopHandleSchema } from '../../schemas/shop-handle';
import type { PageTarget } from '~/lib/shop-paths';
import { pageTargetFromSlug } from '~/lib/shop-paths';
import { fontsUsedBy, themeToCssVariables } from '~/lib/theme-variables';
import { withCataloguePrices } from '~/server/commerce/card-pricing.server';
import { configProblemToReport, findPublishedShop } from '~/server/shops.server';
import { readConsent } from '~/shop/consent-cookie';
import { menuWithBadges } from '~/shop/menu-badges';
import { customFontFaceCss, fontLinks } from '~/ui/fonts';

const notFound = () => new Response('Shop not found', { status: 404 });

/**
 * Resolves which shop and page a storefront URL means. On the main host the first segment is the shop handle;
 * on a shop's custom domain the shop comes from the Host and the first segment is the page.
 */
export function resolveStorefrontUrl(
  context: Pick<AppLoadContext, 'customDomainShopHandle'>,
  segments: string[],
): { handle: string; target: PageTarget; basePath: string } {
  if (context.customDomainShopHandle) {
    if (segments.length > 1) throw notFound();
    const target = pageTargetFromSlug(segments[0]);
    if (!target) throw notFound();
    return { handle: context.customDomainShopHandle, target, basePath: '' };
  }
  const [handle, slug] = segments;
  if (!handle || !shopHandleSchema.safeParse(handle).success) throw notFound();
  const target = pageTargetFromSlug(slug);
  if (!target) throw notFound();
  return { handle, target, basePath: `/${handle}` };
}

/** `request` (optional so older callers still work) gives the consent cookie and the origin for absolute OpenGraph URLs. */
export async function loadStorefront(context: AppLoadContext, segments: string[], request?: Request) {
  const { handle, target, basePath } = resolveStorefrontUrl(context, segments);
  const shop = await findPublishedShop(context.db, handle);
  if (!shop) throw notFound();
  const { config } = shop;
  const configProblem = configProblemToReport(shop);
  if (configProblem) context.reporter.capture(new Error(configProblem), { level: 'error', extra: { shop: handle, version: shop.version } });
  for (const problem of shop.cardProblems) {
    context.reporter.capture(new Error(`Shop ${handle}: invalid card left out of the page at ${problem.path}`), {
      level: 'warning',
      extra: { shop: handle, cardId: problem.cardId, errors: problem.errors },
    });
  }
  // Cards selling catalogue items show the catalogue's prices and the viewer's remaining limits.
  const page = await withCataloguePrices(context, shop, config.layout.pages.find((candidate) => candidate.target === target) ?? null, request);
  const now = context.clock.now().getTime();
  const consent = config.cookieConsent;
  // Privacy by default: a shop without a consent banner cannot ask, so it gets no tracking at all.
  const tracking: ShopConfig['tracking'] = consent.enabled ? config.tracking : {};
  return {
    shop: { handle: shop.handle, name: config.name, description: config.description },
    theme: config.theme,
    // Derived here rather than in the browser, which then needs neither the theme checks nor the font tables.
    themeStyle: themeToCssVariables(config.theme),
    fontLinks: fontLinks(fontsUsedBy(config.theme), config.customFontFiles, config.theme.fonts.displayFontFamily),
    customFontCss: Object.entries(config.customFontFiles)
      .map(([font, url]) => (url ? customFontFaceCss(font as Font, url) : null))
      .filter((rule): rule is string => rule !== null),
    menu: menuWithBadges(config.menu, config.layout.pages, now),
    footer: config.footer,
    icons: config.icons,
    // Null on pages outside the layout (loadShopChrome): no menu item is current there.
    target: target as PageTarget | null,
    page,
    basePath,
    now,
    origin: request ? new URL(request.url).origin : null,
    cookieConsent: {
      ...consent,
      // The player's stored choice; null shows the banner.
      choice: consent.enabled ? readConsent(request?.headers.get('Cookie'), shop.handle) : null,
    },
    tracking,
  };
}

export type StorefrontData = Awaited<ReturnType<typeof loadStorefront>>;

/**
 * The shop's chrome for a page outside the layout (account, checkout, receipt): `/{shop}/...` on the main host,
 * `/...` on a shop's own domain (any other combination is a 404), with no layout page and no current menu item.
 */
export async function loadShopChrome(context: AppLoadContext, shopParam: string | undefined, request: Request): Promise<StorefrontData> {
  if (context.customDomainShopHandle ? shopParam !== undefined : !shopParam) throw notFound();
  const storefront = await loadStorefront(context, shopParam ? [shopParam] : [], request);
  return { ...storefront, page: null, target: null };
}
