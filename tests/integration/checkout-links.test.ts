import type { AppLoadContext } from '@remix-run/node';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutLinkOrders, checkoutLinks, deliveries, payments } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { loader as linkPage } from '../../app/routes/($shop).pay.$linkId';
import {
  completeCheckoutLinkPurchaseCall,
  createCheckoutLinkPaymentIntentCall,
  getCheckoutLinkOrderCall,
  getCheckoutLinkOrderResultByPaymentIntentCall,
  getCheckoutLinkOrderResultCall,
} from '../../app/server/api/checkout-link-calls.server';
import {
  cancelCheckoutLinkCall,
  createCheckoutLinkCall,
  getCheckoutLinkCall,
} from '../../app/server/api/checkout-link-server-calls.server';
import { setDeliveryEndpointCall } from '../../app/server/api/delivery-endpoint.server';
import { createDeliveryWorker } from '../../app/server/delivery/delivery-worker.server';
import { buildOpenApiDocument } from '../../app/server/openapi.server';
import { createApiKey } from '../../app/server/players/game-server-keys.server';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import { sessionCookieName, startSession } from '../../app/server/players/sessions.server';
import { seedShops } from '../../app/server/seed.server';
import { contractList } from '../../schemas/api';
import { CREDENTIAL_HEADER } from '../../schemas/api/contract';
import type { CheckoutLinkOrder, GameCheckoutLink } from '../../schemas/checkout-links';
import type { PaymentIntent } from '../../schemas/commerce';
import { startGameWebhookReceiver, type GameWebhookReceiver } from '../helpers/game-webhook-receiver';
import {
  callRoute,
  createTestContext,
  manualClock,
  shopIdOf,
  signedInBrowser,
  TEST_ORIGIN,
} from '../helpers/test-context';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Checkout links (issue 16, docs/decisions/057): the game creates a link, its player pays it once, the game gets one
// delivery; every other way in (expired, canceled, paid, another player, unknown) answers its own status.

const SHOP = 'emberfall';
let database: TestDatabase;
let receiver: GameWebhookReceiver;
const clock = manualClock();
let context: AppLoadContext;
let emberfall: string;
let gameKey: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
  context = createTestContext({ database, clock });
  emberfall = await shopIdOf(database.db, SHOP);
  gameKey = (await createApiKey(database.db, clock, { shopId: emberfall, label: 'game' })).key;
  receiver = await startGameWebhookReceiver();
  receiver.setNow(() => Math.floor(clock.now().getTime() / 1000));
  const endpoint = await callRoute(setDeliveryEndpointCall, context, {
    method: 'PUT',
    path: `/server-api/v1/shops/${SHOP}/delivery-endpoint`,
    params: { shop: SHOP },
    body: { url: receiver.url },
    headers: game(),
  });
  expect(endpoint.status).toBe(200);
  receiver.setSecret(((await endpoint.json()) as { secret: string }).secret);
});
afterAll(async () => {
  await receiver?.close();
  await database?.destroy();
});

function game(): Record<string, string> {
  return { Authorization: `Bearer ${gameKey}` };
}

let transactions = 0;
function linkBody(overrides: Record<string, unknown> = {}) {
  transactions += 1;
  return {
    gameAccountId: 'acct-48213',
    displayName: 'Kestrel',
    transactionId: `txn-${transactions}`,
    items: [{ itemId: 'gems-pouch', quantity: 2 }],
    currency: 'USD',
    returnUrl: 'emberfall://store/done',
    ...overrides,
  };
}

function createLink(body: unknown) {
  return callRoute(createCheckoutLinkCall, context, {
    path: `/server-api/v1/shops/${SHOP}/checkout-links`,
    params: { shop: SHOP },
    body,
    headers: game(),
  });
}

async function aLink(overrides: Record<string, unknown> = {}): Promise<GameCheckoutLink> {
  const answer = await createLink(linkBody(overrides));
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as GameCheckoutLink;
}

/** The browser of the game account's player, signed in the way the link's sign-in token would sign them in. */
async function linkPlayer(gameAccountId = 'acct-48213') {
  const player = await findOrCreatePlayer(database.db, {
    shopId: emberfall,
    provider: 'GAME',
    externalId: gameAccountId,
  });
  const session = await startSession(database.db, clock, { shopId: emberfall, playerId: player.id, clientKind: 'WEB' });
  return {
    Cookie: `${sessionCookieName(SHOP, false)}=${session.token}`,
    [CREDENTIAL_HEADER]: session.credential!,
    Origin: TEST_ORIGIN,
  } as Record<string, string>;
}

