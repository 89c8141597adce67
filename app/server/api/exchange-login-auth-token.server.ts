import { signInResultSchema } from '../../../schemas/account';
import { exchangeLoginAuthToken } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { clearAttemptCookie, finishProviderSignIn } from '~/server/players/oauth-sign-in.server';
import { toPlayerProfile } from '~/server/players/players.server';
import { sessionCookieHeader } from '~/server/players/sessions.server';

export const exchangeLoginAuthTokenCall = apiRoute(
  exchangeLoginAuthToken,
  async ({ params, query, request, context }) => {
    const signedIn = await finishProviderSignIn(context, request, {
      shopHandle: query.shop,
      providerId: params.provider,
      state: query.state,
      code: query.code,
      error: query.error,
      errorDescription: query.error_description,
    });
    const result = signInResultSchema.parse({
      player: toPlayerProfile(signedIn.player, signedIn.shopHandle),
      clientKind: 'WEB',
      credential: signedIn.session.credential,
      expiresAt: signedIn.session.expiresAt.toISOString(),
    });
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    headers.append('Set-Cookie', sessionCookieHeader(request, signedIn.shopHandle, signedIn.session));
    headers.append('Set-Cookie', clearAttemptCookie(request, query.state));
    return Response.json({ ...result, returnTo: signedIn.returnTo }, { headers });
  },
);
