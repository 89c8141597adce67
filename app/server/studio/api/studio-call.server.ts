import type { z } from 'zod';
import type { StudioRole } from '../../../../schemas/studio';
import { requestRoute, type ApiCall, type RequestArgs } from '~/server/request-route.server';
import { noBody } from '../../../../schemas/api/contract';
import { publisherMember } from '~/server/studio/studio-access.server';
import type { StudioMember } from '~/server/studio/studio-member';

// One /studio/api call: its path, method, the role it needs, and its schemas, over the one request wrapper
// (docs/decisions/025) with the studio member strategy. Listed in ./calls.server.ts, dispatched by studio.api.$.ts.

export interface StudioCallSpec<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `{placeholder}` segments, under /studio/api. */
  path: string;
  minimumRole: StudioRole;
  params: P;
  body?: B;
  response: R;
  maxBodyBytes?: number;
}

export interface StudioCallArgs<P extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  body: z.output<B>;
  member: StudioMember;
  request: Request;
  context: RequestArgs<StudioMember>['context'];
}

export function studioCall<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: StudioCallSpec<P, B, R>,
  handler: (args: StudioCallArgs<P, B>) => Promise<z.input<R>>,
): ApiCall {
  const body = spec.body ?? noBody;
  return requestRoute(
    {
      name: spec.name,
      surface: 'Studio API',
      path: spec.path,
      methods: spec.method === 'GET' ? ['GET', 'HEAD'] : [spec.method],
      auth: publisherMember(spec.minimumRole),
      params: spec.params,
      query: null,
      body,
      response: spec.response,
      takesBody: spec.body !== undefined,
      maxBodyBytes: spec.maxBodyBytes,
    },
    ({ params, body: parsedBody, caller, request, context }) =>
      handler({
        params: params as z.output<P>,
        body: parsedBody as z.output<B>,
        member: caller,
        request,
        context,
      }),
  );
}
