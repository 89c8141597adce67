import { verifyEmail as verifyEmailContract } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { verifyEmail } from '~/server/players/email-verification.server';

export const verifyEmailCall = apiRoute(verifyEmailContract, ({ body, viewer, context }) =>
  verifyEmail(context, viewer, body.verificationId, body.code),
);
