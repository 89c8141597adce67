import type { AppLoadContext } from '@remix-run/node';
import pino from 'pino';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRoute, errorResponse } from '~/server/api-route.server';
import type { Viewer } from '~/server/context.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { apiErrorBodySchema } from '../../schemas/api/error';
import { defineContract, pathParams } from '../../schemas/api/contract';

const player: Viewer = {
  playerId: 'player-1',
  shopId: 'shop-1',
  shopHandle: 'ember',
  sessionId: 'session-1',
  clientKind: 'WEB',
};

function fakeContext(viewer: Viewer | null = player) {
  const capture = vi.fn();
  const context = {
    identify: vi.fn(async () => viewer),
    reporter: { capture },
    logger: pino({ level: 'silent' }),
    requestId: 'req-1',
  } as unknown as AppLoadContext;
  return { context, capture };
}

const buyItem = defineContract({
  name: 'buyItem',
  method: 'POST',
  path: '/api/shops/{shop}/items/{item}',
  secure: true,
  tag: 'Shop',
  status: 'implemented',
  summary: 'test',
  params: pathParams('/api/shops/{shop}/items/{item}'),
  query: z.object({ tag: z.array(z.string()).optional(), count: z.coerce.number().int().optional() }),
  body: z.object({ quantity: z.number().int().min(1, 'Expected at least 1') }),
  response: z.object({ item: z.string(), quantity: z.number(), tags: z.array(z.string()) }),
});

const buy = apiRoute(buyItem, async ({ params, query, body, viewer }) => {
  // `viewer` is a Viewer here (secure, no anonymous access): no null check needed.
  expectTypeOf(viewer).toEqualTypeOf<Viewer>();
  expectTypeOf(body).toEqualTypeOf<{ quantity: number }>();
  expectTypeOf(query).toEqualTypeOf<{ tag?: string[] | undefined; count?: number | undefined }>();
  expect(viewer.playerId).toBe('player-1');
  if (params.item === 'missing') throw new NotFoundError('No item called missing');
  if (params.item === 'taken') throw new ConflictError('Already bought');
  if (params.item === 'locked') throw new UnprocessableError('Not yet', [{ path: 'quantity', message: 'Too many' }]);
  if (params.item === 'boom') throw new Error('database exploded at /srv/db.ts:12');
  if (params.item === 'wrong') return { item: params.item } as never;
  return { item: params.item, quantity: body.quantity, tags: query.tag ?? [] };
});

const readLayout = defineContract({
  name: 'readLayout',
  method: 'GET',
  path: '/api/shops/{shop}/layout',
  secure: true,
  anonymous: 'allowed',
  tag: 'Shop',
  status: 'implemented',
  summary: 'test',
  params: pathParams('/api/shops/{shop}/layout'),
  response: z.object({ personalised: z.boolean() }),
});

const layout = apiRoute(readLayout, ({ viewer }) => {
  expectTypeOf(viewer).toEqualTypeOf<Viewer | null>();
  return { personalised: viewer !== null };
});

const readTheme = defineContract({
  name: 'readTheme',
  method: 'GET',
  path: '/api/shops/{shop}/theme',
  secure: false,
  tag: 'Shop',
  status: 'implemented',
  summary: 'test',
  params: pathParams('/api/shops/{shop}/theme'),
  response: z.object({ colour: z.string() }),
});

const theme = apiRoute(readTheme, ({ viewer, params }) => {
  expectTypeOf(viewer).toEqualTypeOf<null>();
  expectTypeOf(params).toEqualTypeOf<{ shop: string }>();
  return { colour: '#a3e635' };
});

