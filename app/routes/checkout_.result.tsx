import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadBuyingPage } from '~/shop/checkout/checkout.server';
import { buyingPageMeta } from '~/shop/checkout/checkout-meta';
import { CheckoutResultPage } from '~/shop/checkout/checkout-result';
import { Storefront } from '~/shop/storefront';

// `/checkout/result` on a shop's own domain (`checkout_`: a page of its own, not inside the checkout route).
export async function loader(args: LoaderFunctionArgs) {
  return loadBuyingPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => buyingPageMeta(data?.storefront, 'Your payment');

export default function CustomDomainCheckoutResult() {
  const { storefront, viewer } = useLoaderData<typeof loader>();
  return (
    <Storefront data={storefront} viewer={viewer}>
      <CheckoutResultPage shop={storefront.shop.handle} basePath={storefront.basePath} viewer={viewer} />
    </Storefront>
  );
}
