import { createRequire } from 'node:module';
import type * as RemixRouter from '@remix-run/router';
import type * as ReactRouterDomServer from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';

// Remix renders every page through react-router-dom's static router, handing it the same route objects each time
// (patches/@remix-run+react: made once per build). The patched createStaticRouter (docs/decisions/061) converts a
// routes array once and keeps it, so the router's match cache (patches/@remix-run+router) holds across requests;
// before, every render built and ranked the whole route table again. Loaded as the server loads it: through require.
const { createStaticHandler, createStaticRouter } = createRequire(import.meta.url)(
  'react-router-dom/server',
) as typeof ReactRouterDomServer;

const { matchRoutes } = createRequire(import.meta.url)('@remix-run/router') as typeof RemixRouter;

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'shop', path: ':shop', children: [{ id: 'checkout', path: 'checkout' }] },
    ],
  },
];

async function contextFor(url: string) {
  const context = await createStaticHandler(routes).query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error(`no page for ${url}`);
  return context;
}

describe('the static router Remix renders pages with', () => {
  it('keeps one set of data routes per route table, and each render still matches its own address', async () => {
    const checkout = createStaticRouter(routes, await contextFor('/emberfall/checkout'));
    const home = createStaticRouter(routes, await contextFor('/'));
    expect(home.routes).toBe(checkout.routes);
    expect(checkout.state.matches.map((match) => match.route.id)).toEqual(['root', 'shop', 'checkout']);
    expect(checkout.state.matches[1]!.params).toEqual({ shop: 'emberfall' });
    expect(home.state.matches.map((match) => match.route.id)).toEqual(['root', 'home']);
    // The matches point into the kept data routes, as before the patch.
    expect(checkout.state.matches[0]!.route).toBe(checkout.routes[0]);
  });

  it('converts another route table on its own', async () => {
    const other = [{ id: 'root', path: '/' }];
    const router = createStaticRouter(other, await contextFor('/'));
    expect(router.routes).not.toBe(createStaticRouter(routes, await contextFor('/')).routes);
    expect(router.routes.map((route) => route.id)).toEqual(['root']);
  });
});

describe("the router's matcher, asked for the same path again (each request asks four or five times)", () => {
  it('gives every caller its own copy of the same answer', () => {
    const first = matchRoutes(routes, '/emberfall/checkout')!;
    // Read-only in the types only: the router's own JavaScript callers are not held to that.
    (first[1]!.params as Record<string, string>).shop = 'changed by a caller';
    first.pop();
    const again = matchRoutes(routes, '/emberfall/checkout')!;
    expect(again.map((match) => match.route.id)).toEqual(['root', 'shop', 'checkout']);
    expect(again.map((match) => [match.pathname, match.pathnameBase])).toEqual([
      ['/', '/'],
      ['/emberfall', '/emberfall'],
      ['/emberfall/checkout', '/emberfall/checkout'],
    ]);
    // As the matcher builds them: one params object for the whole branch, with every segment's params.
    expect(again[2]!.params).toEqual({ shop: 'emberfall' });
    expect(again[0]!.params).toBe(again[2]!.params);
    expect(again[2]!.route).toBe(routes[0]!.children[1]!.children![0]);
  });

  it('remembers an address without a page as no match, and matches another address afresh', () => {
    expect(matchRoutes(routes, '/emberfall/checkout/nothing-here')).toBeNull();
    expect(matchRoutes(routes, '/emberfall/checkout/nothing-here')).toBeNull();
    expect(matchRoutes(routes, '/ironclad')!.map((match) => match.params.shop)).toEqual(['ironclad', 'ironclad']);
  });
});
