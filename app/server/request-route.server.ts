/**
 * The one request wrapper of /api and /server-api (docs/decisions/025-one-request-wrapper.md): method, origin, path
 * text, the caller (through an auth strategy), the body within its limit, params/query/body schemas, the response
 * schema, and the one error shape for everything thrown. `apiRoute` and `serverApiRoute` are thin strategies over it.
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseRetryHeaders,
  isDatabaseUnavailable,
} from '~/server/database-outage.server';
import { DomainError } from '~/server/domain-errors.server';
import { errorResponse, INVALID_REQUEST_MESSAGE } from '~/server/error-response.server';
import { isCrossSiteRequest } from '~/server/origin-check.server';
import { DEFAULT_MAX_BODY_BYTES, readJsonInput, unsafeTextFields } from '~/server/request-input.server';
import { formatFieldErrors, toFieldErrors, type FieldError } from '../../schemas/field-errors';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side';

export type ApiRouteFunction = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response>;

/**
 * One call, as the splat routes dispatch it (app/server/api/dispatch.server.ts): the function and where it answers,
 * a path with `{placeholder}` segments and the methods it accepts.
 */
export interface ApiCall extends ApiRouteFunction {
  readonly path: string;
  readonly methods: readonly string[];
}

/** Binds a function to its path and methods, for the dispatch table. */
export function apiCall(path: string, methods: readonly string[], run: ApiRouteFunction): ApiCall {
  return Object.assign(run, { path, methods });
}

export type RawParams = LoaderFunctionArgs['params'];

/** Who may call, and how the wrapper finds out: a signed-in player, a game server's key, or anybody. */
export interface AuthStrategy<Caller> {
  /** Cookies may carry the caller: a state-changing call from another site's page is refused (403). */
  checksOrigin: boolean;
  /** Path parameters are checked (400) before the caller is looked up, because the lookup needs a valid one. */
  paramsBeforeCaller: boolean;
  /** Answers may carry tokens, codes or a player's data: `Cache-Control: no-store`. */
  noStore: boolean;
  /** The caller, or the ready refusal (401); may also throw a DomainError (403, 404). */
  identify(args: { request: Request; context: AppLoadContext; params: RawParams }): Promise<Caller | Response>;
}

/** Anybody: no lookup at all. */
export const anybody: AuthStrategy<null> = {
  checksOrigin: true,
  paramsBeforeCaller: false,
  noStore: false,
  identify: async () => null,
};

export interface RequestRouteSpec<Caller> {
  /** The call's name, in logs and in the error of an answer that breaks its schema. */
  name: string;
  /** "API" or "Server API", in log lines. */
  surface: string;
  /** Where the call answers, with `{placeholder}` segments: `/api/shop/{shop}/ga_id`. */
  path: string;
  /** The methods the call accepts; any other answers 405 with Allow. */
  methods: readonly string[];
  auth: AuthStrategy<Caller>;
  params: z.ZodType;
  /** Parsed from the URL's search params; null: the call takes no query (the handler sees undefined). */
  query: z.ZodType | null;
  body: z.ZodType;
  response: z.ZodType;
  /** Whether the handler sees a JSON body; a call without one still reads (and drops) what is sent, within the limit. */
  takesBody: boolean;
  /** The largest body the call accepts (413 above it); the default of every call unless declared. */
  maxBodyBytes?: number | undefined;
}

export interface RequestArgs<Caller> {
  params: unknown;
  query: unknown;
  body: unknown;
  caller: Caller;
  request: Request;
  context: AppLoadContext;
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type DefWithInner = {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
};

function defOf(schema: z.core.$ZodType): DefWithInner {
  return schema._zod.def as DefWithInner;
}

/** True when the schema (through optional/default/pipe wrappers) is an array: its query key may repeat. */
function isArraySchema(schema: z.core.$ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'array') return true;
  if (def.innerType) return isArraySchema(def.innerType);
  if (def.type === 'pipe' && def.in) return isArraySchema(def.in);
  return false;
}

/** The query keys whose schema is an array, read once per route. */
function arrayQueryKeys(schema: z.core.$ZodType): Set<string> {
  const def = defOf(schema);
  if (def.type === 'pipe' && def.in) return arrayQueryKeys(def.in);
  if (def.type !== 'object' || !def.shape) return new Set();
  return new Set(
    Object.entries(def.shape)
      .filter(([, value]) => isArraySchema(value))
      .map(([key]) => key),
  );
}

/** URLSearchParams -> plain object: array keys always get arrays, other keys a string (an array when repeated, which the schema refuses). */
function searchParamsToObject(search: URLSearchParams, arrayKeys: Set<string>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    out[key] = arrayKeys.has(key) || values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
}

function prefixed(error: z.ZodError, prefix: string | null): FieldError[] {
  if (prefix === null) return toFieldErrors(error);
  return toFieldErrors(new z.ZodError(error.issues.map((issue) => ({ ...issue, path: [prefix, ...issue.path] }))));
}

function invalid(fields: FieldError[]): Response {
  return errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, fields);
}

