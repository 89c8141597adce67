import type { LoaderFunctionArgs } from '@remix-run/node';
import { webhookCalls } from '~/server/api/calls.server';
import { dispatchCalls } from '~/server/api/dispatch.server';
import { errorResponse } from '~/server/api-route.server';

// Every /webhooks call, dispatched from one route (docs/decisions/034-api-dispatch-outside-route-table.md).

/** Any /webhooks path without a webhook answers a JSON 404, never a storefront page. */
function unknownWebhook({ request }: LoaderFunctionArgs) {
  return Promise.resolve(errorResponse(404, 'not_found', `There is no webhook at ${new URL(request.url).pathname}`));
}

export const loader = dispatchCalls(webhookCalls, unknownWebhook);
export const action = loader;
