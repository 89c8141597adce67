import { getCookieConsentConfig } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { requirePublishedShop } from '~/server/shops.server';

export const getCookieConsentConfigCall = apiRoute(getCookieConsentConfig, async ({ params, context }) => {
  const { config } = await requirePublishedShop(context.db, params.shop);
  return config.cookieConsent;
});
