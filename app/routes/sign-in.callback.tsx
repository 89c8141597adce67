import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SignInCallbackProblem } from '~/shop/sign-in-callback';
import { loadSignInCallback } from '~/shop/sign-in-callback.server';

// `/sign-in/callback` on a shop's own domain (docs/decisions/014); on the main host there is no such page.
const shopOf = (context: LoaderFunctionArgs['context']) => {
  if (!context.customDomainShopHandle) throw new Response('Not found', { status: 404 });
  return context.customDomainShopHandle;
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  return loadSignInCallback(context, request, shopOf(context));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Signing in · ${data.shop.name}` : 'Signing in' },
  { name: 'robots', content: 'noindex' },
];

export default function SignInCallbackPage() {
  return <SignInCallbackProblem problem={useLoaderData<typeof loader>()} />;
}