function pay(linkId: string, headers: Record<string, string>, scenario = 'card_success') {
  return callRoute(createCheckoutLinkPaymentIntentCall, context, {
    path: `/api/checkout_links/order/${linkId}/create_payment_intent_v2`,
    params: { id: linkId },
    body: { method: { type: 'scheme', scenario } },
    headers,
  });
}

async function orderResult(linkId: string) {
  const answer = await callRoute(getCheckoutLinkOrderResultCall, context, {
    path: `/api/checkout_links/order_result/${linkId}`,
    params: { id: linkId },
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function openPage(linkId: string, headers: Record<string, string> = {}) {
  const response = (await callRoute(linkPage as never, context, {
    path: `/${SHOP}/pay/${linkId}`,
    params: { shop: SHOP, linkId },
    headers,
  })) as unknown as { status: number; data?: { view: { kind: string } }; init?: { status: number } };
  // Remix's `data()` is a plain object in loaders called directly: its init carries the status.
  return { status: response.init?.status ?? response.status, kind: response.data?.view.kind };
}

async function deliverAll(): Promise<void> {
  const worker = createDeliveryWorker({ db: database.db, logger: pino({ level: 'silent' }), clock, random: () => 0 });
  while ((await worker.runOnce()).delivered > 0);
}

async function paymentsOfLink(linkId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(payments)
    .innerJoin(checkoutLinkOrders, eq(payments.orderId, checkoutLinkOrders.orderId))
    .where(eq(checkoutLinkOrders.linkId, linkId));
  return row?.n ?? 0;
}

describe('creating a checkout link (game server)', () => {
  it('prices the items from the catalogue and answers the link page with a sign-in token', async () => {
    const link = await aLink();
    expect(link).toMatchObject({ status: 'created', currency: 'USD', total: 998, orderId: null });
    expect(link.url).toMatch(new RegExp(`^${TEST_ORIGIN}/${SHOP}/pay/${link.id}#gf_sign_in=[\\w.-]+$`));
    const noToken = await aLink({ signIn: false });
    expect(noToken.url).toBe(`${TEST_ORIGIN}/${SHOP}/pay/${noToken.id}`);
  });

  it("takes the publisher's price override instead of the catalogue's", async () => {
    const link = await aLink({ items: [{ itemId: 'gems-pouch', quantity: 3, unitAmountOverride: 250 }] });
    expect(link.total).toBe(750);
  });

  it('answers the same link for the same transaction id, and 422 for another body with it', async () => {
    const body = linkBody();
    const first = (await (await createLink(body)).json()) as GameCheckoutLink;
    const again = await createLink({ ...body, items: [{ quantity: 2, itemId: 'gems-pouch' }] });
    expect(again.status).toBe(200);
    expect(((await again.json()) as GameCheckoutLink).id).toBe(first.id);
    const changed = await createLink({ ...body, items: [{ itemId: 'gems-pouch', quantity: 3 }] });
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as { error: { fields: unknown } }).error.fields).toEqual([
      { path: 'transactionId', message: expect.stringContaining('another checkout link') },
    ]);
  });

  it('makes one link when the same transaction id is posted 100 times at once', async () => {
    const body = linkBody({ transactionId: 'txn-concurrent' });
    const answers = await Promise.all(Array.from({ length: 100 }, () => createLink(body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 100 }, () => 200));
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as GameCheckoutLink).id)));
    expect(ids.size).toBe(1);
    const [rows] = await database.db
      .select({ n: count() })
      .from(checkoutLinks)
      .where(eq(checkoutLinks.transactionId, 'txn-concurrent'));
    expect(rows?.n).toBe(1);
  });

  it('refuses bad input with the field at fault', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ expiresInSeconds: 24 * 3600 + 1 }, 400, 'expiresInSeconds'],
      [{ returnUrl: 'http://game.example.com/done' }, 400, 'returnUrl'],
      [{ returnUrl: 'javascript://alert(1)' }, 400, 'returnUrl'],
      [{ items: [] }, 400, 'items'],
      [
        {
          items: [
            { itemId: 'gems-pouch', quantity: 1 },
            { itemId: 'gems-pouch', quantity: 2 },
          ],
        },
        400,
        'items[1].itemId',
      ],
      [{ items: [{ itemId: 'no-such-item', quantity: 1 }] }, 422, 'items[0].itemId'],
      [{ items: [{ itemId: 'gems-pouch', quantity: 1 }], currency: 'GBP' }, 422, 'items[0].itemId'],
    ];
    for (const [overrides, status, path] of cases) {
      const answer = await createLink(linkBody(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(status);
      const { error } = (await answer.json()) as { error: { fields: Array<{ path: string }> } };
      expect(error.fields.map((field) => field.path)).toContain(path);
    }
    const https = await createLink(linkBody({ returnUrl: 'https://game.example.com/done?x=1' }));
    expect(https.status).toBe(200);
  });

  it('is documented in /api/openapi.json with the five player calls implemented', () => {
    const document = buildOpenApiDocument(contractList) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/server-api/v1/shops/{shop}/checkout-links'] ?? {})).toEqual(['post']);
    expect(document.paths['/server-api/v1/shops/{shop}/checkout-links/{linkId}/cancel']).toBeDefined();
    const names = contractList.filter((contract) => contract.tag === 'Checkout links');
    expect(names.map((contract) => contract.status)).toEqual(Array.from({ length: 5 }, () => 'implemented'));
  });
});

