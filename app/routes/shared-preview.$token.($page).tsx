import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { MouseEvent } from 'react';
import { CardPurchasesOffContext } from '~/cards/card-purchases';
import { invariantResponse } from '~/lib/invariant-response';
import { pageTargetFromSlug } from '~/lib/shop-paths';
import { PREVIEW_LINKS_PATH, resolvePreviewLink } from '~/server/studio/preview-links.server';
import { withPreviewLimits } from '~/server/studio/preview-scene.server';
import { pageNotFound, storefrontFor } from '~/shop/load-storefront.server';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';
import { toast } from '~/ui/use-toast';

// A shared preview link (docs/decisions/042): one version of one shop's storefront pages, for someone without a studio
// account. It lives outside /studio, so the studio's cookie (Path=/studio) never reaches it and nothing of the studio
// is drawn; only the layout's pages exist under it (account, checkout and the rest are a 404 in the shop's chrome). It
// is never stored, indexed or framed, and its address is not sent on as a referrer.

const SHARED_PREVIEW_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

const LINK_NOT_VALID = 'This preview link has expired, was revoked or is not valid';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const link = await resolvePreviewLink(context.db, context.clock, context.authSecret, params.token ?? '');
  invariantResponse(link, LINK_NOT_VALID, { status: 404, headers: SHARED_PREVIEW_HEADERS });
  const target = pageTargetFromSlug(params.page);
  // No cookie reaches the shop's loaders: the page is a visitor's, whoever opens the link.
  const drawn = await storefrontFor(
    context,
    link.shop,
    { target, basePath: `${PREVIEW_LINKS_PATH}/${params.token}` },
    new Request(request.url),
  );
  const storefront = { ...drawn, page: withPreviewLimits(drawn.page, new Map()) };
  if (!target) throw pageNotFound(storefront, SHARED_PREVIEW_HEADERS);
  return data(
    {
      kind: 'storefront' as const,
      storefront,
      viewer: null,
      shared: { version: link.versionNumber, expiresAt: link.expiresAt.toISOString() },
    },
    { headers: SHARED_PREVIEW_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  for (const [name, value] of Object.entries(SHARED_PREVIEW_HEADERS)) headers.set(name, value);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) => [
  ...(error ? shopErrorMeta(error) : storefrontMeta(page?.storefront)),
  { name: 'robots', content: 'noindex, nofollow' },
];

export const ErrorBoundary = ShopErrorBoundary;

/**
 * The cards' buy controls are drawn disabled, with a note, through `CardPurchasesOffContext` (docs/decisions/045).
 * The header's cart, sign-in and account controls belong to the live shop: in a shared preview they only say so.
 */
const CHROME_COMMERCE_CONTROL = '[aria-label^="Cart"], [aria-label^="Sign in"], a[href$="/account"]';

function keepReadOnly(event: MouseEvent<HTMLDivElement>) {
  const control = (event.target as Element).closest(CHROME_COMMERCE_CONTROL);
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  toast({ title: 'This is a preview', description: 'Buying and signing in are not available in a shared preview.' });
}

export default function SharedPreview() {
  const page = useLoaderData<typeof loader>();
  return (
    <CardPurchasesOffContext.Provider value={true}>
      <div onClickCapture={keepReadOnly}>
        <Storefront data={page.storefront} viewer={null} />
      </div>
    </CardPurchasesOffContext.Provider>
  );
}
