import { listShopLinkedAccounts } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { listLinkedAccounts } from '~/server/players/linked-accounts.server';

export const listShopLinkedAccountsCall = apiRoute(listShopLinkedAccounts, async ({ context, viewer }) => ({
  accounts: await listLinkedAccounts(context.db, viewer),
}));
