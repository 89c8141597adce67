import { exchangeLauncherPaymentAuthToken } from '../../../schemas/api';
import { launcherSessionSchema } from '../../../schemas/sign-in';
import { apiRoute } from '~/server/api-route.server';
import { startLauncherSession } from '~/server/players/game-sign-in.server';

// The launcher trades the token its game backend minted for a bearer session (client kind LAUNCHER); never cached.
export const exchangeLauncherPaymentAuthTokenCall = apiRoute(
  exchangeLauncherPaymentAuthToken,
  async ({ body, request, context }) => {
    const session = await startLauncherSession(context, request, body.token);
    return Response.json(
      launcherSessionSchema.parse({
        accessToken: session.token,
        tokenType: 'Bearer',
        expiresAt: session.expiresAt.toISOString(),
      }),
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
);
