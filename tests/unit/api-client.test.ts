import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { CREDENTIAL_HEADER, buildQueryString, createApiClient } from '~/lib/api-client';
import { ApiError } from '~/lib/errors';
import { defineContract, pathParams } from '../../schemas/api/contract';
import { getShopLayout, getShopTheme } from '../../schemas/api/shop';
import { listAllLinkedAccounts } from '../../schemas/api/user';
import type { Layout } from '../../schemas/layout';
import type { Theme } from '../../schemas/theme';

interface RecordedRequest {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A fetch that records what it was asked and answers with the given status and body. */
function fakeFetch(status = 200, answer: unknown = {}, raw?: string) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({
      url: String(input),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      credentials: init?.credentials,
    });
    return new Response(raw ?? JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, requests };
}

const createItem = defineContract({
  name: 'createItem',
  method: 'POST',
  path: '/api/shops/{shop}/items/{item}',
  secure: true,
  tag: 'Shop',
  status: 'implemented',
  summary: 'test',
  params: pathParams('/api/shops/{shop}/items/{item}'),
  query: z.object({ tag: z.array(z.string()).optional(), page: z.number().optional() }),
  body: z.object({ quantity: z.number() }),
  response: z.object({ ok: z.boolean() }),
});

describe('buildQueryString', () => {
  it('gives an empty string when there is nothing to send', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ a: undefined, b: null })).toBe('');
  });

  it('leaves out undefined values and keeps the others in order', () => {
    expect(buildQueryString({ a: '1', b: undefined, c: 2, d: false })).toBe('?a=1&c=2&d=false');
  });

  it('repeats the key for array values, skipping undefined items', () => {
    expect(buildQueryString({ a: [1, 2, undefined, 3] })).toBe('?a=1&a=2&a=3');
    expect(buildQueryString({ a: [] })).toBe('');
  });

  it('URL-encodes keys and values', () => {
    expect(buildQueryString({ 'a b': 'x&y=z/é', q: '100% #1' })).toBe('?a%20b=x%26y%3Dz%2F%C3%A9&q=100%25%20%231');
  });

  it('sends dates as ISO strings', () => {
    expect(buildQueryString({ at: new Date(Date.UTC(2025, 0, 2)) })).toBe('?at=2025-01-02T00%3A00%3A00.000Z');
  });

  it('refuses objects, which have no query form', () => {
    expect(() => buildQueryString({ a: { b: 1 } })).toThrow(TypeError);
  });
});

