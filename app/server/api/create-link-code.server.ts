import { createLinkCode } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { createWebLinkCode } from '~/server/players/link-codes.server';

// The signed-in player asks for a code (and its QR code) to enter in the game; the game backend confirms it.
export const createLinkCodeCall = apiRoute(createLinkCode, ({ context, viewer }) =>
  createWebLinkCode(context.db, context.clock, viewer),
);
