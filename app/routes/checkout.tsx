import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadBuyingPage } from '~/shop/checkout/checkout.server';
import { buyingPageMeta } from '~/shop/checkout/checkout-meta';
import { CheckoutPage } from '~/shop/checkout/checkout-page';
import { Storefront } from '~/shop/storefront';

// `/checkout` on a shop's own domain (404 on the main host, where `checkout` is a reserved handle).
export async function loader(args: LoaderFunctionArgs) {
  return loadBuyingPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => buyingPageMeta(data?.storefront, 'Checkout');

export default function CustomDomainCheckout() {
  const { storefront, viewer } = useLoaderData<typeof loader>();
  return (
    <Storefront data={storefront} viewer={viewer}>
      <CheckoutPage shop={storefront.shop.handle} basePath={storefront.basePath} viewer={viewer} />
    </Storefront>
  );
}
