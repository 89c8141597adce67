import type { AppLoadContext } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoShops } from '../../fixtures/shops/index';
import { seedShops } from '../../app/server/seed.server';
import { sessionCookieName } from '../../app/server/players/sessions.server';
import { loader as shopPage } from '../../app/routes/($shop).($page)';
import { action as accountAction, loader as accountPage } from '../../app/routes/($shop).account';
import { loader as checkoutPage } from '../../app/routes/($shop).checkout';
import { loader as checkoutResultPage } from '../../app/routes/($shop).checkout_.result';
import { loader as receiptPage } from '../../app/routes/($shop).receipt.$orderId';
import { consentCookieName } from '../../app/shop/consent-cookie';
import type { StorefrontData } from '../../app/shop/load-storefront.server';
import type { Card } from '../../schemas/cards';
import { insertOrder } from '../helpers/paid-orders';
import { createTestContext, manualClock, shopIdOf, signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Every shop page, as a returning player on the shop's own domain meets it: a consent cookie and a session.

const HANDLE = 'frostmark';
// A real custom domain is served over https: its session cookie is the `__Host-` one.
const DOMAIN_ORIGIN = 'https://play.frostmark.example';
let database: TestDatabase;
let mainHost: AppLoadContext;
let ownDomain: AppLoadContext;
let cookie: string;
let email: string;
let orderId: string;

type PageArgs = { request: Request; params: Record<string, string>; context: AppLoadContext };
type Loader = (args: PageArgs) => Promise<unknown>;
/** What Remix hands the client from a loader that answered with `data(...)`. */
type Answer = {
  data: { storefront: StorefrontData; viewer: { player: { email: string | null } } | null };
  init: ResponseInit | null;
};

async function open(
  loader: Loader,
  path: string,
  params: Record<string, string> = {},
  context = ownDomain,
): Promise<Answer> {
  const request = new Request(`${DOMAIN_ORIGIN}${path}`, { headers: { Cookie: cookie } });
  return (await loader({ request, params, context })) as Answer;
}

async function statusOf(promise: Promise<unknown>): Promise<{ status: number; body: unknown } | 'answered'> {
  try {
    await promise;
    return 'answered';
  } catch (thrown) {
    if (thrown instanceof Response) {
      const text = await thrown.text();
      return {
        status: thrown.status,
        body: thrown.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text,
      };
    }
    // `data(...)` thrown by a loader: a DataWithResponseInit.
    if (thrown && typeof thrown === 'object' && 'init' in thrown && 'data' in thrown) {
      const { init, data } = thrown as { init: ResponseInit | null; data: unknown };
      return { status: init?.status ?? 200, body: data };
    }
    throw thrown;
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
  const clock = manualClock();
  mainHost = createTestContext({ database, clock });
  ownDomain = { ...mainHost, customDomainShopHandle: HANDLE };
  email = 'returning-player@example.com';
  const browser = await signedInBrowser(ownDomain, HANDLE, email);
  cookie = `${sessionCookieName(HANDLE, true)}=${browser.session.token}; ${consentCookieName(HANDLE)}=granted`;
  // One Crystal cache bought of the three a player may buy: the home page's card should say 2 are left.
  const order = await insertOrder(database.db, clock, {
    shopId: await shopIdOf(database.db, HANDLE),
    playerId: browser.player.id,
    currency: 'JPY',
    lines: [{ itemId: 'crystal-cache', name: 'Crystal cache', unitAmount: 1200 }],
  });
  orderId = order.id;
});
afterAll(async () => {
  await database?.destroy();
});

describe('every page of a shop on its own domain, for a signed-in player who accepted cookies', () => {
  const pages: Array<[string, Loader, Record<string, string>]> = [
    ['/', shopPage as Loader, {}],
    ['/shop', shopPage as Loader, { shop: 'shop' }],
    ['/loyalty', shopPage as Loader, { shop: 'loyalty' }],
    ['/account', accountPage as Loader, {}],
    ['/checkout', checkoutPage as Loader, {}],
    ['/checkout/result', checkoutResultPage as Loader, {}],
    ['/receipt/{orderId}', receiptPage as Loader, {}],
  ];

  for (const [path, loader, params] of pages) {
    it(`${path} reads the consent cookie (no banner, trackers allowed), names the player and is never cached`, async () => {
      const address = path.replace('{orderId}', orderId);
      const { data, init } = await open(loader, address, path.includes('{orderId}') ? { orderId } : params);
      expect(data.storefront.shop.handle).toBe(HANDLE);
      expect(data.storefront.basePath).toBe('');
      expect(data.storefront.cookieConsent.choice).toBe('granted');
      expect(data.viewer?.player.email).toBe(email);
      expect(new Headers(init?.headers).get('Cache-Control')).toBe('private, no-store');
    });
  }

  it('the home page shows the player what their purchase limit leaves', async () => {
    const { data } = await open(shopPage as Loader, '/');
    const card = data.storefront
      .page!.sections.flatMap((section) => section.cards)
      .find((candidate: Card) => candidate.id === 'crystal-cache');
    expect(card).toMatchObject({ limit: { limit: 3, remaining: 2 } });
  });
});

describe('addresses that are not pages', () => {
  it('on the main host, /account, /checkout, /checkout/result and /receipt/… stay 404: those words are never shops', async () => {
    for (const [loader, params] of [
      [accountPage, {}],
      [checkoutPage, {}],
      [checkoutResultPage, {}],
      [receiptPage, { orderId: 'x' }],
    ] as Array<[Loader, Record<string, string>]>) {
      expect(await statusOf(open(loader, '/somewhere', params, mainHost))).toMatchObject({ status: 404 });
    }
  });

  it('a page a real shop does not have is a 404 that carries the shop’s chrome, so it answers in the shop’s look', async () => {
    const unknown = await statusOf(
      open(shopPage as Loader, '/emberfall/nowhere', { shop: 'emberfall', page: 'nowhere' }, mainHost),
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { storefront: { shop: { handle: 'emberfall', name: 'Emberfall Legends' }, target: null } },
    });
    const onOwnDomain = await statusOf(open(shopPage as Loader, '/nowhere', { shop: 'nowhere' }));
    expect(onOwnDomain).toMatchObject({
      status: 404,
      body: { storefront: { shop: { handle: HANDLE }, basePath: '' } },
    });
    // A shop that does not exist has no chrome to show.
    expect(await statusOf(open(shopPage as Loader, '/no-such-shop', { shop: 'no-such-shop' }, mainHost))).toMatchObject(
      { status: 404, body: 'Shop not found' },
    );
  });
});

describe('the account page’s forms', () => {
  it('answers a form with an unknown intent, or a session id that is not one, with a 400 in the error shape', async () => {
    const post = (body: string) =>
      accountAction({
        request: new Request(`${TEST_ORIGIN}/account`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        }),
        params: {},
        context: ownDomain,
      });
    expect(await statusOf(post('intent=delete-everything'))).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request', fields: [expect.objectContaining({ path: 'intent' })] } },
    });
    expect(await statusOf(post('intent=end-session&sessionId=nope'))).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          fields: [{ path: 'sessionId', message: 'Expected sessionId: the id of the session to sign out' }],
        },
      },
    });
  });
});