function post(item: string, body: unknown, headers: Record<string, string> = {}, search = '') {
  return new Request(`http://shop.test/api/shops/ember/items/${item}${search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Host: 'shop.test', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

describe('apiRoute', () => {
  it('runs the handler with parsed params, query and body and answers JSON', async () => {
    const { context } = fakeContext();
    const response = await buy({
      request: post('gold', { quantity: 2 }, {}, '?tag=a&tag=b&count=3'),
      params: { shop: 'ember', item: 'gold' },
      context,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ item: 'gold', quantity: 2, tags: ['a', 'b'] });
  });

  it('reads a single value of an array query key as an array', async () => {
    const { context } = fakeContext();
    const response = await buy({
      request: post('gold', { quantity: 1 }, {}, '?tag=solo'),
      params: { shop: 'ember', item: 'gold' },
      context,
    });
    expect(await response.json()).toMatchObject({ tags: ['solo'] });
  });

  it('answers no-store on secure calls, and leaves public ones cacheable', async () => {
    const { context } = fakeContext();
    const secure = await buy({
      request: post('gold', { quantity: 1 }),
      params: { shop: 'ember', item: 'gold' },
      context,
    });
    expect(secure.headers.get('Cache-Control')).toBe('no-store');
    const open = await theme({
      request: new Request('http://shop.test/api/shops/ember/theme'),
      params: { shop: 'ember' },
      context,
    });
    expect(open.status).toBe(200);
    expect(open.headers.get('Cache-Control')).toBeNull();
  });

  it('answers 400 with the paths of every invalid field', async () => {
    const { context } = fakeContext();
    const response = await buy({
      request: post('gold', { quantity: 0, extra: 1 }, {}, '?count=many'),
      params: { shop: 'Ember!', item: 'gold' },
      context,
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('The request has invalid fields');
    expect(error.fields?.map((field) => field.path)).toEqual(['params.shop', 'query.count', 'quantity']);
    expect(error.fields?.[0]?.message).toBe('Expected a shop handle: lowercase letters, digits and dashes');
    expect(error.fields?.[2]?.message).toBe('Expected at least 1');
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const { context } = fakeContext();
    const response = await buy({
      request: post('gold', '{"quantity": '),
      params: { shop: 'ember', item: 'gold' },
      context,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_json');
  });

  it('answers 401 on a secure call without a signed-in player, before reading the request', async () => {
    const { context } = fakeContext(null);
    const response = await buy({ request: post('gold', 'not json'), params: { shop: 'ember', item: 'gold' }, context });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthenticated');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('gives anonymous callers the public version where the contract allows them', async () => {
    const anonymous = fakeContext(null);
    const request = () => new Request('http://shop.test/api/shops/ember/layout');
    const publicAnswer = await layout({ request: request(), params: { shop: 'ember' }, context: anonymous.context });
    expect(await publicAnswer.json()).toEqual({ personalised: false });
    const signedIn = fakeContext();
    const personal = await layout({ request: request(), params: { shop: 'ember' }, context: signedIn.context });
    expect(await personal.json()).toEqual({ personalised: true });
  });

  it('does not ask who the caller is on public calls', async () => {
    const { context } = fakeContext();
    await theme({ request: new Request('http://shop.test/api/shops/ember/theme'), params: { shop: 'ember' }, context });
    expect(context.identify).not.toHaveBeenCalled();
  });

  it('answers 403 to a state-changing call from another origin', async () => {
    const { context } = fakeContext();
    const params = { shop: 'ember', item: 'gold' };
    const crossOrigin: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'https://shop.test.evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of crossOrigin) {
      const response = await buy({ request: post('gold', { quantity: 1 }, headers), params, context });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await errorOf(response)).code).toBe('forbidden_origin');
    }
  });

  it('accepts a state-changing call from its own origin or without an Origin header', async () => {
    const { context } = fakeContext();
    const params = { shop: 'ember', item: 'gold' };
    const same = await buy({
      request: post('gold', { quantity: 1 }, { Origin: 'http://shop.test', 'Sec-Fetch-Site': 'same-origin' }),
      params,
      context,
    });
    expect(same.status).toBe(200);
    const none = await buy({ request: post('gold', { quantity: 1 }), params, context });
    expect(none.status).toBe(200);
  });

  it('answers 405 with an Allow header to other methods', async () => {
    const { context } = fakeContext();
    const get = await buy({
      request: new Request('http://shop.test/api/shops/ember/items/gold'),
      params: { shop: 'ember', item: 'gold' },
      context,
    });
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect((await errorOf(get)).code).toBe('method_not_allowed');
    const del = await theme({
      request: new Request('http://shop.test/api/shops/ember/theme', { method: 'DELETE' }),
      params: { shop: 'ember' },
      context,
    });
    expect(del.status).toBe(405);
    expect(del.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('maps domain errors to 404, 409 and 422 in the one error shape', async () => {
    const { context, capture } = fakeContext();
    const answer = (item: string) =>
      buy({ request: post(item, { quantity: 1 }), params: { shop: 'ember', item }, context });
    const missing = await answer('missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'No item called missing' } });
    const taken = await answer('taken');
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('conflict');
    const locked = await answer('locked');
    expect(locked.status).toBe(422);
    expect(await errorOf(locked)).toEqual({
      code: 'unprocessable',
      message: 'Not yet',
      fields: [{ path: 'quantity', message: 'Too many' }],
    });
    expect(capture).not.toHaveBeenCalled();
  });

  it('answers 500 without details for anything else, and reports it', async () => {
    const { context, capture } = fakeContext();
    const response = await buy({
      request: post('boom', { quantity: 1 }),
      params: { shop: 'ember', item: 'boom' },
      context,
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side' } });
    expect(text).not.toContain('exploded');
    expect(text).not.toContain('.ts');
    expect(capture).toHaveBeenCalledTimes(1);
    expect((capture.mock.calls[0]?.[0] as Error).message).toContain('database exploded');
  });

  it('treats an answer that breaks the contract as our own 500', async () => {
    const { context, capture } = fakeContext();
    const response = await buy({
      request: post('wrong', { quantity: 1 }),
      params: { shop: 'ember', item: 'wrong' },
      context,
    });
    expect(response.status).toBe(500);
    expect(capture).toHaveBeenCalledTimes(1);
    expect((capture.mock.calls[0]?.[0] as Error).message).toContain('buyItem does not match its contract');
  });

  it('passes a thrown or returned Response through', async () => {
    const { context } = fakeContext();
    const teapot = apiRoute(readTheme, () => {
      throw errorResponse(404, 'not_found', 'Gone');
    });
    const response = await teapot({
      request: new Request('http://shop.test/api/shops/ember/theme'),
      params: { shop: 'ember' },
      context,
    });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'Gone' });
  });
});

describe('apiRoute bounds what a caller can send', () => {
  const params = { shop: 'ember', item: 'gold' };
  const streamOf = (bytes: number) => {
    let sent = 0;
    const chunk = new Uint8Array(1024).fill(0x20);
    return {
      pulled: () => sent,
      stream: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    };
  };
  const streamedPost = (stream: ReadableStream<Uint8Array>) =>
    new Request('http://shop.test/api/shops/ember/items/gold', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);

  it('answers 413 to a body over the default 16 kB, declared or streamed, and closes the connection without running the handler', async () => {
    const { context } = fakeContext();
    const big = { quantity: 1, note: 'x'.repeat(16 * 1024) };
    const declared = await buy({
      request: post('boom', big, { 'Content-Length': String(JSON.stringify(big).length) }),
      params: { ...params, item: 'boom' },
      context,
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('Connection')).toBe('close');
    expect(await errorOf(declared)).toEqual({
      code: 'invalid_request',
      message: 'The request body is larger than 16 kB: send less at once',
    });
    const body = streamOf(10 * 1024 * 1024);
    const streamed = await buy({ request: streamedPost(body.stream), params: { ...params, item: 'boom' }, context });
    expect(streamed.status).toBe(413);
    // It stopped reading just past the limit: the other ~10 MB were never pulled.
    expect(body.pulled()).toBeLessThan(64 * 1024);
  });

  it('takes a larger body where the contract declares it', async () => {
    const batch = defineContract({
      ...buyItem,
      name: 'buyMany',
      body: z.object({ quantity: z.number(), note: z.string() }),
      maxBodyBytes: 64 * 1024,
    });
    const route = apiRoute(batch, ({ body, params: { item } }) => ({ item, quantity: body.quantity, tags: [] }));
    const { context } = fakeContext();
    const response = await route({
      request: post('gold', { quantity: 3, note: 'x'.repeat(40 * 1024) }),
      params,
      context,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ item: 'gold', quantity: 3, tags: [] });
  });

  it('answers 400 invalid_json to a body nested 7,000 levels deep (as deep as 16 kB allows), with or without an Idempotency-Key', async () => {
    const { context } = fakeContext();
    for (const headers of [{}, { 'Idempotency-Key': 'deep-1' }] as Array<Record<string, string>>) {
      const response = await buy({
        request: post('boom', `{"quantity":${'['.repeat(7_000)}${']'.repeat(7_000)}}`, headers),
        params: { ...params, item: 'boom' },
        context,
      });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: 'invalid_json',
        message: 'The request body nests deeper than 32 levels',
      });
    }
  });

  it('refuses NUL and unpaired surrogates in the body, the query and the path with a field error', async () => {
    const { context } = fakeContext();
    const inBody = await buy({
      request: post('boom', '{"quantity":1,"note":"a\\u0000b"}'),
      params: { ...params, item: 'boom' },
      context,
    });
    expect(inBody.status).toBe(400);
    expect((await errorOf(inBody)).fields).toEqual([
      { path: 'note', message: 'Expected text without NUL characters or unpaired surrogates' },
    ]);
    const inQuery = await buy({
      request: post('boom', { quantity: 1 }, {}, '?tag=ok&tag=a%00'),
      params: { ...params, item: 'boom' },
      context,
    });
    expect(inQuery.status).toBe(400);
    expect((await errorOf(inQuery)).fields).toEqual([
      { path: 'query.tag[1]', message: 'Expected text without NUL characters or unpaired surrogates' },
    ]);
    // The path is checked before anything runs a query: not even the session lookup sees it.
    const signedIn = fakeContext();
    const inPath = await buy({
      request: post('boom', { quantity: 1 }),
      params: { shop: 'a\u0000b', item: '\udc00' },
      context: signedIn.context,
    });
    expect(inPath.status).toBe(400);
    expect((await errorOf(inPath)).fields?.map((field) => field.path).sort()).toEqual(['params.item', 'params.shop']);
    expect(signedIn.context.identify).not.toHaveBeenCalled();
  });
});
