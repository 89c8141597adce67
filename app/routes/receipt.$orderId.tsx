import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadBuyingPage } from '~/shop/checkout/checkout.server';
import { buyingPageMeta } from '~/shop/checkout/checkout-meta';
import { ReceiptPage } from '~/shop/checkout/receipt-page';
import { Storefront } from '~/shop/storefront';

// `/receipt/:orderId` on a shop's own domain (404 on the main host, where `receipt` is a reserved handle).
export async function loader(args: LoaderFunctionArgs) {
  return loadBuyingPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => buyingPageMeta(data?.storefront, 'Receipt');

export default function CustomDomainReceipt() {
  const { storefront, viewer, orderId } = useLoaderData<typeof loader>();
  return (
    <Storefront data={storefront} viewer={viewer}>
      <ReceiptPage basePath={storefront.basePath} viewer={viewer} orderId={orderId ?? ''} />
    </Storefront>
  );
}
