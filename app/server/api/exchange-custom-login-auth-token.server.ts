import { signInResultSchema } from '../../../schemas/account';
import { exchangeCustomLoginAuthToken } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { exchangeLoginAuthToken } from '~/server/players/login-codes.server';
import { toPlayerProfile } from '~/server/players/players.server';
import { sessionCookieHeader, sessionTokenFromCookie, startSession } from '~/server/players/sessions.server';

export const exchangeCustomLoginAuthTokenCall = apiRoute(
  exchangeCustomLoginAuthToken,
  async ({ body, request, context }) => {
    const { player, shopId, shopHandle } = await exchangeLoginAuthToken(context, body.token);
    const session = await startSession(context.db, context.clock, {
      shopId,
      playerId: player.id,
      clientKind: 'WEB',
      userAgent: request.headers.get('User-Agent'),
      replacesToken: sessionTokenFromCookie(request, shopHandle),
    });
    const result = signInResultSchema.parse({
      player: toPlayerProfile(player, shopHandle),
      clientKind: 'WEB',
      credential: session.credential,
      expiresAt: session.expiresAt.toISOString(),
    });
    return Response.json(result, {
      headers: { 'Set-Cookie': sessionCookieHeader(request, shopHandle, session), 'Cache-Control': 'no-store' },
    });
  },
);
