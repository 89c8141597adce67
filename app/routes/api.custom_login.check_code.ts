import { checkCustomLoginCode } from '../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { checkLoginCode } from '~/server/players/login-codes.server';

const route = apiRoute(checkCustomLoginCode, ({ body, context }) => checkLoginCode(context, body.attemptId, body.code));
export const loader = route;
export const action = route;
