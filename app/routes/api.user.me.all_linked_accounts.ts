import { listAllLinkedAccounts } from '../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { listAllLinkedAccounts as listAccounts } from '~/server/players/linked-accounts.server';

const route = apiRoute(listAllLinkedAccounts, async ({ context, viewer }) => ({
  accounts: await listAccounts(context.db, viewer),
}));
export const loader = route;
export const action = route;
