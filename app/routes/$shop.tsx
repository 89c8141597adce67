import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadStorefront } from '~/shop/load-storefront.server';
import { loadViewer, PRIVATE_PAGE_HEADERS } from '~/shop/viewer.server';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';

// `/:shop` on the main host; `/:page` on a shop's own domain.
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const storefront = await loadStorefront(context, [params.shop ?? ''], request);
  const viewer = await loadViewer(request, context, storefront.shop.handle);
  // A page naming a signed-in player must never be served from a shared cache.
  return data({ ...storefront, viewer }, viewer ? { headers: PRIVATE_PAGE_HEADERS } : undefined);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => storefrontMeta(data);

export default function ShopPage() {
  const page = useLoaderData<typeof loader>();
  return <Storefront data={page} viewer={page.viewer} />;
}
