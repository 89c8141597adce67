import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SignInCallbackProblem } from '~/shop/sign-in-callback';
import { loadSignInCallback } from '~/shop/sign-in-callback.server';

// `/:shop/sign-in/callback` on the main host: where Google and the publisher's provider send the player back.
const shopOf = (params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context']) => {
  if (context.customDomainShopHandle || !params.shop) throw new Response('Not found', { status: 404 });
  return params.shop;
};

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadSignInCallback(context, request, shopOf(params, context));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Signing in · ${data.shop.name}` : 'Signing in' },
  { name: 'robots', content: 'noindex' },
];

export default function SignInCallbackPage() {
  return <SignInCallbackProblem problem={useLoaderData<typeof loader>()} />;
}
