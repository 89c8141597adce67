import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { accountAction, loadAccountPage } from '~/shop/account/account.server';
import { accountMeta } from '~/shop/account/account-meta';
import { AccountPage } from '~/shop/account/account-page';
import { ShopErrorBoundary, shopErrorMeta } from '~/shop/shop-error-boundary';
import { Storefront } from '~/shop/storefront';

// `/{shop}/account` on the main host, `/account` on a shop's own domain (docs/decisions/022): the player's account
// (profile, game accounts, emails, sessions). `/account` on the main host is a 404: `account` is a reserved handle.
export async function loader(args: LoaderFunctionArgs) {
  return loadAccountPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return accountAction(args);
}

// The loader marks the page private; keep that on the document response.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? shopErrorMeta(error) : accountMeta(data?.storefront);

export const ErrorBoundary = ShopErrorBoundary;

export default function ShopAccount() {
  const { storefront, viewer, sessions } = useLoaderData<typeof loader>();
  return (
    <Storefront data={storefront} viewer={viewer}>
      <AccountPage shop={storefront.shop.handle} basePath={storefront.basePath} viewer={viewer} sessions={sessions} />
    </Storefront>
  );
}
