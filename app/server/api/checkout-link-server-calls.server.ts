import { z } from 'zod';
import {
  cancelCheckoutLinkBodySchema,
  checkoutLinkParamsSchema,
  createCheckoutLinkBodySchema,
  gameCheckoutLinkSchema,
} from '../../../schemas/checkout-links';
import { serverApiShopParamsSchema } from '../../../schemas/game-server-api';
import {
  cancelCheckoutLink,
  createCheckoutLink,
  gameCheckoutLinkOf,
  requireCheckoutLink,
} from '~/server/checkout-links/checkout-links.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// The game backend's side of checkout links (docs/decisions/057): create one for a player, read it, cancel it.

export const createCheckoutLinkCall = serverApiRoute(
  {
    name: 'createCheckoutLink',
    params: serverApiShopParamsSchema,
    body: createCheckoutLinkBodySchema,
    response: gameCheckoutLinkSchema,
  },
  ({ body, caller, request, context }) =>
    createCheckoutLink(context, new URL(request.url).origin, caller.shop.handle, body),
);

export const getCheckoutLinkCall = serverApiRoute(
  {
    name: 'getCheckoutLink',
    method: 'GET',
    params: checkoutLinkParamsSchema,
    body: z.undefined(),
    response: gameCheckoutLinkSchema,
  },
  async ({ params, caller, context }) =>
    gameCheckoutLinkOf(await requireCheckoutLink(context.db, context.clock, caller.shop.id, params.linkId)),
);

export const cancelCheckoutLinkCall = serverApiRoute(
  {
    name: 'cancelCheckoutLink',
    params: checkoutLinkParamsSchema,
    body: cancelCheckoutLinkBodySchema,
    response: gameCheckoutLinkSchema,
  },
  ({ params, caller, context }) => cancelCheckoutLink(context, caller.shop.id, params.linkId),
);
