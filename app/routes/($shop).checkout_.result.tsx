import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadBuyingPage } from '~/shop/checkout/checkout.server';
import { buyingPageMeta } from '~/shop/checkout/checkout-meta';
import { CheckoutResultPage } from '~/shop/checkout/checkout-result';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { Storefront } from '~/shop/storefront';

// `/{shop}/checkout/result?paymentIntentId=` (`/checkout/result` on a shop's own domain): where a payment ends, and where 3-D Secure, PayPal and Klarna return to.
// `checkout_` keeps it out of the checkout route's layout: it is a page of its own.
export async function loader(args: LoaderFunctionArgs) {
  return loadBuyingPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? shopErrorMeta(error) : buyingPageMeta(data?.storefront, 'Your payment');

export const ErrorBoundary = ShopErrorBoundary;

export default function ShopCheckoutResult() {
  const { storefront, viewer } = useLoaderData<typeof loader>();
  return (
    <Storefront data={storefront} viewer={viewer}>
      <CheckoutResultPage shop={storefront.shop.handle} basePath={storefront.basePath} viewer={viewer} />
    </Storefront>
  );
}
