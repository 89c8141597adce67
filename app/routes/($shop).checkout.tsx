import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadBuyingPage } from '~/shop/checkout/checkout.server';
import { buyingPageMeta } from '~/shop/checkout/checkout-meta';
import { CheckoutPage } from '~/shop/checkout/checkout-page';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { Storefront } from '~/shop/storefront';

// `/{shop}/checkout` on the main host, `/checkout` on a shop's own domain: pay for the cart.
export async function loader(args: LoaderFunctionArgs) {
  return loadBuyingPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? shopErrorMeta(error) : buyingPageMeta(data?.storefront, 'Checkout');

export const ErrorBoundary = ShopErrorBoundary;

export default function ShopCheckout() {
  const { storefront, viewer, buyOne, payment } = useLoaderData<typeof loader>();
  return (
    <Storefront data={storefront} viewer={viewer}>
      <CheckoutPage
        shop={storefront.shop.handle}
        basePath={storefront.basePath}
        viewer={viewer}
        buyOne={buyOne}
        payment={payment}
      />
    </Storefront>
  );
}
