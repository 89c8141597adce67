import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listPublishedShops } from '~/server/shops.server';
import { loadShopPage } from '~/shop/load-storefront.server';
import { ShopDirectory } from '~/shop/shop-directory';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';

// Every storefront page from one module (docs/decisions/022): `/{page}` on a shop's own domain, `/{shop}/{page}` on
// the main host (HOME, SHOP, LOYALTY, MISSIONS, HUB, DOWNLOAD). `/` on the main host is the directory of shops.
export async function loader(args: LoaderFunctionArgs) {
  if (!args.context.customDomainShopHandle && args.params.shop === undefined) {
    return data({ kind: 'directory' as const, shops: await listPublishedShops(args.context.db) });
  }
  return loadShopPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error) return shopErrorMeta(error);
  return data?.kind === 'directory' ? [{ title: 'Gamefront: game shops' }] : storefrontMeta(data?.storefront);
};

export const ErrorBoundary = ShopErrorBoundary;

export default function ShopPage() {
  const page = useLoaderData<typeof loader>();
  return page.kind === 'directory' ? (
    <ShopDirectory shops={page.shops} />
  ) : (
    <Storefront data={page.storefront} viewer={page.viewer} />
  );
}
