import { z } from 'zod';
import { shopHandleSchema } from '../shop-handle';

/**
 * One API call of the spec's section 7, described once and used everywhere: the typed client
 * (app/lib/api-client.ts), the server's route wrapper (app/server/api-route.server.ts) and the OpenAPI document.
 */

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type ContractStatus = 'implemented' | 'pending';

/** The spec's section 7 tables, one tag each in the OpenAPI document. */
export const apiTags = ['Payments', 'Checkout links', 'Login and links', 'Launcher', 'Shop', 'User'] as const;
export type ApiTag = (typeof apiTags)[number];

/**
 * The header a signed-in player's credential travels in on secure calls (spec section 6).
 * One constant so the client, the server's `identify` and the OpenAPI security scheme cannot drift apart.
 */
export const CREDENTIAL_HEADER = 'X-Gamefront-Credential';

// One definition of a shop handle for configs, URLs and API params (it also refuses reserved words like `api`).
export { shopHandleSchema };

export const HOSTNAME_MESSAGE = 'Expected a hostname like shop.example.com';
// RFC 1123 labels: letters, digits and inner dashes, 1-63 characters each, at most 253 in all.
const HOSTNAME_RE =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A hostname, compared case-insensitively (so it is lower-cased first). */
export const hostnameSchema = z
  .string({ error: HOSTNAME_MESSAGE })
  .toLowerCase()
  .regex(HOSTNAME_RE, { error: HOSTNAME_MESSAGE });

/** A path segment whose format the spec does not show (an id, a provider name...). */
export const pathSegmentSchema = z
  .string({ error: 'Expected a path segment' })
  .min(1, { error: 'Expected a non-empty path segment' })
  .max(200, { error: 'Expected at most 200 characters' });

/** `'/api/shops/{shop}/items/{item}'` -> `'shop' | 'item'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** Placeholder names of a path, in order: `pathParamNames('/api/shop/{shop}/x/{item}')` -> `['shop', 'item']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/** The schema a contract uses when it takes no body: the client sends none and the server never reads one. */
export const noBody = z.undefined();
export type NoBody = typeof noBody;

/** The schema a contract uses when it takes no query. */
export const noQuery = z.object({});

/** Query or body of a call whose fields the spec does not show yet: any keys pass until its issue fills them in. */
export const pendingQuery = z.looseObject({});
export const pendingBody = z.unknown();
export const pendingResponse = z.unknown();

type ParamsSchema<P extends string> = z.ZodType<
  { [K in PathParamNames<P>]: string },
  { [K in PathParamNames<P>]: string }
>;
/** Query schemas must be objects: the server reads them from URLSearchParams by key. */
type QuerySchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface ApiContract<
  Name extends string = string,
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Secure extends boolean = boolean,
  Anonymous extends 'allowed' | undefined = 'allowed' | undefined,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  name: Name;
  method: Method;
  /** Under /api, with `{placeholder}` segments named as in the spec. */
  path: Path;
  /** Needs a signed-in player's credentials (spec section 6). */
  secure: Secure;
  /** On a secure call whose data is public with personalisation (layout, menu): anonymous callers get the public version. */
  anonymous: Anonymous;
  tag: ApiTag;
  status: ContractStatus;
  summary: string;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /** The largest body the call accepts, in bytes; unset: the wrappers' small default (16 kB). */
  maxBodyBytes: number | undefined;
}

/** Any contract, for code that handles them generically (the client, the route wrapper, the OpenAPI builder). */
export type AnyContract = ApiContract<
  string,
  HttpMethod,
  string,
  boolean,
  'allowed' | undefined,
  z.ZodType,
  z.ZodType,
  z.ZodType,
  z.ZodType
>;

/**
 * Declares one call. `params` may be left out when the path has no placeholders, `query` when it takes none,
 * `body` when it takes none (GET, DELETE and body-less POSTs), `response` only for pending calls.
 */
