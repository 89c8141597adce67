import { getShopPlayer } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { describeMe } from '~/server/players/me.server';

export const getShopPlayerCall = apiRoute(getShopPlayer, ({ context, viewer }) =>
  describeMe(context.db, context.clock, viewer),
);