describe('paying a checkout link', () => {
  it('charges once, delivers once through the outbox and ends fulfilled; order_result shows no personal data', async () => {
    const link = await aLink();
    const player = await linkPlayer();
    const read = await callRoute(getCheckoutLinkOrderCall, context, {
      path: `/api/checkout_links/order/${link.id}/get`,
      params: { id: link.id },
      headers: player,
    });
    expect(read.status).toBe(200);
    expect((await read.json()) as CheckoutLinkOrder).toMatchObject({
      status: 'created',
      playerName: 'Kestrel',
      total: 998,
      returnUrl: 'emberfall://store/done',
      returnMode: 'countdown',
    });

    const before = receiver.accepted().length;
    const paid = await pay(link.id, player);
    expect(paid.status).toBe(200);
    const intent = (await paid.json()) as PaymentIntent;
    expect(intent).toMatchObject({ orderStatus: 'paid', amount: 998, currency: 'USD' });
    expect(await orderResult(link.id)).toEqual({
      status: 200,
      body: { id: link.id, status: 'paid', orderId: intent.orderId },
    });

    await deliverAll();
    const delivered = receiver.accepted().slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.signature.ok).toBe(true);
    expect(delivered[0]!.body).toMatchObject({ order: { id: intent.orderId }, item: { quantity: 2 } });

    expect((await orderResult(link.id)).body.status).toBe('fulfilled');
    const byPayment = await callRoute(getCheckoutLinkOrderResultByPaymentIntentCall, context, {
      path: `/api/checkout_links/order_result/shop/${SHOP}/id/${intent.paymentIntentId}`,
      params: { shop: SHOP, paymentIntentId: intent.paymentIntentId },
    });
    expect(await byPayment.json()).toEqual({ id: link.id, status: 'fulfilled', orderId: intent.orderId });
    // A redirect back from the provider carries its own id for the payment: the same answer.
    const [charged] = await database.db
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(eq(payments.id, intent.paymentIntentId));
    const byProviderRef = await callRoute(getCheckoutLinkOrderResultByPaymentIntentCall, context, {
      path: `/api/checkout_links/order_result/shop/${SHOP}/id/${charged!.ref}`,
      params: { shop: SHOP, paymentIntentId: charged!.ref! },
    });
    expect(await byProviderRef.json()).toEqual({ id: link.id, status: 'fulfilled', orderId: intent.orderId });
    const otherShop = await callRoute(getCheckoutLinkOrderResultByPaymentIntentCall, context, {
      path: `/api/checkout_links/order_result/shop/verdant/id/${intent.paymentIntentId}`,
      params: { shop: 'verdant', paymentIntentId: intent.paymentIntentId },
    });
    expect(otherShop.status).toBe(404);
    const forGame = await callRoute(getCheckoutLinkCall, context, {
      path: `/server-api/v1/shops/${SHOP}/checkout-links/${link.id}`,
      params: { shop: SHOP, linkId: link.id },
      headers: game(),
    });
    expect(await forGame.json()).toMatchObject({ status: 'fulfilled', orderId: intent.orderId });

    // Paying again: a clear refusal, never a second charge.
    const again = await pay(link.id, player);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toContain('already paid');
    expect(await paymentsOfLink(link.id)).toBe(1);
    expect(await openPage(link.id, player)).toEqual({ status: 200, kind: 'paid' });
  });

  it('paid in two tabs at once: one charge, one delivery', async () => {
    const link = await aLink();
    const player = await linkPlayer();
    const before = receiver.accepted().length;
    const answers = await Promise.all([pay(link.id, player), pay(link.id, player)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await paymentsOfLink(link.id)).toBe(1);
    await deliverAll();
    expect(receiver.accepted().length - before).toBe(1);
    const [rows] = await database.db
      .select({ n: count() })
      .from(deliveries)
      .where(eq(deliveries.orderId, (await orderResult(link.id)).body.orderId as string));
    expect(rows?.n).toBe(1);
  });

  it('a refused card leaves the link payable, and the next attempt pays it', async () => {
    const link = await aLink();
    const player = await linkPlayer();
    const refused = await pay(link.id, player, 'card_generic_decline');
    expect(refused.status).toBe(200);
    expect(((await refused.json()) as PaymentIntent).outcome).toBe('CANCELED');
    expect((await orderResult(link.id)).body.status).toBe('created');
    const paid = await pay(link.id, player);
    expect(((await paid.json()) as PaymentIntent).orderStatus).toBe('paid');
  });

  it('completing the purchase without a session answers only the status', async () => {
    const link = await aLink();
    const answer = await callRoute(completeCheckoutLinkPurchaseCall, context, {
      method: 'POST',
      path: `/api/checkout_links/complete_purchase/${link.id}`,
      params: { id: link.id },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: link.id, status: 'created', orderId: null });
  });
});

