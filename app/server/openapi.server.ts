/**
 * The OpenAPI 3.1 document of /api, generated from the contracts so it cannot drift from what the routes enforce.
 * Served at /api/openapi.json; docs/ renders the API reference from it.
 */
import { z } from 'zod';
import { CREDENTIAL_HEADER, apiTags, takesBody, type AnyContract } from '../../schemas/api/contract';
import { apiErrorBodySchema } from '../../schemas/api/error';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
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
  BadRequest: 'The request has invalid fields (invalid_request, with `fields`) or a body that is not JSON (invalid_json)',
  Unauthenticated: 'The call needs a signed-in player (unauthenticated)',
  ForbiddenOrigin: "The call was made from another site's page (forbidden_origin)",
  NotFound: 'The shop or the thing asked for does not exist (not_found)',
  MethodNotAllowed: 'The call does not accept this method; see the Allow header (method_not_allowed)',
  Internal: 'Something went wrong on our side (internal); no details are given',
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
      else if (value.startsWith('#/$defs/')) out[key] = `#/components/schemas/${defPrefix}${value.slice('#/$defs/'.length)}`;
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
    };
  }
  if (contract.secure) {
    // `{}` in the list means "or no credentials": anonymous callers get the public version.
    op.security = contract.anonymous === 'allowed' ? [{ [SECURITY_SCHEME]: [] }, {}] : [{ [SECURITY_SCHEME]: [] }];
  }
  if (contract.status === 'pending') op['x-status'] = 'pending';
  return op;
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
        'are declared but not implemented yet. Failed calls answer `{ error: { code, message, fields? } }`.',
    },
    tags: apiTags.map((name) => ({ name })),
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
      },
    },
  };
}
