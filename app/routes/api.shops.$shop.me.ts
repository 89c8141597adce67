import { getShopPlayer } from '../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { describeMe } from '~/server/players/me.server';

const route = apiRoute(getShopPlayer, ({ context, viewer }) => describeMe(context.db, context.clock, viewer));
export const loader = route;
export const action = route;
