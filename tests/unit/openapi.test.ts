import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from '~/server/openapi.server';
import { loader } from '~/routes/api.$';
import { CREDENTIAL_HEADER, contractList, defineContract } from '../../schemas/api';
import { engagementContracts } from '../../schemas/api/engagement-calls';

// What /api/openapi.json serves: the spec's calls, then our own.
const document = buildOpenApiDocument([...contractList, ...engagementContracts]);
type Operation = Record<string, unknown> & {
  parameters: { name: string; in: string }[];
  responses: Record<string, unknown>;
};
const op = (path: string, method: string) => document.paths[path]?.[method] as Operation | undefined;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    // The parser dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every contract at its path and method', () => {
    for (const contract of contractList) {
      const operation = op(contract.path, contract.method.toLowerCase());
      expect(operation, `${contract.method} ${contract.path}`).toBeDefined();
      expect(operation?.operationId).toBe(contract.name);
      expect(operation?.tags).toEqual([contract.tag]);
    }
  });

  it('describes path parameters and query parameters', () => {
    const layout = op('/api/shops/{shop}/layout', 'get');
    expect(layout?.parameters).toEqual([
      expect.objectContaining({ name: 'shop', in: 'path', required: true }),
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
    ]);
  });

  it('marks secure calls with the credential scheme, optional where anonymous callers are allowed', () => {
    expect(document.components.securitySchemes.playerCredential).toMatchObject({
      in: 'header',
      name: CREDENTIAL_HEADER,
    });
    expect(op('/api/user/me/all_linked_accounts', 'get')?.security).toEqual([{ playerCredential: [] }]);
    expect(op('/api/shops/{shop}/layout', 'get')?.security).toEqual([{ playerCredential: [] }, {}]);
    expect(op('/api/shops/{shop}/theme', 'get')?.security).toBeUndefined();
  });

  it('documents our own engagement calls beside the spec’s, marked as ours', () => {
    for (const contract of engagementContracts) {
      const operation = op(contract.path, contract.method.toLowerCase());
      expect(operation?.operationId, `${contract.method} ${contract.path}`).toBe(contract.name);
      expect(operation?.['x-gamefront']).toBe(true);
    }
    expect(op('/api/shops/{shop}/missions', 'get')?.['x-gamefront']).toBeUndefined();
  });

  it('marks pending calls and only them', () => {
    for (const contract of contractList) {
      const status = op(contract.path, contract.method.toLowerCase())?.['x-status'];
      expect(status, contract.name).toBe(contract.status === 'pending' ? 'pending' : undefined);
    }
    expect(op('/api/checkout_links/complete_purchase/{id}', 'post')?.['x-status']).toBeUndefined();
    expect(op('/api/shops/{shop}/loyalty_details', 'get')?.['x-status']).toBeUndefined();
    expect(op('/api/shops/{shop}/theme', 'get')?.['x-status']).toBeUndefined();
  });

  it('answers errors with the one error schema', () => {
    const theme = op('/api/shops/{shop}/theme', 'get');
    expect(theme?.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(theme?.responses['401']).toBeUndefined();
    expect(op('/api/user/me/all_linked_accounts', 'get')?.responses['401']).toBeDefined();
    expect(op('/api/cart/mutate', 'post')?.responses['403']).toBeDefined();
    expect(document.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['error'] });
  });

  it('references the response schemas of implemented calls', async () => {
    const resolved = (await SwaggerParser.dereference(
      structuredClone(document) as never,
    )) as unknown as typeof document;
    const theme = resolved.paths['/api/shops/{shop}/theme']?.get as Operation;
    const schema = (theme.responses['200'] as { content: Record<string, { schema: { properties: object } }> }).content[
      'application/json'
    ]?.schema;
    expect(Object.keys(schema?.properties ?? {})).toContain('primaryColor');
  });

  it('lifts recursive schemas into components so their refs resolve', async () => {
    const node: z.ZodType<{ name: string; children?: unknown[] }> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(node).optional() }),
    );
    const tree = defineContract({
      name: 'getTree',
      method: 'POST',
      path: '/api/tree',
      secure: false,
      tag: 'Shop',
      status: 'implemented',
      summary: 'test',
      body: z.object({ root: node }),
      response: node,
    });
    const doc = buildOpenApiDocument([tree]);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('#/$defs');
  });

  it('is served at /api/openapi.json', async () => {
    const response = await loader({
      request: new Request('http://localhost/api/openapi.json'),
      params: { '*': 'openapi.json' },
      context: {} as never,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
