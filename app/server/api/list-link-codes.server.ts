import { listLinkCodes } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { listLinkCodes as listPlayerLinkCodes } from '~/server/players/link-codes.server';

// The player's link codes in the shop, with whether each is pending, linked or expired.
export const listLinkCodesCall = apiRoute(listLinkCodes, async ({ context, viewer }) => ({
  codes: await listPlayerLinkCodes(context.db, context.clock, viewer),
}));
