import type { LoaderFunctionArgs } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { loader as apiRoute } from '~/routes/api.$';
import { loader as serverApiRoute } from '~/routes/server-api.$';
import { loader as webhookRoute } from '~/routes/webhooks.$';
import { apiCalls, serverApiCalls, webhookCalls } from '~/server/api/calls.server';
import { dispatchCalls } from '~/server/api/dispatch.server';
import { apiCall, type ApiCall } from '~/server/request-route.server';
import { contractList } from '../../schemas/api';
import { deliveryServerOperations } from '../../schemas/delivery';
import { gameEventOperations } from '../../schemas/game-events';
import { gameServerOperations } from '../../schemas/game-server-api';
import { launcherReleaseOperations } from '../../schemas/launcher-releases';
import { shopHandleSchema } from '../../schemas/shop-handle';

// The splat routes of /api, /server-api and /webhooks (docs/decisions/034-api-dispatch-outside-route-table.md), as
// a caller sees them: which call answers a URL and method, and what answers when none does.

const origin = 'http://shop.test';

/** A request to a splat route as Remix hands it over (the splat's own params are ignored by the dispatch). */
function args(method: string, path: string): LoaderFunctionArgs {
  return { request: new Request(`${origin}${path}`, { method }), params: {}, context: {} as never };
}

/** Stand-ins with the real tables' paths and methods, answering which call they are and the params they saw. */
function standIns(calls: readonly ApiCall[]): ApiCall[] {
  return calls.map((call) =>
    apiCall(call.path, call.methods, ({ params }) =>
      Promise.resolve(Response.json({ path: call.path, methods: call.methods, params })),
    ),
  );
}
const unknown = () => Promise.resolve(new Response('unknown', { status: 404 }));

/** A URL of a path: each placeholder filled with a value no literal segment uses. */
const sampleUrl = (path: string) => path.replace(/\{([^}]+)\}/g, (_match, name: string) => `sample-${name}`);

describe('given the /api, /server-api and /webhooks tables', () => {
  const dispatch = dispatchCalls(standIns([...apiCalls, ...serverApiCalls, ...webhookCalls]), unknown);

  it('sends every documented call to the call with its path and method, with its params', async () => {
    const documented = [
      ...contractList.filter((contract) => contract.status === 'implemented'),
      ...gameServerOperations,
      ...deliveryServerOperations,
      ...gameEventOperations,
      ...launcherReleaseOperations,
      { path: '/webhooks/payments/{provider}', method: 'POST' },
      { path: '/api/openapi.json', method: 'GET' },
    ];
    for (const { path, method } of documented) {
      const answer = (await (await dispatch(args(method, sampleUrl(path)))).json()) as {
        path: string;
        methods: string[];
        params: Record<string, string>;
      };
      expect(`${method} ${answer.path}`, `${method} ${path}`).toBe(`${method} ${path}`);
      expect(answer.methods).toContain(method);
      expect(Object.values(answer.params).every((value) => value.startsWith('sample-'))).toBe(true);
    }
  });

  it('matches as Remix did: any case, trailing slashes, %-decoded params with an encoded slash inside', async () => {
    const answer = async (path: string) =>
      (await (await dispatch(args('GET', path))).json()) as { path: string; params: Record<string, string> };
    expect((await answer('/API/Shop/emberfall/GA_ID/')).path).toBe('/api/shop/{shop}/ga_id');
    expect((await answer('/api/domain/shop%2Eexample.com')).params).toEqual({ domain: 'shop.example.com' });
    expect((await answer('/api/domain/a%2Fb')).params).toEqual({ domain: 'a/b' });
  });

  it('leaves a path no call has to the unknown answer', async () => {
    for (const path of ['/api', '/api/cart', '/api/cart/get/more', '/api//cart/get', '/server-api/v1/shops/x']) {
      expect((await dispatch(args('GET', path))).status, path).toBe(404);
    }
  });

  it('on a path with a GET and a PUT call, runs the GET for HEAD and the PUT for any other method', async () => {
    const path = '/server-api/v1/shops/emberfall/delivery-endpoint';
    const methodsOf = async (method: string) =>
      ((await (await dispatch(args(method, path))).json()) as { methods: string[] }).methods;
    expect(await methodsOf('GET')).toEqual(['GET']);
    expect(await methodsOf('HEAD')).toEqual(['GET']);
    expect(await methodsOf('PUT')).toEqual(['PUT']);
    expect(await methodsOf('POST')).toEqual(['PUT']);
  });
});

describe('given a known path called with the wrong method', () => {
  it('answers 405 in the one error shape with Allow, from the call itself', async () => {
    const cases = [
      { route: apiRoute, method: 'POST', path: '/api/shop/emberfall/ga_id', allow: 'GET, HEAD' },
      { route: apiRoute, method: 'GET', path: '/api/cart/mutate', allow: 'POST' },
      { route: apiRoute, method: 'POST', path: '/api/openapi.json', allow: 'GET, HEAD' },
      { route: serverApiRoute, method: 'POST', path: '/server-api/v1/shops/emberfall/deliveries', allow: 'GET' },
      { route: serverApiRoute, method: 'HEAD', path: '/server-api/v1/shops/emberfall/delivery-endpoint', allow: 'GET' },
      { route: serverApiRoute, method: 'POST', path: '/server-api/v1/shops/emberfall/delivery-endpoint', allow: 'PUT' },
    ];
    for (const { route, method, path, allow } of cases) {
      const response = await route(args(method, path));
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow'), `${method} ${path}`).toBe(allow);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    }
  });

  it('answers a webhook GET with the 405 providers read', async () => {
    const response = await webhookRoute(args('GET', '/webhooks/payments/sandbox'));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.json()).toEqual({ received: false, message: 'Expected POST' });
  });
});

describe('given a path no call answers', () => {
  it('has no call of the spec left unbuilt (those would answer 501 not_implemented)', () => {
    // Issues 15 and 16 built the last pending calls (checkout links, launcher installers, saved payment methods).
    expect(contractList.filter((contract) => contract.status === 'pending').map((contract) => contract.name)).toEqual(
      [],
    );
  });

  it('answers a JSON 404 under each prefix', async () => {
    for (const [route, path] of [
      [apiRoute, '/api/no/such/call'],
      [serverApiRoute, '/server-api/v1/nothing'],
      [webhookRoute, '/webhooks/payments'],
    ] as const) {
      const response = await route(args('POST', path));
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });
});

describe('given a publisher choosing a shop handle', () => {
  it('refuses each prefix a splat route takes, whose pages no shop could serve', () => {
    for (const prefix of ['api', 'server-api', 'webhooks'])
      expect(shopHandleSchema.safeParse(prefix).success).toBe(false);
  });
});
