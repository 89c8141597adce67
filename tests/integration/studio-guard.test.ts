import { readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { studioCalls } from '../../app/server/studio/api/calls.server';
import { integrationSuite } from '../helpers/integration-suite';
import { studioBrowser } from '../helpers/studio';
import { callRoute, signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';

// Deny by default (docs/decisions/035): every studio page route (read from app/routes, so a new one is covered the day
// it is added) and every /studio/api call (from its dispatch table) is tried anonymously, with a player's session, as a
// member of another shop and as a viewer. Only the sign-in and sign-out routes are public, and say so below.

const suite = integrationSuite();
const SHOP = 'verdant';
const OTHER_SHOP = 'frostmark';
const PUBLIC_ROUTES = new Set(['studio.sign-in.tsx', 'studio.sign-out.tsx']);
/** The /studio/api splat: its calls are tried one by one below, from the table it dispatches. */
const API_SPLAT = 'studio.api.$.ts';

type RouteModule = {
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
};

const routesDir = path.resolve('app/routes');
const studioRouteFiles = readdirSync(routesDir).filter(
  (file) => file.startsWith('studio.') && !PUBLIC_ROUTES.has(file) && file !== API_SPLAT,
);

/** `studio.$shop.preview.($page).tsx` -> the URL and params Remix would give it for `shop`. */
function addressOf(file: string, shop: string) {
  const params: Record<string, string> = {};
  const segments: string[] = [];
  for (const segment of file.replace(/\.tsx?$/, '').split('.')) {
    if (segment === '_index' || /^\(.*\)$/.test(segment)) continue;
    if (segment.startsWith('$')) {
      const name = segment.slice(1);
      params[name] = name === 'shop' ? shop : randomUUID();
      segments.push(params[name]!);
    } else segments.push(segment);
  }
  return { url: `${TEST_ORIGIN}/${segments.join('/')}`, params };
}

/** What a loader or action answered: its status, or 'ok' for data without one. */
async function outcome(run: () => unknown): Promise<number | 'ok'> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    const init = (result as { init?: ResponseInit | null } | null)?.init;
    return init?.status && init.status >= 300 ? init.status : 'ok';
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

function request(url: string, method: string, headers: Record<string, string>) {
  const body = method === 'GET' ? undefined : new URLSearchParams({ intent: 'guard-test' });
  return new Request(url, { method, headers: { Origin: TEST_ORIGIN, ...headers }, body });
}

const callers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  callers.anonymous = {};
  callers.player = (await signedInBrowser(suite.context, SHOP, 'player@guard.test')).headers;
  callers.otherShopOwner = (await studioBrowser(suite.context, 'other-owner@guard.test', OTHER_SHOP, 'owner')).headers;
  callers.viewer = (await studioBrowser(suite.context, 'viewer@guard.test', SHOP, 'viewer')).headers;
  callers.owner = (await studioBrowser(suite.context, 'owner@guard.test', SHOP, 'owner')).headers;
});

describe('the studio page routes', () => {
  it('are found in app/routes (the guard below has something to guard)', () => {
    expect(studioRouteFiles).toEqual(
      expect.arrayContaining(['studio._index.tsx', 'studio.$shop.history.tsx', 'studio.$shop.preview.($page).tsx']),
    );
  });

  describe.each(studioRouteFiles)('%s', (file) => {
    const load = async () => (await import(/* @vite-ignore */ path.join(routesDir, file))) as RouteModule;
    const { url, params } = addressOf(file, SHOP);
    const run = async (kind: 'loader' | 'action', caller: string) => {
      const module = await load();
      const fn = module[kind];
      if (!fn) return 'absent' as const;
      const method = kind === 'loader' ? 'GET' : 'POST';
      return outcome(() => fn({ request: request(url, method, callers[caller]!), params, context: suite.context }));
    };

    it('sends anonymous visitors and players to the studio sign-in, from its loader and its action', async () => {
      const module = await load();
      expect(module.loader, `${file} has a loader`).toBeTypeOf('function');
      for (const caller of ['anonymous', 'player']) {
        expect(await run('loader', caller), `${caller} loader`).toBe(302);
        const action = await run('action', caller);
        if (action !== 'absent') expect(action, `${caller} action`).toBe(302);
      }
    });

    it('answers 404 to a member of another shop', async () => {
      if (!('shop' in params)) return expect(await run('loader', 'otherShopOwner')).toBe('ok');
      expect(await run('loader', 'otherShopOwner')).toBe(404);
      const action = await run('action', 'otherShopOwner');
      if (action !== 'absent') expect(action).toBe(404);
    });

    it('refuses a viewer’s writes with 403 and opens for the owner', async () => {
      expect(await run('loader', 'owner')).toBe('ok');
      expect([403, 'ok']).toContain(await run('loader', 'viewer'));
      const action = await run('action', 'viewer');
      if (action !== 'absent') expect(action).toBe(403);
    });
  });
});

describe('the /studio/api calls', () => {
  const calls = studioCalls.map((call) => ({ name: `${call.methods[0]} ${call.path}`, call }));

  describe.each(calls)('$name', ({ call }) => {
    const method = call.methods[0]!;
    const params: Record<string, string> = { shop: SHOP, publisherId: randomUUID(), itemId: 'guard-item' };
    const pathOf = (shop: string) =>
      call.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'shop' ? shop : (params[name] ?? name)));
    const send = (caller: string, extra: Record<string, string> = {}) =>
      callRoute(call, suite.context, {
        method,
        path: pathOf(SHOP),
        params,
        headers: { ...callers[caller], ...extra },
        body: method === 'GET' ? undefined : {},
      });

    it('answers 401 to anonymous callers and to players, without anything of the shop', async () => {
      for (const caller of ['anonymous', 'player']) {
        const response = await send(caller);
        expect(response.status, caller).toBe(401);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
      }
    });

    it('answers 404 to a member of another shop', async () => {
      const response = await send('otherShopOwner');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    });

    if (method !== 'GET') {
      it('answers 403 to a viewer, and to another site’s page', async () => {
        expect((await send('viewer')).status).toBe(403);
        const forged = await send('owner', { Origin: 'https://evil.example' });
        expect(forged.status).toBe(403);
        expect(await forged.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
      });
    }
  });
});
