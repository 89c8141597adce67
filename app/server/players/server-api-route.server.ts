import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import {
  errorResponse,
  INTERNAL_ERROR_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  type ApiRouteFunction,
} from '~/server/api-route.server';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseRetryHeaders, isDatabaseUnavailable } from '~/server/database-outage.server';
import { DomainError } from '~/server/domain-errors.server';
import { DEFAULT_MAX_BODY_BYTES, readJsonInput, unsafeTextFields } from '~/server/request-input.server';
import { authenticateGameServer, type GameServerCaller } from '~/server/players/game-server-keys.server';
import { formatFieldErrors, toFieldErrors, type FieldError } from '../../../schemas/field-errors';

// The route wrapper of /server-api/v1 (docs/decisions/015): what apiRoute is for /api, with an API key instead of a
// player. Same error shape; no origin check (no cookies are involved, so a forged cross-site call proves nothing).

export interface ServerApiSpec<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType, Q extends z.ZodType = z.ZodUndefined> {
  name: string;
  /** POST unless said otherwise. */
  method?: 'GET' | 'POST' | 'PUT';
  params: P;
  /** Parsed from the URL's search params (single values). */
  query?: Q;
  body: B;
  response: R;
  /** The largest body the call accepts; unset: the default of every call (16 kB), since game backends send small ones. */
  maxBodyBytes?: number;
}

export interface ServerApiHandlerArgs<P extends z.ZodType, B extends z.ZodType, Q extends z.ZodType = z.ZodUndefined> {
  params: z.output<P>;
  body: z.output<B>;
  query: z.output<Q>;
  caller: GameServerCaller;
  request: Request;
  context: AppLoadContext;
}

function prefixed(error: z.ZodError, prefix: string | null): FieldError[] {
  if (prefix === null) return toFieldErrors(error);
  return toFieldErrors(new z.ZodError(error.issues.map((issue) => ({ ...issue, path: [prefix, ...issue.path] }))));
}

/** A call of the server API (POST unless the spec says GET or PUT): key (401/403), query and JSON body (400 with field paths), handler, response checked. */
export function serverApiRoute<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType, Q extends z.ZodType = z.ZodUndefined>(
  spec: ServerApiSpec<P, B, R, Q>,
  handler: (args: ServerApiHandlerArgs<P, B, Q>) => Promise<z.input<R>>
): ApiRouteFunction {
  const method = spec.method ?? 'POST';
  const maxBodyBytes = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  async function run({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
    if (request.method !== method) {
      return errorResponse(405, 'method_not_allowed', `This call only accepts ${method}`, undefined, { Allow: method });
    }
    // The path first: a handle that is no handle (a NUL, a slash) never reaches the key lookup's query.
    const unsafe = unsafeTextFields(params, 'params');
    if (unsafe.length > 0) return errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, unsafe);
    const parsedParams = spec.params.safeParse(params);
    if (!parsedParams.success) return errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, prefixed(parsedParams.error, 'params'));
    const caller = await authenticateGameServer(context.db, context.clock, request, params.shop ?? '');
    const rawQuery = spec.query ? Object.fromEntries(new URL(request.url).searchParams) : undefined;
    const unsafeQuery = unsafeTextFields(rawQuery, 'query');
    if (unsafeQuery.length > 0) return errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, unsafeQuery);
    // A GET has no body to read; anything else is read within its limit (413), depth and text checked (400).
    let raw: unknown = undefined;
    if (method !== 'GET') {
      const read = await readJsonInput(request, maxBodyBytes);
      if (!read.ok) return read.response;
      raw = read.value;
    }
    const parsedBody = spec.body.safeParse(raw);
    const parsedQuery = (spec.query ?? z.undefined()).safeParse(rawQuery);
    if (!parsedBody.success || !parsedQuery.success) {
      const fields = [
        ...(parsedQuery.success ? [] : prefixed(parsedQuery.error, 'query')),
        ...(parsedBody.success ? [] : prefixed(parsedBody.error, null)),
      ];
      return errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, fields);
    }
    const result = await handler({
      params: parsedParams.data,
      body: parsedBody.data,
      query: parsedQuery.data as z.output<Q>,
      caller,
      request,
      context,
    });
    const checked = spec.response.safeParse(result);
    if (!checked.success) {
      throw new Error(
        `The answer of ${spec.name} does not match its schema:\n${formatFieldErrors(toFieldErrors(checked.error))}`
      );
    }
    return Response.json(checked.data, { status: 200 });
  }

  return async function serverApiRouteFunction(args) {
    let response: Response;
    try {
      response = await run(args);
    } catch (error) {
      if (error instanceof Response) {
        response = error;
      } else if (error instanceof DomainError) {
        response = errorResponse(error.status, error.code, error.message, error.fields, error.headers);
      } else if (isDatabaseUnavailable(error)) {
        args.context.logger.warn({ err: error, call: spec.name, requestId: args.context.requestId }, 'Server API call refused: the database is unavailable');
        response = errorResponse(503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, databaseRetryHeaders);
      } else {
        args.context.logger.error(
          { err: error, call: spec.name, requestId: args.context.requestId },
          'Server API call failed'
        );
        args.context.reporter.capture(error, { extra: { call: spec.name, requestId: args.context.requestId } });
        response = errorResponse(500, 'internal', INTERNAL_ERROR_MESSAGE);
      }
    }
    // Tokens and codes in answers must never sit in a cache.
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}
