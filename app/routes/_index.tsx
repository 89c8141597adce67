import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listPublishedShops } from '~/server/shops.server';
import { loadStorefront } from '~/shop/load-storefront.server';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';
import { ShopDirectory } from '~/shop/shop-directory';

// `/`: a shop's home on its own domain; otherwise the directory of shops on this server.
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.customDomainShopHandle) {
    return { kind: 'storefront' as const, storefront: await loadStorefront(context, []) };
  }
  return { kind: 'directory' as const, shops: await listPublishedShops(context.db) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.kind === 'storefront' ? storefrontMeta(data.storefront) : [{ title: 'Gamefront: game shops' }];

export default function Index() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'storefront' ? <Storefront data={data.storefront} /> : <ShopDirectory shops={data.shops} />;
}
