import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DownloadPanel } from '~/shop/download/download-panel';
import { loadDownloadPage } from '~/shop/download/download-page.server';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Storefront } from '~/shop/storefront';

// `/{shop}/download` on the main host, `/download` on a shop's own domain (docs/decisions/022, 058): the launcher's
// installers, the visitor's platform first, above the DOWNLOAD page's own cards. `download` is a reserved handle.
export async function loader(args: LoaderFunctionArgs) {
  return loadDownloadPage(args);
}

// The installers shown depend on the visitor's system: keep the loader's private caching and Vary.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? shopErrorMeta(error) : storefrontMeta(data?.storefront);

export const ErrorBoundary = ShopErrorBoundary;

export default function ShopDownload() {
  const { storefront, viewer, download } = useLoaderData<typeof loader>();
  return (
    <Storefront
      data={storefront}
      viewer={viewer}
      panel={<DownloadPanel shopName={storefront.shop.name} download={download} />}
    />
  );
}
