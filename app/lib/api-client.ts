/**
 * The typed client for our /api calls (spec section 7). Isomorphic: loaders and the browser use the same one,
 * each with its own `fetch` and credential source.
 */
import { ApiError } from '~/lib/errors';
import {
  CREDENTIAL_HEADER,
  type AnyContract,
  type ContractBodyInput,
  type ContractParamsInput,
  type ContractQueryInput,
  type ContractResponse,
  type NoBody,
} from '../../schemas/api/contract';

export { CREDENTIAL_HEADER };

type QueryScalar = string | number | boolean | Date;
/** One query value: scalars are stringified, arrays repeat the key, `undefined` and `null` are left out. */
export type QueryValue = QueryScalar | null | undefined | ReadonlyArray<QueryScalar | null | undefined>;

function queryScalar(value: QueryScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * `{ a: [1, 2], b: 'x y', c: undefined }` -> `?a=1&a=2&b=x%20y`; `''` when nothing is left.
 * Keys and values are URL-encoded with encodeURIComponent (spaces as %20).
 */
export function buildQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (
      typeof value !== 'string' &&
      typeof value !== 'number' &&
      typeof value !== 'boolean' &&
      !(value instanceof Date)
    ) {
      throw new TypeError(`Query value for "${key}" must be a string, number, boolean or date`);
    }
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(queryScalar(value))}`);
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** `'/api/shops/{shop}/theme'` with `{ shop: 'a b' }` -> `'/api/shops/a%20b/theme'`. */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

type HasKeys<T> = keyof T extends never ? false : true;

type ParamsPart<C extends AnyContract> =
  HasKeys<ContractParamsInput<C>> extends true ? { params: ContractParamsInput<C> } : { params?: undefined };
type QueryPart<C extends AnyContract> = { query?: ContractQueryInput<C> };
type BodyPart<C extends AnyContract> = C['body'] extends NoBody
  ? { body?: undefined }
  : undefined extends ContractBodyInput<C>
    ? { body?: ContractBodyInput<C> }
    : { body: ContractBodyInput<C> };

/** Extra request headers, such as a purchase's `Idempotency-Key`. */
type HeadersPart = { headers?: Readonly<Record<string, string>> };

/** What `call` takes for a contract: its params when the path has any, its query, its body when it takes one. */
export type CallInput<C extends AnyContract> = ParamsPart<C> & QueryPart<C> & BodyPart<C> & HeadersPart;

type CallArgs<C extends AnyContract> =
  Record<string, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

export interface ApiClientOptions {
  /** Prepended to every path (`https://shop.example.com`); '' keeps calls same-origin. */
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** The signed-in player's credential as a header record (`{ [CREDENTIAL_HEADER]: token }`), null when anonymous. */
  getCredentialHeader?: () => Record<string, string> | null;
}

export interface ApiClient {
  /**
   * Makes one call and resolves with its JSON answer (typed by the contract; not re-validated, the server already
   * did). A not-ok answer rejects with an ApiError carrying the status and the parsed body.
   */
  call<C extends AnyContract>(contract: C, ...args: CallArgs<C>): Promise<ContractResponse<C>>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Proxies and crashed servers answer HTML or plain text; the caller still gets what was said.
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<C extends AnyContract>(contract: C, ...args: CallArgs<C>): Promise<ContractResponse<C>> {
    const input: { params?: unknown; query?: unknown; body?: unknown; headers?: Readonly<Record<string, string>> } =
      args[0] ?? {};
    const url =
      baseUrl +
      buildPath(contract.path, input.params as Record<string, unknown> | undefined) +
      buildQueryString(input.query as Record<string, unknown> | undefined);

    const headers: Record<string, string> = { ...input.headers, Accept: 'application/json' };
    if (contract.secure) Object.assign(headers, options.getCredentialHeader?.() ?? {});
    const init: RequestInit = { method: contract.method, headers, credentials: 'same-origin' };
    if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(input.body);
    }

    const response = await doFetch(url, init);
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body);
    return (body ?? undefined) as ContractResponse<C>;
  }

  return { call };
}
