import { getLoginRedirectUrl } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { startProviderSignIn } from '~/server/players/oauth-sign-in.server';

export const getLoginRedirectUrlCall = apiRoute(getLoginRedirectUrl, async ({ params, query, request, context }) => {
  const started = await startProviderSignIn(context, request, {
    shopHandle: query.shop,
    providerId: params.provider,
    returnTo: query.return_to ?? null,
  });
  // The cookie ties the attempt to this browser; the answer is per attempt, never cached.
  return Response.json(
    { url: started.url.href },
    { headers: { 'Set-Cookie': started.cookie, 'Cache-Control': 'no-store' } },
  );
});
