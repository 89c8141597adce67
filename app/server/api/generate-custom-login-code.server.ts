import { generateCustomLoginCode } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { sendLoginCode } from '~/server/players/login-codes.server';
import { requirePublishedShop } from '~/server/shops.server';

export const generateCustomLoginCodeCall = apiRoute(generateCustomLoginCode, async ({ body, request, context }) => {
  const shop = await requirePublishedShop(context.db, body.shop);
  return sendLoginCode(context, {
    shop,
    email: body.email,
    clientIp: context.clientIp,
    origin: new URL(request.url).origin,
  });
});
