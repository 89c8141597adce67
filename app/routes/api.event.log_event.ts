import type { ActionFunctionArgs } from '@remix-run/node';
import { logEvent } from '../../schemas/api';
import { apiRoute } from '~/server/api-route.server';
import { withBodyLimit } from '~/server/body-limit.server';
import { LOG_EVENT_MAX_BODY_BYTES, recordEvents } from '~/server/players/analytics-events.server';

const route = apiRoute(logEvent, async ({ body, context, viewer }) => {
  await recordEvents(context.db, context.clock, viewer, body.events);
  return undefined;
});

export const loader = route;
/** The 64 kB cap is checked here, before apiRoute reads the body (Remix reads bodies itself; Express sets no limit). */
export async function action(args: ActionFunctionArgs) {
  const limited = await withBodyLimit(args.request, LOG_EVENT_MAX_BODY_BYTES);
  if (limited instanceof Response) return limited;
  return route({ ...args, request: limited });
}