export function defineContract<
  const Name extends string,
  const Method extends HttpMethod,
  const Path extends `/api/${string}`,
  const Secure extends boolean,
  Params extends ParamsSchema<Path> = ParamsSchema<Path>,
  Query extends QuerySchema = typeof noQuery,
  Body extends z.ZodType = NoBody,
  Response extends z.ZodType = typeof pendingResponse,
  const Anonymous extends 'allowed' | undefined = undefined,
>(definition: {
  name: Name;
  method: Method;
  path: Path;
  secure: Secure;
  anonymous?: Anonymous;
  tag: ApiTag;
  status: ContractStatus;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response?: Response;
  maxBodyBytes?: number;
}): ApiContract<Name, Method, Path, Secure, Anonymous, Params, Query, Body, Response> {
  if (definition.anonymous !== undefined && !definition.secure) {
    throw new Error(`Contract ${definition.name}: only secure calls can allow anonymous callers`);
  }
  const placeholders = pathParamNames(definition.path);
  if (placeholders.length > 0 && definition.params === undefined) {
    throw new Error(`Contract ${definition.name}: ${definition.path} has placeholders but no params schema`);
  }
  return {
    name: definition.name,
    method: definition.method,
    path: definition.path,
    secure: definition.secure,
    anonymous: definition.anonymous as Anonymous,
    tag: definition.tag,
    status: definition.status,
    summary: definition.summary,
    params: (definition.params ?? z.object({})) as Params,
    query: (definition.query ?? noQuery) as Query,
    body: (definition.body ?? noBody) as Body,
    response: (definition.response ?? pendingResponse) as Response,
    maxBodyBytes: definition.maxBodyBytes,
  };
}

/** Params schema for a path whose every placeholder is a plain segment; pass overrides for handles, hostnames... */
export function pathParams<const Path extends string>(
  path: Path,
  overrides: Partial<Record<PathParamNames<Path>, z.ZodType<string, string>>> = {},
) {
  const given: Partial<Record<string, z.ZodType<string, string>>> = overrides;
  const shape: Record<string, z.ZodType<string, string>> = {};
  for (const name of pathParamNames(path)) {
    // `shop` and `handle` are shop handles everywhere in the spec.
    shape[name] = given[name] ?? (name === 'shop' || name === 'handle' ? shopHandleSchema : pathSegmentSchema);
  }
  return z.object(shape) as unknown as z.ZodObject<{ [K in PathParamNames<Path>]: z.ZodType<string, string> }>;
}

export type ContractParams<C extends AnyContract> = z.output<C['params']>;
export type ContractQuery<C extends AnyContract> = z.output<C['query']>;
export type ContractBody<C extends AnyContract> = z.output<C['body']>;
export type ContractResponse<C extends AnyContract> = z.output<C['response']>;

export type ContractParamsInput<C extends AnyContract> = z.input<C['params']>;
export type ContractQueryInput<C extends AnyContract> = z.input<C['query']>;
export type ContractBodyInput<C extends AnyContract> = z.input<C['body']>;
/** What a handler may return: the response before its schema's defaults and transforms apply. */
export type ContractResponseInput<C extends AnyContract> = z.input<C['response']>;

/** True for contracts that take no body (their `body` is `noBody`). */
export function takesBody(contract: AnyContract): boolean {
  return contract.body !== noBody;
}

/** A call's body limit unless its contract declares a larger one (docs/decisions/018-bounded-input.md). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** The largest body the call accepts: its own `maxBodyBytes`, else the default. */
export function maxBodyBytesOf(contract: AnyContract): number {
  return contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
}

/** Indexes a list of contracts by name, keeping each one's exact type: `contracts.getShopTheme`. */
export function byName<const T extends readonly AnyContract[]>(list: T): { [C in T[number] as C['name']]: C } {
  const out: Record<string, AnyContract> = {};
  for (const contract of list) {
    if (out[contract.name]) throw new Error(`Two contracts are named ${contract.name}`);
    out[contract.name] = contract;
  }
  return out as { [C in T[number] as C['name']]: C };
}