describe('createApiClient', () => {
  it('calls the path under /api with URL-encoded params and the query', async () => {
    const { fetch, requests } = fakeFetch(200, { ok: true });
    const client = createApiClient({ fetch });
    await client.call(createItem, {
      params: { shop: 'ember', item: 'gold pack/1' },
      query: { tag: ['a', 'b'] },
      body: { quantity: 1 },
    });
    expect(requests[0]?.url).toBe('/api/shops/ember/items/gold%20pack%2F1?tag=a&tag=b');
  });

  it('prefixes the base URL without doubling slashes', async () => {
    const { fetch, requests } = fakeFetch(200, { primaryColor: '#a3e635' });
    const client = createApiClient({ fetch, baseUrl: 'https://shop.example.com/' });
    await client.call(getShopTheme, { params: { shop: 'ember' } });
    expect(requests[0]?.url).toBe('https://shop.example.com/api/shops/ember/theme');
  });

  it('uses the contract method, same-origin credentials and JSON headers', async () => {
    const { fetch, requests } = fakeFetch(200, { ok: true });
    const client = createApiClient({ fetch });
    await client.call(createItem, { params: { shop: 'ember', item: 'x' }, body: { quantity: 2 } });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: { quantity: 2 },
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('sends no body and no Content-Type on a GET', async () => {
    const { fetch, requests } = fakeFetch();
    await createApiClient({ fetch }).call(getShopTheme, { params: { shop: 'ember' } });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.body).toBeUndefined();
    expect(requests[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('resolves with the parsed JSON answer', async () => {
    const { fetch } = fakeFetch(200, { ok: true });
    const result = await createApiClient({ fetch }).call(createItem, {
      params: { shop: 'a', item: 'b' },
      body: { quantity: 1 },
    });
    expect(result).toEqual({ ok: true });
  });

  it('attaches the credential header on secure calls only', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ fetch, getCredentialHeader: () => ({ [CREDENTIAL_HEADER]: 'token-1' }) });
    await client.call(listAllLinkedAccounts);
    await client.call(getShopTheme, { params: { shop: 'ember' } });
    expect(CREDENTIAL_HEADER).toBe('X-Gamefront-Credential');
    expect(requests[0]?.headers[CREDENTIAL_HEADER]).toBe('token-1');
    expect(requests[1]?.headers[CREDENTIAL_HEADER]).toBeUndefined();
  });

  it('adds the caller’s own headers, such as an Idempotency-Key, but never lets them replace the credential', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ fetch, getCredentialHeader: () => ({ [CREDENTIAL_HEADER]: 'token-1' }) });
    await client.call(listAllLinkedAccounts, {
      headers: { 'Idempotency-Key': 'attempt-1', [CREDENTIAL_HEADER]: 'forged' },
    });
    expect(requests[0]?.headers['Idempotency-Key']).toBe('attempt-1');
    expect(requests[0]?.headers[CREDENTIAL_HEADER]).toBe('token-1');
  });

  it('sends a secure call without the header when the player is anonymous', async () => {
    const { fetch, requests } = fakeFetch(200, { pages: [] });
    const client = createApiClient({ fetch, getCredentialHeader: () => null });
    await client.call(getShopLayout, { params: { shop: 'ember' }, query: { page: 'HOME' } });
    expect(requests[0]?.url).toBe('/api/shops/ember/layout?page=HOME');
    expect(Object.keys(requests[0]?.headers ?? {})).toEqual(['Accept']);
  });

  it('raises a not-ok answer as an ApiError with its parsed body', async () => {
    const errorBody = { error: { code: 'not_found', message: 'No shop called ember' } };
    const { fetch } = fakeFetch(404, errorBody);
    const call = createApiClient({ fetch }).call(getShopTheme, { params: { shop: 'ember' } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 404, body: errorBody, message: 'No shop called ember' });
  });

  it('keeps a body that is not JSON as text in the ApiError', async () => {
    const { fetch } = fakeFetch(502, undefined, '<html>Bad gateway</html>');
    await expect(createApiClient({ fetch }).call(getShopTheme, { params: { shop: 'e' } })).rejects.toMatchObject({
      status: 502,
      body: '<html>Bad gateway</html>',
    });
  });

  it('refuses to call a path with a missing param', async () => {
    const { fetch, requests } = fakeFetch();
    // @ts-expect-error -- params are required by the contract's path
    await expect(createApiClient({ fetch }).call(getShopTheme, {})).rejects.toThrow('Missing path parameter "shop"');
    expect(requests).toHaveLength(0);
  });

  it('types answers and inputs from the contract', () => {
    const client = createApiClient({ fetch: fakeFetch().fetch });
    expectTypeOf(client.call(getShopTheme, { params: { shop: 'ember' } })).resolves.toEqualTypeOf<Theme>();
    expectTypeOf(client.call(getShopLayout, { params: { shop: 'ember' } })).resolves.toEqualTypeOf<Layout>();
    expectTypeOf<Parameters<typeof client.call<typeof getShopLayout>>[1]>().toMatchTypeOf<
      | { params: { shop: string }; query?: { page?: 'SHOP' | 'LOYALTY' | 'DOWNLOAD' | 'MISSIONS' | 'HUB' | 'HOME' } }
      | undefined
    >();
  });

  it('uses the global fetch when none is given', async () => {
    const { fetch, requests } = fakeFetch();
    const original = globalThis.fetch;
    globalThis.fetch = fetch;
    try {
      await createApiClient().call(getShopTheme, { params: { shop: 'ember' } });
    } finally {
      globalThis.fetch = original;
    }
    expect(requests).toHaveLength(1);
  });
});
