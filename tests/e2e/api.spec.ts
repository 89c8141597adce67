import { expect, test } from '@playwright/test';
import { contractList } from '../../schemas/api';
import { demoShops } from './demo-fixtures';

const shop = demoShops[0]!;

test.describe('the storefront API of a demo shop', () => {
  test('GET /api/shops/get_by_handle/{handle} answers the shop', async ({ request }) => {
    const response = await request.get(`/api/shops/get_by_handle/${shop.handle}`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ handle: shop.handle, name: shop.config.name });
  });

  test('GET /api/shops/{shop}/theme answers the fixture’s theme exactly', async ({ request }) => {
    const response = await request.get(`/api/shops/${shop.handle}/theme`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual(shop.config.theme);
  });

  test('menu, layout, icons, tracking and cookie consent answer from the published config', async ({ request }) => {
    const menu = await (await request.get(`/api/menu/${shop.handle}`)).json();
    expect(menu.items.map((item: { id: string }) => item.id)).toEqual(shop.config.menu.map((item) => item.id));
    const layout = await (await request.get(`/api/shops/${shop.handle}/layout?page=HOME`)).json();
    expect(layout.pages).toHaveLength(1);
    expect(layout.pages[0].target).toBe('HOME');
    const icons = await request.get(`/api/shops/get_icons/${shop.handle}`);
    expect((await icons.json()).favicon).toMatch(/^(\/|https:\/\/)/);
    expect((await request.get(`/api/shop/${shop.handle}/ga_id`)).status()).toBe(200);
    expect(await (await request.get(`/api/shop/${shop.handle}/meta_tracking_id`)).json()).toHaveProperty(
      'metaTrackingId',
    );
    expect(await (await request.get(`/api/shops/${shop.handle}/cookie_yes_config`)).json()).toHaveProperty(
      'acceptLabel',
    );
  });

  test('GET /api/domain/{domain} answers the shop handle of a custom domain', async ({ request }) => {
    const response = await request.get(`/api/domain/${shop.domains[0]}`);
    expect(await response.json()).toEqual({ handle: shop.handle });
  });
});

test.describe('errors of the API', () => {
  test('an unknown shop is a 404 in the one error shape', async ({ request }) => {
    const response = await request.get('/api/shops/get_by_handle/no-such-shop');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No shop with the handle "no-such-shop"' },
    });
  });

  test('a malformed handle is a 400 that names the field', async ({ request }) => {
    const response = await request.get('/api/shops/Bad_Handle!/theme');
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields).toEqual([
      { path: 'params.shop', message: 'Expected a shop handle: lowercase letters, digits and dashes' },
    ]);
  });

  test('a wrong query value is a 400 that names the field', async ({ request }) => {
    const response = await request.get(`/api/shops/${shop.handle}/layout?page=NOWHERE`);
    expect(response.status()).toBe(400);
    expect((await response.json()).error.fields[0].path).toBe('query.page');
  });

  test('a call without what it needs is refused, and an unknown path is a 404, both as JSON', async ({ request }) => {
    const refused = await request.post('/api/cart/get', { headers: { Origin: 'http://127.0.0.1:1' } });
    expect([401, 403]).toContain(refused.status());
    expect((await refused.json()).error.code).toMatch(/unauthenticated|forbidden_origin/);
    // Every call of the spec is built now (tests/unit/contracts.test.ts keeps it so): a pending one would answer 501.
    expect(contractList.filter((contract) => contract.status === 'pending')).toEqual([]);
    const unknown = await request.get('/api/nothing/here');
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.code).toBe('not_found');
  });

  test('a state-changing request from another origin is refused', async ({ request }) => {
    const response = await request.post(`/api/shops/${shop.handle}/theme`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect([403, 405]).toContain(response.status());
    expect((await response.json()).error.code).toMatch(/forbidden_origin|method_not_allowed/);
  });
});

test('GET /api/openapi.json is an OpenAPI 3.1 document with every call', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toMatch(/^3\.1/);
  expect(Object.keys(document.paths)).toContain('/api/shops/{shop}/theme');
  expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(50);
});

test.describe('the HTTP entry', () => {
  test('/healthz and /readyz answer 200 when the process and database are up', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  test('every response carries a request id, and a valid incoming one is kept', async ({ request }) => {
    const response = await request.get('/healthz', { headers: { 'X-Request-Id': 'trace-1234567890' } });
    expect(response.headers()['x-request-id']).toBe('trace-1234567890');
  });

  test('pages are compressed on the fly; built assets are served precompressed and cached immutably', async ({
    request,
  }) => {
    const html = await request.get(`/${shop.handle}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers()['content-encoding']).toBe('gzip');
    const script = /"(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('a missing static file is a plain 404, never a page', async ({ request }) => {
    for (const path of ['/demo/missing/no-such-image.svg', '/assets/no-such-chunk.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/plain');
    }
  });
});
