import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadBuyingPage } from '~/shop/checkout/checkout.server';
import { buyingPageMeta } from '~/shop/checkout/checkout-meta';
import { ReceiptPage } from '~/shop/checkout/receipt-page';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { Storefront } from '~/shop/storefront';

// `/{shop}/receipt/{orderId}` (`/receipt/{orderId}` on a shop's own domain): a printable receipt of one of the player's orders.
export async function loader(args: LoaderFunctionArgs) {
  return loadBuyingPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? shopErrorMeta(error) : buyingPageMeta(data?.storefront, 'Receipt');

export const ErrorBoundary = ShopErrorBoundary;

export default function ShopReceipt() {
  const { storefront, viewer, orderId } = useLoaderData<typeof loader>();
  return (
    <Storefront data={storefront} viewer={viewer}>
      <ReceiptPage
        shop={storefront.shop.handle}
        basePath={storefront.basePath}
        viewer={viewer}
        orderId={orderId ?? ''}
      />
    </Storefront>
  );
}
