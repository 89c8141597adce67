import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { invariantResponse } from '~/lib/invariant-response';
import { SignInCallbackProblem } from '~/shop/sign-in-callback';
import { loadSignInCallback } from '~/shop/sign-in-callback.server';
import { ShopErrorBoundary } from '~/shop/shop-error-boundary';

// `/{shop}/sign-in/callback` on the main host, `/sign-in/callback` on a shop's own domain (docs/decisions/014, 022):
// where Google and the publisher's provider send the player back. Any other combination is a 404.
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const handle = context.customDomainShopHandle
    ? params.shop === undefined
      ? context.customDomainShopHandle
      : null
    : params.shop;
  invariantResponse(handle, 'Not found', { status: 404 });
  return loadSignInCallback(context, request, handle);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Signing in · ${data.shop.name}` : 'Signing in' },
  { name: 'robots', content: 'noindex' },
];

export const ErrorBoundary = ShopErrorBoundary;

export default function SignInCallbackPage() {
  return <SignInCallbackProblem problem={useLoaderData<typeof loader>()} />;
}