function setNoStore(response: Response): Response {
  try {
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch {
    // Immutable headers (a fetched Response passed through): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', 'no-store');
    return copy;
  }
}

function errorToResponse(
  error: unknown,
  spec: RequestRouteSpec<unknown>,
  request: Request,
  context: AppLoadContext,
): Response {
  // A thrown Response (a redirect, invariantResponse) is an answer chosen on purpose.
  if (error instanceof Response) return error;
  if (error instanceof DomainError)
    return errorResponse(error.status, error.code, error.message, error.fields, error.headers, error.details);
  if (isDatabaseUnavailable(error)) {
    context.logger.warn(
      { err: error, call: spec.name, requestId: context.requestId },
      `${spec.surface} call refused: the database is unavailable`,
    );
    return errorResponse(503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, databaseRetryHeaders);
  }
  context.logger.error(
    { err: error, call: spec.name, method: request.method, url: request.url, requestId: context.requestId },
    `${spec.surface} call failed`,
  );
  context.reporter.capture(error, { extra: { call: spec.name, requestId: context.requestId } });
  return errorResponse(500, 'internal', INTERNAL_ERROR_MESSAGE);
}

/**
 * Wraps a handler so it only ever runs with a valid, allowed request, and its answer matches its schema. Checks, in
 * order: method (405 + Allow), origin of state-changing calls where the strategy asks (403), path text PostgreSQL
 * cannot store (400), the caller (401/403), the body within `maxBodyBytes` (413, closing the connection), its depth
 * and text (400), then params, query and JSON body (400 with field errors: body paths as-is, others under `params.`
 * and `query.`). Domain errors map to their status; anything else is a 500 without details, logged and reported.
 * A handler's `undefined` answers 204.
 */
export function requestRoute<Caller>(
  spec: RequestRouteSpec<Caller>,
  handler: (args: RequestArgs<Caller>) => unknown,
): ApiCall {
  const { auth, methods } = spec;
  const arrayKeys = spec.query ? arrayQueryKeys(spec.query) : new Set<string>();
  const querySchema = spec.query ?? z.undefined();
  const maxBodyBytes = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  async function run({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
    if (!methods.includes(request.method)) {
      return errorResponse(405, 'method_not_allowed', `This call only accepts ${methods.join(' or ')}`, undefined, {
        Allow: methods.join(', '),
      });
    }
    if (auth.checksOrigin && STATE_CHANGING_METHODS.has(request.method) && isCrossSiteRequest(request)) {
      return errorResponse(403, 'forbidden_origin', 'This call is only accepted from the shop’s own pages');
    }
    // Path text PostgreSQL cannot store is refused before anything (the caller's lookup included) runs a query.
    const unsafeParams = unsafeTextFields(params, 'params');
    if (unsafeParams.length > 0) return invalid(unsafeParams);
    if (auth.paramsBeforeCaller) {
      const checked = spec.params.safeParse(params);
      if (!checked.success) return invalid(prefixed(checked.error, 'params'));
    }

    const caller = await auth.identify({ request, context, params });
    if (caller instanceof Response) return caller;

    // A GET carries no body; anything else is read within the limit even when the call takes none: left unread,
    // Node would drain it after the answer however long it streams.
    let rawBody: unknown = undefined;
    if (spec.takesBody || request.body !== null) {
      const read = await readJsonInput(request, maxBodyBytes);
      if (!read.ok) return read.response;
      if (spec.takesBody) rawBody = read.value;
    }

    const rawQuery = spec.query ? searchParamsToObject(new URL(request.url).searchParams, arrayKeys) : undefined;
    // Query text PostgreSQL cannot store is refused before any schema or query sees it (the body's was, while reading).
    const unsafe = unsafeTextFields(rawQuery, 'query');
    if (unsafe.length > 0) return invalid(unsafe);
    const parsedParams = spec.params.safeParse(params);
    const parsedQuery = querySchema.safeParse(rawQuery);
    const parsedBody = spec.body.safeParse(rawBody);
    if (!parsedParams.success || !parsedQuery.success || !parsedBody.success) {
      return invalid([
        ...(parsedParams.success ? [] : prefixed(parsedParams.error, 'params')),
        ...(parsedQuery.success ? [] : prefixed(parsedQuery.error, 'query')),
        ...(parsedBody.success ? [] : prefixed(parsedBody.error, null)),
      ]);
    }

    const result = await handler({
      params: parsedParams.data,
      query: parsedQuery.data,
      body: parsedBody.data,
      caller,
      request,
      context,
    });
    if (result instanceof Response) return result;
    const checked = spec.response.safeParse(result);
    if (!checked.success) {
      // Our own bug, not the caller's: it becomes a reported 500.
      throw new Error(
        `The answer of ${spec.name} does not match its contract:\n${formatFieldErrors(toFieldErrors(checked.error))}`,
      );
    }
    // A call with nothing to say (an acknowledgement) answers 204: JSON has no `undefined`.
    if (checked.data === undefined) return new Response(null, { status: 204 });
    return Response.json(checked.data, { status: 200 });
  }

  return apiCall(spec.path, methods, async function requestRouteFunction(args) {
    let response: Response;
    try {
      response = await run(args);
    } catch (error) {
      response = errorToResponse(error, spec as RequestRouteSpec<unknown>, args.request, args.context);
    }
    return auth.noStore ? setNoStore(response) : response;
  });
}
