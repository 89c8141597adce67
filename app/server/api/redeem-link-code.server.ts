import { redeemLinkCode } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { redeemGameLinkCode } from '~/server/players/link-codes.server';
import { toLinkedAccount } from '~/server/players/players.server';

// The player types the code the game showed: the game account it names becomes theirs.
export const redeemLinkCodeCall = apiRoute(redeemLinkCode, async ({ body, context, viewer }) => {
  const account = await redeemGameLinkCode(context.db, context.clock, viewer, body.code, context.clientIp);
  return toLinkedAccount(account, viewer.shopHandle);
});
