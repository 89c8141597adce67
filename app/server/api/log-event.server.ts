import { logEvent } from '../../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { recordEvents } from '~/server/players/analytics-events.server';

// A batch of client events; its contract allows 64 kB (apiRoute caps every body by its contract).
export const logEventCall = apiRoute(logEvent, async ({ body, context, viewer }) => {
  await recordEvents(context.db, context.clock, viewer, body.events);
  return undefined;
});
