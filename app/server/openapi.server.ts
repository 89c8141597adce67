/**
 * The OpenAPI 3.1 document of /api, generated from the contracts so it cannot drift from what the routes enforce.
 * Served at /api/openapi.json; docs/ renders the API reference from it.
 */
import { z } from 'zod';
import { CREDENTIAL_HEADER, apiTags, maxBodyBytesOf, takesBody, type AnyContract } from '../../schemas/api/contract';
import { apiErrorBodySchema } from '../../schemas/api/error';
import { contractList } from '../../schemas/api';
import { API_KEY_HEADER, gameServerOperations, type GameServerOperation } from '../../schemas/game-server-api';
import { deliveryServerOperations } from '../../schemas/delivery';
import { gameEventOperations } from '../../schemas/game-events';
import { launcherReleaseOperations } from '../../schemas/launcher-releases';
import { checkoutLinkOperations } from '../../schemas/checkout-links';
import { refundServerOperations } from '../../schemas/refunds';

/** The spec's calls (section 7); any other contract documented here is one of our own. */
const specContractNames: ReadonlySet<string> = new Set(contractList.map((contract) => contract.name));

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

const SECURITY_SCHEME = 'playerCredential';
const ERROR_SCHEMA = 'ApiError';

const errorResponses = {
  BadRequest:
    'The request has invalid fields (invalid_request, with `fields`) or a body that is not JSON (invalid_json)',
  Unauthenticated: 'The call needs a signed-in player (unauthenticated)',
  ForbiddenOrigin: "The call was made from another site's page (forbidden_origin)",
  NotFound: 'The shop or the thing asked for does not exist (not_found)',
  MethodNotAllowed: 'The call does not accept this method; see the Allow header (method_not_allowed)',
  Internal: 'Something went wrong on our side (internal); no details are given',
  GameServerUnauthenticated: 'No API key, or one that is unknown or revoked (unauthenticated)',
  GameServerForbidden: 'The API key belongs to another shop (forbidden)',
} as const;

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function isEmptySchema(schema: JsonSchema): boolean {
  return Object.keys(schema).length === 0;
}

/** Rewrites a standalone JSON Schema's `#` and `#/$defs/x` refs so it can live under components.schemas. */
function rewriteRefs(node: unknown, rootRef: string, defPrefix: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rootRef, defPrefix));
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      if (value === '#') out[key] = rootRef;
      else if (value.startsWith('#/$defs/'))
        out[key] = `#/components/schemas/${defPrefix}${value.slice('#/$defs/'.length)}`;
      else out[key] = value;
    } else {
      out[key] = rewriteRefs(value, rootRef, defPrefix);
    }
  }
  return out;
}

/** Collects component schemas while contracts are converted. */
class SchemaCollector {
  readonly schemas: Record<string, JsonSchema> = {};

  /** Converts a zod schema; shared and recursive parts ($defs) move to components under `name_`. */
  convert(schema: z.ZodType, io: Io, name: string): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, unknown>;
    delete json.$defs;
    const rootRef = `#/components/schemas/${name}`;
    const defPrefix = `${name}_`;
    for (const [defName, def] of Object.entries(defs)) {
      this.schemas[`${defPrefix}${defName}`] = rewriteRefs(def, rootRef, defPrefix) as JsonSchema;
    }
    const rewritten = rewriteRefs(json, rootRef, defPrefix) as JsonSchema;
    // A root that refers to itself must be addressable.
    if (JSON.stringify(rewritten).includes(`"${rootRef}"`)) this.schemas[name] = rewritten;
    return rewritten;
  }

  /** Converts and stores under `name`, returning a $ref (or `{}` for "anything": pending calls). */
  named(schema: z.ZodType, io: Io, name: string): JsonSchema {
    const json = this.convert(schema, io, name);
    if (isEmptySchema(json)) return json;
    this.schemas[name] = json;
    return { $ref: `#/components/schemas/${name}` };
  }
}

function parameters(contract: AnyContract, collector: SchemaCollector): JsonSchema[] {
  const out: JsonSchema[] = [];
  const base = pascal(contract.name);
  const params = collector.convert(contract.params, 'input', `${base}Params`);
  const paramProps = (params.properties ?? {}) as Record<string, JsonSchema>;
  for (const match of contract.path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] ?? '';
    out.push({ name, in: 'path', required: true, schema: paramProps[name] ?? { type: 'string' } });
  }
  const query = collector.convert(contract.query, 'input', `${base}Query`);
  const required = new Set((query.required ?? []) as string[]);
  for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
    const parameter: JsonSchema = { name, in: 'query', required: required.has(name), schema };
    if (schema.type === 'array') Object.assign(parameter, { style: 'form', explode: true });
    out.push(parameter);
  }
  return out;
}

