import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadCheckoutLinkPage } from '~/shop/checkout-link/checkout-link.server';
import { CheckoutLinkPage } from '~/shop/checkout-link/checkout-link-page';
import { buyingPageMeta } from '~/shop/checkout/checkout-meta';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { Storefront } from '~/shop/storefront';

// `/{shop}/pay/{linkId}` (`/pay/{linkId}` on a shop's own domain): a checkout link the game sent a player
// (docs/decisions/057-checkout-links.md).
export async function loader(args: LoaderFunctionArgs) {
  return loadCheckoutLinkPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? shopErrorMeta(error) : buyingPageMeta(data?.storefront, 'Pay for your order');

export const ErrorBoundary = ShopErrorBoundary;

export default function ShopCheckoutLink() {
  const { storefront, viewer, view } = useLoaderData<typeof loader>();
  return (
    <Storefront data={storefront} viewer={viewer}>
      <CheckoutLinkPage shop={storefront.shop.handle} basePath={storefront.basePath} view={view} />
    </Storefront>
  );
}
