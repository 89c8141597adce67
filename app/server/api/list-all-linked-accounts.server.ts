import { listAllLinkedAccounts } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { listAllLinkedAccounts as listAccounts } from '~/server/players/linked-accounts.server';

export const listAllLinkedAccountsCall = apiRoute(listAllLinkedAccounts, async ({ context, viewer }) => ({
  accounts: await listAccounts(context.db, viewer),
}));
