import { sendEmailVerification as sendEmailVerificationContract } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { sendEmailVerification } from '~/server/players/email-verification.server';
import { requirePublishedShop } from '~/server/shops.server';

export const sendEmailVerificationCall = apiRoute(
  sendEmailVerificationContract,
  async ({ body, viewer, request, context }) => {
    const shop = await requirePublishedShop(context.db, viewer.shopHandle);
    return sendEmailVerification(context, { viewer, shop, email: body.email, origin: new URL(request.url).origin });
  },
);
