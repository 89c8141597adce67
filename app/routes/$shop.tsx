import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadStorefront } from '~/shop/load-storefront.server';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';

// `/:shop` on the main host; `/:page` on a shop's own domain.
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadStorefront(context, [params.shop ?? ''], request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => storefrontMeta(data);

export default function ShopPage() {
  return <Storefront data={useLoaderData<typeof loader>()} />;
}
