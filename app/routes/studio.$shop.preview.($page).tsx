import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, type MouseEvent } from 'react';
import { toFieldErrors } from '../../schemas/field-errors';
import { parsePreviewContext } from '../../schemas/studio-preview-context';
import { CardClockContext } from '~/cards/card-clock';
import { CardWalletContext } from '~/cards/card-wallet';
import { pagePath, pageSlugs, type PageTarget } from '~/lib/shop-paths';
import { requireStudioMember } from '~/server/studio/studio-access.server';
import { loadStudioPreview, PREVIEW_HEADERS } from '~/server/studio/studio-preview.server';
import { withCanvasConsent } from '~/shop/canvas-consent';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';
import { registerCanvasPage } from '~/shop/studio-live-layout';

// The studio's canvas (docs/decisions/035): the real storefront page drawn from the shop's working copy, for members
// only, never cached, never indexed, framed only by the studio. `data-studio-preview` on <html> (app/root.tsx, from
// this route's handle) lets the canvas receiver start.

export const handle = { studioPreview: true };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'viewer');
  // "Preview as" (decision 042): who is looking and when, from the query; nonsense is a 400 naming the field.
  const preview = parsePreviewContext(new URL(request.url).searchParams);
  if (!preview.success) {
    throw data(
      {
        error: {
          code: 'invalid_preview_context',
          message: 'The preview settings are not valid',
          fields: toFieldErrors(preview.error),
        },
      },
      { status: 400, headers: PREVIEW_HEADERS },
    );
  }
  const { storefront, draftShown, viewer, clockFrozen } = await loadStudioPreview(
    context,
    member,
    params.page,
    request,
    preview.data,
  );
  return data(
    {
      kind: 'storefront' as const,
      // The cookie banner as "Preview as" chose it, never the publisher's own cookie (docs/decisions/045).
      storefront: withCanvasConsent(storefront, preview.data.consent),
      viewer,
      draftShown,
      clockFrozen,
      // Every virtual currency of the previewed player holds this (null for a visitor: nothing is gated).
      previewBalance: preview.data.as === 'player' ? (preview.data.balance ?? 0) : null,
    },
    { headers: PREVIEW_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) => [
  ...(error ? shopErrorMeta(error) : storefrontMeta(page?.storefront)),
  { name: 'robots', content: 'noindex' },
];

export const ErrorBoundary = ShopErrorBoundary;

export default function StudioPreview() {
  const page = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { target } = page.storefront;
  const { basePath } = page.storefront;
  // The editor's outline and this canvas show the same page (docs/decisions/044): the receiver reports this page to
  // the editor and brings the canvas to the page the outline picks, with the same "Preview as" query.
  useEffect(
    () =>
      registerCanvasPage(target, (next) => {
        if (next in pageSlugs) navigate(`${pagePath(basePath, next as PageTarget)}${search}`);
      }),
    [target, basePath, search, navigate],
  );
  // A page opened inside the canvas keeps the "Preview as" settings of the one it came from.
  const keepPreviewContext = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!search || !anchor || event.defaultPrevented || event.metaKey || event.ctrlKey) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.search || !url.pathname.startsWith(page.storefront.basePath))
      return;
    event.preventDefault();
    navigate(`${url.pathname}${search}`);
  };
  return (
    // A chosen moment stops the countdowns there; a made-up player's balance disables what it cannot pay for.
    <CardClockContext.Provider value={{ frozen: page.clockFrozen }}>
      <CardWalletContext.Provider value={page.previewBalance === null ? null : { balance: page.previewBalance }}>
        <div onClickCapture={keepPreviewContext}>
          <Storefront data={page.storefront} viewer={page.viewer} />
        </div>
      </CardWalletContext.Provider>
    </CardClockContext.Provider>
  );
}