function operation(contract: AnyContract, collector: SchemaCollector): JsonSchema {
  const base = pascal(contract.name);
  const responseSchema = collector.named(contract.response, 'output', `${base}Response`);
  const ref = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });
  const responses: JsonSchema = {
    '200': { description: 'OK', content: { 'application/json': { schema: responseSchema } } },
    '400': ref('BadRequest'),
  };
  if (contract.secure && contract.anonymous !== 'allowed') responses['401'] = ref('Unauthenticated');
  if (contract.method !== 'GET') responses['403'] = ref('ForbiddenOrigin');
  responses['404'] = ref('NotFound');
  responses['405'] = ref('MethodNotAllowed');
  responses['500'] = ref('Internal');

  const op: JsonSchema = {
    operationId: contract.name,
    summary: contract.summary,
    tags: [contract.tag],
    parameters: parameters(contract, collector),
    responses,
  };
  if (takesBody(contract)) {
    const schema = collector.named(contract.body, 'input', `${base}Request`);
    op.requestBody = {
      required: !contract.body.safeParse(undefined).success,
      content: { 'application/json': { schema } },
      // Larger bodies answer 413 (docs/decisions/018-bounded-input.md).
      'x-max-body-bytes': maxBodyBytesOf(contract),
    };
  }
  if (contract.secure) {
    // `{}` in the list means "or no credentials": anonymous callers get the public version.
    op.security = contract.anonymous === 'allowed' ? [{ [SECURITY_SCHEME]: [] }, {}] : [{ [SECURITY_SCHEME]: [] }];
  }
  if (contract.status === 'pending') op['x-status'] = 'pending';
  // Calls the spec's table does not list (our own engagement claims) say so.
  if (!specContractNames.has(contract.name)) op['x-gamefront'] = true;
  return op;
}

// ---- The game-server API (/server-api/v1, docs/decisions/015): the publisher's backend, with a per-shop API key.
const GAME_SERVER_TAG = 'Game server';
const GAME_SERVER_SCHEMES = { bearer: 'gameServerBearer', header: 'gameServerApiKey' } as const;

function queryParameters(operation: GameServerOperation, collector: SchemaCollector): JsonSchema[] {
  if (!operation.query) return [];
  const query = collector.convert(operation.query, 'input', `${pascal(operation.name)}Query`);
  const required = new Set((query.required ?? []) as string[]);
  return Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function gameServerOperation(operation: GameServerOperation, collector: SchemaCollector): JsonSchema {
  const base = pascal(operation.name);
  const params = collector.convert(operation.params, 'input', `${base}Params`);
  const paramProps = (params.properties ?? {}) as Record<string, JsonSchema>;
  const ref = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });
  const responses: JsonSchema = {
    '200': {
      description: 'OK',
      content: {
        'application/json': {
          schema: collector.named(operation.response, 'output', `${base}Response`),
          example: operation.responseExample,
        },
      },
    },
    '400': ref('BadRequest'),
    '401': ref('GameServerUnauthenticated'),
    '403': ref('GameServerForbidden'),
  };
  for (const [status, description] of Object.entries(operation.errors ?? {})) {
    responses[status] = {
      description,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
    };
  }
  responses['405'] = ref('MethodNotAllowed');
  responses['500'] = ref('Internal');
  return {
    operationId: operation.name,
    summary: operation.summary,
    description: operation.description,
    tags: [GAME_SERVER_TAG],
    parameters: [
      ...[...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => ({
        name: match[1],
        in: 'path',
        required: true,
        schema: paramProps[match[1] ?? ''] ?? { type: 'string' },
      })),
      ...queryParameters(operation, collector),
    ],
    ...(operation.body && {
      requestBody: {
        required: !operation.body.safeParse(undefined).success,
        content: {
          'application/json': {
            schema: collector.named(operation.body, 'input', `${base}Request`),
            example: operation.requestExample,
          },
        },
      },
    }),
    responses,
    security: [{ [GAME_SERVER_SCHEMES.bearer]: [] }, { [GAME_SERVER_SCHEMES.header]: [] }],
  };
}

export function buildOpenApiDocument(
  contracts: Iterable<AnyContract>,
  options: { version?: string } = {},
): OpenApiDocument {
  const collector = new SchemaCollector();
  collector.schemas[ERROR_SCHEMA] = collector.convert(apiErrorBodySchema, 'output', ERROR_SCHEMA);

  const paths: OpenApiDocument['paths'] = {};
  for (const contract of contracts) {
    const item = (paths[contract.path] ??= {});
    item[contract.method.toLowerCase()] = operation(contract, collector);
  }
  for (const serverOperation of [
    ...gameServerOperations,
    ...deliveryServerOperations,
    ...gameEventOperations,
    ...launcherReleaseOperations,
    ...checkoutLinkOperations,
    ...refundServerOperations,
  ]) {
    const item = (paths[serverOperation.path] ??= {});
    item[serverOperation.method.toLowerCase()] = gameServerOperation(serverOperation, collector);
  }

  const responses: Record<string, JsonSchema> = {};
  for (const [name, description] of Object.entries(errorResponses)) {
    responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Gamefront API',
      version: options.version ?? '0.1.0',
      description:
        'The calls a Gamefront storefront makes (all under /api, JSON in and out). Operations marked `x-status: pending` ' +
        'are declared but not implemented yet. Failed calls answer `{ error: { code, message, fields? } }`. ' +
        'The publisher\'s game backend calls the "Game server" operations under /server-api/v1 with its shop\'s API key.',
    },
    tags: [
      ...apiTags.map((name) => ({ name })),
      {
        name: GAME_SERVER_TAG,
        description:
          "Server-to-server calls from the publisher's game backend, under /server-api/v1 (not /api). Authenticate " +
          `with the shop's API key as \`Authorization: Bearer gf_live_...\` or in \`${API_KEY_HEADER}\`; never ship it to a client.`,
      },
    ],
    paths,
    components: {
      schemas: collector.schemas,
      responses,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: CREDENTIAL_HEADER,
          description: "The signed-in player's credential, sent on secure calls",
        },
        [GAME_SERVER_SCHEMES.bearer]: {
          type: 'http',
          scheme: 'bearer',
          description: "The shop's API key (gf_live_...) for the game-server API",
        },
        [GAME_SERVER_SCHEMES.header]: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description: "The shop's API key, for clients that cannot set Authorization",
        },
      },
    },
  };
}
