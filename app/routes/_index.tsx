import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listPublishedShops } from '~/server/shops.server';
import { loadStorefront } from '~/shop/load-storefront.server';
import { loadViewer, PRIVATE_PAGE_HEADERS } from '~/shop/viewer.server';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';
import { ShopDirectory } from '~/shop/shop-directory';

// `/`: a shop's home on its own domain; otherwise the directory of shops on this server.
export async function loader({ context, request }: LoaderFunctionArgs) {
  if (context.customDomainShopHandle) {
    const storefront = await loadStorefront(context, []);
    const viewer = await loadViewer(request, context, storefront.shop.handle);
    return data(
      { kind: 'storefront' as const, storefront, viewer },
      viewer ? { headers: PRIVATE_PAGE_HEADERS } : undefined
    );
  }
  return data({ kind: 'directory' as const, shops: await listPublishedShops(context.db) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.kind === 'storefront' ? storefrontMeta(data.storefront) : [{ title: 'Gamefront: game shops' }];

export default function Index() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'storefront' ? (
    <Storefront data={data.storefront} viewer={data.viewer} />
  ) : (
    <ShopDirectory shops={data.shops} />
  );
}
