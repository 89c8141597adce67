import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireStudioMember } from '~/server/studio/studio-access.server';
import { loadStudioPreview, PREVIEW_HEADERS } from '~/server/studio/studio-preview.server';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';

// The studio's canvas (docs/decisions/035): the real storefront page drawn from the shop's working copy, for members
// only, never cached, never indexed, framed only by the studio. `data-studio-preview` on <html> (app/root.tsx, from
// this route's handle) lets the canvas receiver start.

export const handle = { studioPreview: true };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'viewer');
  const { storefront, draftShown } = await loadStudioPreview(context, member, params.page, request);
  return data({ kind: 'storefront' as const, storefront, viewer: null, draftShown }, { headers: PREVIEW_HEADERS });
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
  return <Storefront data={page.storefront} viewer={page.viewer} />;
}
