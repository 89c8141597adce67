import { checkCustomLoginCode } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { checkLoginCode } from '~/server/players/login-codes.server';

export const checkCustomLoginCodeCall = apiRoute(checkCustomLoginCode, ({ body, context }) =>
  checkLoginCode(context, body.attemptId, body.code),
);
