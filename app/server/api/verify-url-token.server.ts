import { verifyUrlToken } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { refuseSpentToken, tokenPurposes, verifySignedToken } from '~/server/players/signed-tokens.server';

// Checks a signed link for the signed-in player's shop without spending it (the exchange spends it).
export const verifyUrlTokenCall = apiRoute(verifyUrlToken, async ({ body, context, viewer }) => {
  const token = await verifySignedToken(context, body.token, { purposes: tokenPurposes, shopId: viewer.shopId });
  await refuseSpentToken(context.db, token);
  return { purpose: token.purpose, expiresAt: token.expiresAt.toISOString(), redirectTo: token.redirectTo };
});
