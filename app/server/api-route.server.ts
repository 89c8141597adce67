/**
 * Turns a contract and a handler into a Remix resource-route function (loader and action alike) that enforces the
 * contract: method, origin, credentials, params/query/body schemas, response schema and the one error shape.
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import type { Viewer } from '~/server/context.server';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseRetryHeaders, isDatabaseUnavailable } from '~/server/database-outage.server';
import { DomainError } from '~/server/domain-errors.server';
import { errorResponse, INVALID_REQUEST_MESSAGE } from '~/server/error-response.server';
import { isCrossSiteRequest } from '~/server/origin-check.server';
import { readJsonInput, unsafeTextFields } from '~/server/request-input.server';
import type {
  AnyContract,
  ContractBody,
  ContractParams,
  ContractQuery,
  ContractResponseInput,
} from '../../schemas/api/contract';
import { maxBodyBytesOf, takesBody } from '../../schemas/api/contract';
import { type FieldError, formatFieldErrors, toFieldErrors } from '../../schemas/field-errors';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side';
// The one error shape, for the routes that import it from here.
export { errorResponse, INVALID_REQUEST_MESSAGE };

/** Who the handler sees: always a Viewer on secure calls, maybe one when anonymous callers are allowed, else null. */
export type ViewerFor<C extends AnyContract> = C['secure'] extends true
  ? C['anonymous'] extends 'allowed'
    ? Viewer | null
    : Viewer
  : null;

export interface ApiHandlerArgs<C extends AnyContract> {
  params: ContractParams<C>;
  query: ContractQuery<C>;
  body: ContractBody<C>;
  request: Request;
  context: AppLoadContext;
  viewer: ViewerFor<C>;
}

/** Returns the call's data (checked against the contract's response schema) or, rarely, a ready Response. */
export type ApiHandler<C extends AnyContract> = (
  args: ApiHandlerArgs<C>,
) => Promise<ContractResponseInput<C> | Response> | ContractResponseInput<C> | Response;

export type ApiRouteFunction = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response>;

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type DefWithInner = { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; shape?: Record<string, z.core.$ZodType> };

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
  return new Set(Object.entries(def.shape).filter(([, value]) => isArraySchema(value)).map(([key]) => key));
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

function errorToResponse(error: unknown, contract: AnyContract, request: Request, context: AppLoadContext): Response {
  // A thrown Response (a redirect, invariantResponse) is an answer chosen on purpose.
  if (error instanceof Response) return error;
  if (error instanceof DomainError) return errorResponse(error.status, error.code, error.message, error.fields, error.headers);
  if (isDatabaseUnavailable(error)) {
    context.logger.warn({ err: error, call: contract.name, requestId: context.requestId }, 'API call refused: the database is unavailable');
    return errorResponse(503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, databaseRetryHeaders);
  }
  context.logger.error(
    { err: error, call: contract.name, method: request.method, url: request.url, requestId: context.requestId },
    'API call failed',
  );
  context.reporter.capture(error, { extra: { call: contract.name, requestId: context.requestId } });
  return errorResponse(500, 'internal', INTERNAL_ERROR_MESSAGE);
}

/**
 * Wraps a handler so it only ever runs with a valid, allowed request, and its answer matches the contract.
 * Checks, in order: method (405 + Allow), origin of state-changing calls (403), path text PostgreSQL cannot store
 * (400), credentials (401), the body within the contract's `maxBodyBytes` (413, closing the connection), its depth and
 * text (400), then params, query and JSON body (400 with field errors: body paths as-is, others under `params.` and
 * `query.`). Domain errors map to 404/409/422; anything else is a 500 without details, logged and reported. Secure
 * calls answer `no-store`.
 *
 * Export the result as both `loader` and `action` so every method reaches it and gets the contract's 405.
 */
