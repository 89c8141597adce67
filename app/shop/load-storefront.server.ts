import { data, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import type { Font } from '../../schemas/enums';
import type { ShopConfig } from '../../schemas/shop-config';
import { shopHandleSchema } from '../../schemas/shop-handle';
import { invariantResponse } from '~/lib/invariant-response';
import type { PageTarget } from '~/lib/shop-paths';
import { pageTargetFromSlug } from '~/lib/shop-paths';
import { fontsUsedBy, themeToCssVariables } from '~/lib/theme-variables';
import { withCataloguePrices } from '~/server/commerce/card-pricing.server';
import { playerBadgesFor } from '~/server/engagement/menu-badges.server';
import { engagementForPage } from '~/server/engagement/page-state.server';
import { configProblemToReport, findPublishedShop, type PublishedShop } from '~/server/shops.server';
import { readConsent } from '~/shop/consent-cookie';
import { menuWithBadges, pagesWithPanels } from '~/shop/menu-badges';
import { loadViewer, PRIVATE_PAGE_HEADERS, type ShopViewer } from '~/shop/viewer.server';
import { customFontFaceCss, fontLinks, openFontFaceCss } from '~/ui/fonts';

const SHOP_NOT_FOUND = 'Shop not found';

/** Which shop a storefront URL names, and which of its pages (null: a page the shop does not have). */
interface StorefrontUrl {
  handle: string;
  target: PageTarget | null;
  basePath: string;
}

function readStorefrontUrl(context: Pick<AppLoadContext, 'customDomainShopHandle'>, segments: string[]): StorefrontUrl {
  if (context.customDomainShopHandle) {
    const [slug, ...more] = segments;
    return {
      handle: context.customDomainShopHandle,
      target: more.length > 0 ? null : pageTargetFromSlug(slug),
      basePath: '',
    };
  }
  const [handle, slug, ...more] = segments;
  invariantResponse(handle && shopHandleSchema.safeParse(handle).success, SHOP_NOT_FOUND, { status: 404 });
  return { handle, target: more.length > 0 ? null : pageTargetFromSlug(slug), basePath: `/${handle}` };
}

/**
 * Resolves which shop and page a storefront URL means. On the main host the first segment is the shop handle;
 * on a shop's custom domain the shop comes from the Host and the first segment is the page.
 */
export function resolveStorefrontUrl(
  context: Pick<AppLoadContext, 'customDomainShopHandle'>,
  segments: string[],
): { handle: string; target: PageTarget; basePath: string } {
  const { handle, target, basePath } = readStorefrontUrl(context, segments);
  invariantResponse(target, SHOP_NOT_FOUND, { status: 404 });
  return { handle, target, basePath };
}

/**
 * A page the shop does not have: a 404 that carries the shop's chrome, so the route's error boundary answers in
 * the shop's theme, header and footer (a missing shop stays a plain 404).
 */
export function pageNotFound(storefront: StorefrontData, headers?: HeadersInit, viewer: ShopViewer | null = null) {
  return data({ storefront: { ...storefront, page: null, target: null }, viewer } satisfies ShopErrorPayload, {
    status: 404,
    headers,
  });
}

/** A page a signed-in player's shop does not have: its 404 still shows them signed in, and is never shared. */
async function pageNotFoundFor(request: Request, context: AppLoadContext, storefront: StorefrontData) {
  const viewer = await loadViewer(request, context, storefront.shop.handle);
  return pageNotFound(storefront, viewer ? PRIVATE_PAGE_HEADERS : undefined, viewer);
}

/** What a shop page's error boundary receives with a 404 inside a real shop (see app/shop/shop-error-boundary.tsx). */
export interface ShopErrorPayload {
  storefront: StorefrontData;
  /** The signed-in player, so the header of the 404 still shows them; null for a visitor. */
  viewer?: ShopViewer | null;
}

/**
 * A storefront page: the shop's layout page with its cards priced, or a 404 inside the shop's chrome when the
 * shop has no such page. `request` gives the consent cookie, the signed-in player's limits and the origin for
 * absolute OpenGraph URLs: every page needs it, so it is required.
 */
export async function loadStorefront(context: AppLoadContext, segments: string[], request: Request) {
  const url = readStorefrontUrl(context, segments);
  const storefront = await storefrontOf(context, url, request);
  if (!url.target) throw await pageNotFoundFor(request, context, storefront);
  return storefront;
}

async function storefrontOf(context: AppLoadContext, { handle, target, basePath }: StorefrontUrl, request: Request) {
  const shop = await findPublishedShop(context.db, handle);
  invariantResponse(shop, SHOP_NOT_FOUND, { status: 404 });
  const configProblem = configProblemToReport(shop);
  if (configProblem)
    context.reporter.capture(new Error(configProblem), {
      level: 'error',
      extra: { shop: handle, version: shop.version },
    });
  for (const problem of shop.cardProblems) {
    context.reporter.capture(new Error(`Shop ${handle}: invalid card left out of the page at ${problem.path}`), {
      level: 'warning',
      extra: { shop: handle, cardId: problem.cardId, errors: problem.errors },
    });
  }
  return storefrontFor(context, shop, { target, basePath }, request);
}

/**
 * A storefront page drawn from a given shop and config: the published one (above), or the studio's working copy
 * for its preview (app/server/studio/studio-preview.server.ts), through the same code.
 */
export async function storefrontFor(
  context: AppLoadContext,
  shop: PublishedShop,
  { target, basePath }: { target: PageTarget | null; basePath: string },
  request: Request,
) {
  const { config } = shop;
  // Cards selling catalogue items show the catalogue's prices and the viewer's remaining limits.
  const pricedPage = target
    ? await withCataloguePrices(
        context,
        shop,
        config.layout.pages.find((candidate) => candidate.target === target) ?? null,
        request,
      )
    : null;
  // Engagement cards show the signed-in player's state; LOYALTY, MISSIONS and HUB get their feature's data.
  const { page, engagement } = await engagementForPage(context, shop, pricedPage, target, request);
  const now = context.clock.now().getTime();
  // The menu's badges from the signed-in player's gifts and missions (none read for a visitor).
  const player = await playerBadgesFor(context, shop, request);
  const consent = config.cookieConsent;
  // Privacy by default: a shop without a consent banner cannot ask, so it gets no tracking at all.
  const tracking: ShopConfig['tracking'] = consent.enabled ? config.tracking : {};
  return {
    shop: { handle: shop.handle, name: config.name, description: config.description },
    ...shopLook(config),
    menu: menuWithBadges(config.menu, config.layout.pages, now, { player, panels: pagesWithPanels(config.engagement) }),
    footer: config.footer,
    icons: config.icons,
    // Null on pages outside the layout (loadShopChrome): no menu item is current there.
    target,
    page,
    engagement,
    basePath,
    now,
    origin: new URL(request.url).origin,
    cookieConsent: {
      ...consent,
      // The player's stored choice; null shows the banner.
      choice: consent.enabled ? readConsent(request.headers.get('Cookie'), shop.handle) : null,
    },
    tracking,
  };
}

/** The look of a shop's config, worked out once per config object (a published version is one object in memory). */
const looks = new WeakMap<ShopConfig, ReturnType<typeof lookOf>>();
function shopLook(config: ShopConfig) {
  let look = looks.get(config);
  if (!look) looks.set(config, (look = lookOf(config)));
  return look;
}

function lookOf(config: ShopConfig) {
  return {
    // What the page reads of the theme besides its variables (docs/decisions/038): the whole theme would only add
    // to every page's loader data.
    theme: {
      buttonType: config.theme.buttonType,
      typography: config.theme.typography,
      headerBackgroundColor: config.theme.headerBackgroundColor,
    },
    // Derived here rather than in the browser, which then needs neither the theme checks nor the font tables.
    themeStyle: themeToCssVariables(config.theme),
    // The faces are declared in the page, so only the preloads are links (docs/decisions/059).
    fontLinks: fontLinks(fontsUsedBy(config.theme), config.customFontFiles, config.theme.fonts.displayFontFamily, {
      inlineFaces: true,
    }),
    fontFaceCss: [
      ...openFontFaceCss(fontsUsedBy(config.theme), config.customFontFiles),
      ...Object.entries(config.customFontFiles)
        .map(([font, url]) => (url ? customFontFaceCss(font as Font, url) : null))
        .filter((rule): rule is string => rule !== null),
    ],
  };
}

export type StorefrontData = Awaited<ReturnType<typeof storefrontFor>>;

/**
 * The shop's chrome for a page outside the layout (account, checkout, receipt): `/{shop}/...` on the main host,
 * `/...` on a shop's own domain, with no layout page and no current menu item. `/{handle}/...` on a shop's own
 * domain is a page that shop does not have: a 404 in its chrome.
 */
export async function loadShopChrome(
  context: AppLoadContext,
  shopParam: string | undefined,
  request: Request,
): Promise<StorefrontData> {
  if (context.customDomainShopHandle) {
    const storefront = await storefrontOf(
      context,
      { handle: context.customDomainShopHandle, target: null, basePath: '' },
      request,
    );
    if (shopParam !== undefined) throw await pageNotFoundFor(request, context, storefront);
    return storefront;
  }
  invariantResponse(shopParam && shopHandleSchema.safeParse(shopParam).success, SHOP_NOT_FOUND, { status: 404 });
  return storefrontOf(context, { handle: shopParam, target: null, basePath: `/${shopParam}` }, request);
}

/**
 * Every storefront page (`/`, `/{page}` on a shop's own domain; `/{shop}`, `/{shop}/{page}` on the main host):
 * the page, the signed-in player, and private caching when someone is signed in.
 */
export async function loadShopPage({
  params,
  context,
  request,
}: Pick<LoaderFunctionArgs, 'params' | 'context' | 'request'>) {
  const segments = [params.shop, params.page].filter((segment): segment is string => segment !== undefined);
  const storefront = await loadStorefront(context, segments, request);
  const viewer = await loadViewer(request, context, storefront.shop.handle);
  // A page naming a signed-in player must never be served from a shared cache.
  return data(
    { kind: 'storefront' as const, storefront, viewer },
    viewer ? { headers: PRIVATE_PAGE_HEADERS } : undefined,
  );
}
