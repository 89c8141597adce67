import {
  GAME_EVENTS_MAX_BODY_BYTES,
  postGameEventsBodySchema,
  postGameEventsResultSchema,
} from '../../../schemas/game-events';
import { serverApiShopParamsSchema } from '../../../schemas/game-server-api';
import { recordGameEvents } from '~/server/engagement/game-events.server';
import { serverApiRoute } from '~/server/players/server-api-route.server';

// The game backend posts what its players did; missions and passes count the events (docs/decisions/049).
export const postGameEventsCall = serverApiRoute(
  {
    name: 'postGameEvents',
    params: serverApiShopParamsSchema,
    body: postGameEventsBodySchema,
    response: postGameEventsResultSchema,
    maxBodyBytes: GAME_EVENTS_MAX_BODY_BYTES,
  },
  ({ body, caller, context }) => recordGameEvents(context.db, context.clock, caller.shop.id, body.events),
);