describe('links that cannot be paid', () => {
  it('expired: 409 to pay, 410 page, status expired', async () => {
    const link = await aLink({ expiresInSeconds: 60 });
    const player = await linkPlayer();
    clock.advance(61_000);
    const answer = await pay(link.id, player);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain('expired');
    expect((await orderResult(link.id)).body.status).toBe('expired');
    expect(await openPage(link.id, player)).toEqual({ status: 410, kind: 'expired' });
    expect(await paymentsOfLink(link.id)).toBe(0);
  });

  it('canceled by the game: 409 to pay, 410 page, status canceled; a paid link cannot be canceled', async () => {
    const link = await aLink();
    const player = await linkPlayer();
    const cancel = (id: string) =>
      callRoute(cancelCheckoutLinkCall, context, {
        method: 'POST',
        path: `/server-api/v1/shops/${SHOP}/checkout-links/${id}/cancel`,
        params: { shop: SHOP, linkId: id },
        headers: game(),
      });
    const canceled = await cancel(link.id);
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ status: 'canceled' });
    const answer = await pay(link.id, player);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain('canceled');
    expect((await orderResult(link.id)).body.status).toBe('canceled');
    expect(await openPage(link.id, player)).toEqual({ status: 410, kind: 'canceled' });

    const paidLink = await aLink();
    expect((await pay(paidLink.id, player)).status).toBe(200);
    expect((await cancel(paidLink.id)).status).toBe(409);
  });

  it('another signed-in player is refused (403) and learns nothing of the order', async () => {
    const link = await aLink();
    const other = await signedInBrowser(context, SHOP, 'someone-else@example.com');
    const answer = await pay(link.id, other.headers);
    expect(answer.status).toBe(403);
    const read = await callRoute(getCheckoutLinkOrderCall, context, {
      path: `/api/checkout_links/order/${link.id}/get`,
      params: { id: link.id },
      headers: other.headers,
    });
    expect(read.status).toBe(403);
    expect(await openPage(link.id, other.headers)).toEqual({ status: 403, kind: 'other_player' });
    expect(await paymentsOfLink(link.id)).toBe(0);
  });

  it('unknown: 404 everywhere; a signed-out visitor is asked to sign in', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await orderResult(unknown)).status).toBe(404);
    expect(await openPage(unknown)).toEqual({ status: 404, kind: 'unknown' });
    expect(await openPage('not-a-uuid')).toEqual({ status: 404, kind: 'unknown' });
    const badId = await callRoute(getCheckoutLinkOrderResultCall, context, {
      path: '/api/checkout_links/order_result/not-a-uuid',
      params: { id: 'not-a-uuid' },
    });
    expect(badId.status).toBe(400);
    const link = await aLink();
    expect(await openPage(link.id)).toEqual({ status: 200, kind: 'sign_in' });
    const anonymousPay = await callRoute(createCheckoutLinkPaymentIntentCall, context, {
      path: `/api/checkout_links/order/${link.id}/create_payment_intent_v2`,
      params: { id: link.id },
      body: { method: { type: 'scheme', scenario: 'card_success' } },
    });
    expect(anonymousPay.status).toBe(401);
  });
});
