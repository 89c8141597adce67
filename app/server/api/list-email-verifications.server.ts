import { listEmailVerifications as listEmailVerificationsContract } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { listEmailVerifications } from '~/server/players/email-verification.server';

export const listEmailVerificationsCall = apiRoute(
  listEmailVerificationsContract,
  async ({ query, viewer, context }) => ({
    verifications: await listEmailVerifications(context, viewer, query.status),
  }),
);
