import { getShopHandleByDomain } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { NotFoundError } from '~/server/domain-errors.server';
import { findShopByDomain } from '~/server/shops.server';

export const getShopHandleByDomainCall = apiRoute(getShopHandleByDomain, async ({ params, context }) => {
  const shop = await findShopByDomain(context.db, params.domain);
  if (!shop) throw new NotFoundError(`No shop uses the domain "${params.domain}"`);
  return { handle: shop.handle };
});
