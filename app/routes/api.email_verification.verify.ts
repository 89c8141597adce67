import { verifyEmail as verifyEmailContract } from '../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { verifyEmail } from '~/server/players/email-verification.server';

const route = apiRoute(verifyEmailContract, ({ body, viewer, context }) =>
  verifyEmail(context, viewer, body.verificationId, body.code),
);
export const loader = route;
export const action = route;
