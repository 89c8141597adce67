import { createRequire } from 'node:module';
import type * as ReactRouterDomServer from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';

// Remix renders every page through react-router-dom's static router, handing it the same route objects each time
// (patches/@remix-run+react: made once per build). The patched createStaticRouter (docs/decisions/061) converts a
// routes array once and keeps it, so the router's match cache (patches/@remix-run+router) holds across requests;
// before, every render built and ranked the whole route table again. Loaded as the server loads it: through require.
const { createStaticHandler, createStaticRouter } = createRequire(import.meta.url)(
  'react-router-dom/server',
) as typeof ReactRouterDomServer;

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
