import { signInResultSchema } from '../../../schemas/account';
import { exchangeUrlAuthToken } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { signInWithLink } from '~/server/players/game-sign-in.server';
import { toPlayerProfile } from '~/server/players/players.server';
import { sessionCookieHeader, sessionTokenFromCookie } from '~/server/players/sessions.server';

// A sign-in link from the game: its token names a game account; the player linked to it (or a new one) signs in.
export const exchangeUrlAuthTokenCall = apiRoute(exchangeUrlAuthToken, async ({ body, request, context }) => {
  const signIn = await signInWithLink(context, request, body.token, (handle) =>
    sessionTokenFromCookie(request, handle),
  );
  const result = signInResultSchema.parse({
    player: toPlayerProfile(signIn.player, signIn.shopHandle),
    clientKind: 'WEB',
    credential: signIn.session.credential,
    expiresAt: signIn.session.expiresAt.toISOString(),
  });
  return Response.json(
    { ...result, redirectTo: signIn.redirectTo },
    {
      headers: {
        'Set-Cookie': sessionCookieHeader(request, signIn.shopHandle, signIn.session),
        'Cache-Control': 'no-store',
      },
    },
  );
});
