import type { LinkedAccountProvider } from '../../../schemas/account';
import { unlinkAccount } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { unlinkAccount as unlink } from '~/server/players/linked-accounts.server';

// {a} is the provider (GOOGLE, CUSTOM, OAUTH2, GAME) and {b} the account's external id (docs/decisions/015).
export const unlinkAccountCall = apiRoute(unlinkAccount, async ({ params, context, viewer }) => {
  // The params schema already checked `a` against the provider list.
  await unlink(context.db, viewer, { provider: params.a as LinkedAccountProvider, externalId: params.b });
  return undefined;
});