export function apiRoute<C extends AnyContract>(contract: C, handler: ApiHandler<C>): ApiRouteFunction {
  const allowed = contract.method === 'GET' ? ['GET', 'HEAD'] : [contract.method];
  const arrayKeys = arrayQueryKeys(contract.query);
  const hasBody = takesBody(contract);
  const maxBodyBytes = maxBodyBytesOf(contract);

  async function run({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
    if (!allowed.includes(request.method)) {
      return errorResponse(405, 'method_not_allowed', `This call only accepts ${allowed.join(' or ')}`, undefined, {
        Allow: allowed.join(', '),
      });
    }
    if (STATE_CHANGING_METHODS.has(request.method) && isCrossSiteRequest(request)) {
      return errorResponse(403, 'forbidden_origin', 'This call is only accepted from the shop’s own pages');
    }

    // Path text PostgreSQL cannot store is refused before anything (the session lookup included) runs a query.
    const unsafeParams = unsafeTextFields(params, 'params');
    if (unsafeParams.length > 0) return errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, unsafeParams);

    let viewer = contract.secure ? await context.identify(request) : null;
    // A session belongs to one shop: on another shop's call the caller is anonymous there (tenant isolation).
    // (An invalid handle is left to the params check below, which names the field.)
    const shopParam = contract.params.safeParse(params).success ? params.shop : undefined;
    if (viewer && typeof shopParam === 'string' && shopParam.toLowerCase() !== viewer.shopHandle) viewer = null;
    if (contract.secure && viewer === null && contract.anonymous !== 'allowed') {
      return errorResponse(401, 'unauthenticated', 'Sign in to continue');
    }

    // A call without a body still reads (and drops) what a POST sends, within the limit: left unread, Node would
    // drain it after the answer however long it streams.
    let rawBody: unknown = undefined;
    if (hasBody || request.body !== null) {
      const read = await readJsonInput(request, maxBodyBytes);
      if (!read.ok) return read.response;
      if (hasBody) rawBody = read.value;
    }

    const rawQuery = searchParamsToObject(new URL(request.url).searchParams, arrayKeys);
    // Query text PostgreSQL cannot store is refused before any schema or query sees it (the body's was, while reading).
    const unsafe = unsafeTextFields(rawQuery, 'query');
    if (unsafe.length > 0) return errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, unsafe);
    const parsedParams = contract.params.safeParse(params);
    const parsedQuery = contract.query.safeParse(rawQuery);
    const parsedBody = contract.body.safeParse(rawBody);
    const fields = [
      ...(parsedParams.success ? [] : prefixed(parsedParams.error, 'params')),
      ...(parsedQuery.success ? [] : prefixed(parsedQuery.error, 'query')),
      ...(parsedBody.success ? [] : prefixed(parsedBody.error, null)),
    ];
    if (fields.length > 0 || !parsedParams.success || !parsedQuery.success || !parsedBody.success) {
      return errorResponse(400, 'invalid_request', INVALID_REQUEST_MESSAGE, fields);
    }

    const result = await handler({
      params: parsedParams.data as ContractParams<C>,
      query: parsedQuery.data as ContractQuery<C>,
      body: parsedBody.data as ContractBody<C>,
      request,
      context,
      viewer: viewer as ViewerFor<C>,
    });
    if (result instanceof Response) return result;

    const checked = contract.response.safeParse(result);
    if (!checked.success) {
      // Our own bug, not the caller's: it becomes a reported 500.
      throw new Error(`The answer of ${contract.name} does not match its contract:\n${formatFieldErrors(toFieldErrors(checked.error))}`);
    }
    // A call with nothing to say (an acknowledgement) answers 204: JSON has no `undefined`.
    if (checked.data === undefined) return new Response(null, { status: 204 });
    return Response.json(checked.data, { status: 200 });
  }

  return async function apiRouteFunction(args) {
    let response: Response;
    try {
      response = await run(args);
    } catch (error) {
      response = errorToResponse(error, contract, args.request, args.context);
    }
    return contract.secure ? setNoStore(response) : response;
  };
}
