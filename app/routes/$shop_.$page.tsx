import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadStorefront } from '~/shop/load-storefront.server';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';

// `/:shop/:page` on the main host (shop, loyalty, missions, hub, download).
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadStorefront(context, [params.shop ?? '', params.page ?? ''], request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => storefrontMeta(data);

export default function ShopSubPage() {
  return <Storefront data={useLoaderData<typeof loader>()} />;
}
