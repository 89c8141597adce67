import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import { getReceiptCall as receiptRoute } from '../../app/server/api/get-receipt.server';
import { getPurchaseHistoryCall as historyRoute } from '../../app/server/api/get-purchase-history.server';
import { purchaseHistorySchema, receiptSchema } from '../../schemas/commerce';
import { callRoute, shopIdOf, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { insertOrder } from '../helpers/paid-orders';

const suite = integrationSuite();
const { clock } = suite;
let emberfall: string;
let neon: string;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;
let bob: Awaited<ReturnType<typeof signedInBrowser>>;

beforeAll(async () => {
  emberfall = await shopIdOf(suite.db, 'emberfall');
  neon = await shopIdOf(suite.db, 'neon-drift');
  ada = await signedInBrowser(suite.context, 'emberfall', 'ada@example.com');
  bob = await signedInBrowser(suite.context, 'emberfall', 'bob@example.com');
});

const receiptOf = (orderId: string, headers: Record<string, string>) =>
  callRoute(receiptRoute, suite.context, { path: `/api/receipt?orderId=${orderId}`, headers });

const historyOf = (query: string, headers: Record<string, string>, shop = 'emberfall') =>
  callRoute(historyRoute, suite.context, {
    path: `/api/user/me/${shop}/purchase_history${query}`,
    params: { shop },
    headers,
  });

describe('GET /api/receipt', () => {
  it('shows the receipt number, lines, discount, included tax, card and the shop legal footer', async () => {
    const order = await insertOrder(suite.db, clock, {
      shopId: emberfall,
      playerId: ada.player.id,
      couponCode: 'WELCOME10',
      tax: 83,
      lines: [
        { itemId: 'gems-pouch', name: 'Pouch of Gems', quantity: 2, unitAmount: 499, discount: 100 },
        { itemId: 'starter-bundle', name: "Wanderer's Starter Bundle", unitAmount: 499 },
      ],
    });
    const response = await receiptOf(order.id, ada.headers);
    expect(response.status).toBe(200);
    const receipt = receiptSchema.parse(await response.json());
    expect(receipt).toEqual({
      orderId: order.id,
      // Ada has linked no game account: her items wait for the link.
      delivery: 'waiting_for_link',
      receiptNumber: `GF-${String(order.number).padStart(6, '0')}`,
      shop: {
        handle: 'emberfall',
        name: 'Emberfall Legends',
        legalFooter: '© 2026 Emberfall Studio. A fictional demo game. · Terms of service · Privacy policy',
      },
      status: 'paid',
      paidWith: 'money',
      currency: 'USD',
      lines: [
        { itemId: 'gems-pouch', name: 'Pouch of Gems', quantity: 2, unitAmount: 499, discount: 100, amount: 898 },
        {
          itemId: 'starter-bundle',
          name: "Wanderer's Starter Bundle",
          quantity: 1,
          unitAmount: 499,
          discount: 0,
          amount: 499,
        },
      ],
      subtotal: 1497,
      discount: 100,
      couponCode: 'WELCOME10',
      includedTax: 83,
      total: 1397,
      paymentMethod: { type: 'scheme', brand: 'VISA', last4: '4242' },
      createdAt: clock.now().toISOString(),
      paidAt: clock.now().toISOString(),
    });
  });

  it("answers 404 for another player's order, another shop's order and an unknown id; 401 signed out", async () => {
    const bobs = await insertOrder(suite.db, clock, {
      shopId: emberfall,
      playerId: bob.player.id,
      lines: [{ itemId: 'gems-pouch', name: 'Pouch of Gems', unitAmount: 499 }],
    });
    expect((await receiptOf(bobs.id, ada.headers)).status).toBe(404);
    expect((await receiptOf(bobs.id, bob.headers)).status).toBe(200);

    const neonPlayer = await findOrCreatePlayer(suite.db, {
      shopId: neon,
      provider: 'CUSTOM',
      externalId: 'ada@example.com',
      verifiedEmail: 'ada@example.com',
    });
    const neonOrder = await insertOrder(suite.db, clock, {
      shopId: neon,
      playerId: neonPlayer.id,
      lines: [{ itemId: 'x', name: 'Neon thing', unitAmount: 100 }],
    });
    const foreign = await receiptOf(neonOrder.id, ada.headers);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({
      error: { code: 'not_found', message: 'No such order among your purchases' },
    });
    expect((await receiptOf('00000000-0000-4000-8000-000000000000', ada.headers)).status).toBe(404);
    expect((await receiptOf(bobs.id, {})).status).toBe(401);
    const bad = await receiptOf('nope', ada.headers);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: unknown[] } }).error.fields).toEqual([
      { path: 'query.orderId', message: 'Expected an order id' },
    ]);
  });

  it('has no payment method for an order paid with virtual currency', async () => {
    const order = await insertOrder(suite.db, clock, {
      shopId: emberfall,
      playerId: ada.player.id,
      paidWith: 'virtual',
      currency: 'ember-gems',
      lines: [{ itemId: 'gold-sack', name: 'Sack of Gold', unitAmount: 120 }],
    });
    const receipt = receiptSchema.parse(await (await receiptOf(order.id, ada.headers)).json());
    expect(receipt).toMatchObject({ paidWith: 'virtual', currency: 'ember-gems', total: 120, paymentMethod: null });
  });
});

describe('the receipt mail', () => {
  it('is queued in the outbox, in the shop look, with the lines, total, card and legal footer', async () => {
    const order = await insertOrder(suite.db, clock, {
      shopId: emberfall,
      playerId: ada.player.id,
      lines: [{ itemId: 'gems-pouch', name: 'Pouch of Gems <b>', quantity: 2, unitAmount: 499 }],
    });
    const number = `GF-${String(order.number).padStart(6, '0')}`;
    const mails = (await suite.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, 'receipt'))).filter((mail) =>
      mail.subject.includes(number),
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      toAddress: 'ada@example.com',
      shopId: emberfall,
      status: 'pending',
      subject: `Your Emberfall Legends receipt ${number}`,
    });
    expect(mail.textBody).toContain('Pouch of Gems <b> × 2: $9.98');
    expect(mail.textBody).toContain('Total: $9.98');
    expect(mail.textBody).toContain('Paid with Visa ending in 4242');
    expect(mail.textBody).toContain('Terms of service');
    expect(mail.htmlBody).toContain('Pouch of Gems &lt;b&gt; × 2');
    expect(mail.htmlBody).not.toContain('<b>');
  });

  it('names the virtual currency, and is not queued for a player without an email address', async () => {
    const order = await insertOrder(suite.db, clock, {
      shopId: emberfall,
      playerId: ada.player.id,
      paidWith: 'virtual',
      currency: 'ember-gems',
      lines: [{ itemId: 'gold-sack', name: 'Sack of Gold', unitAmount: 120 }],
    });
    const number = `GF-${String(order.number).padStart(6, '0')}`;
    const [mail] = (await suite.db.select().from(mailOutbox)).filter((row) => row.subject.includes(number));
    expect(mail?.textBody).toContain('Total: 120 Ember Gems');

    const gamer = await findOrCreatePlayer(suite.db, { shopId: emberfall, provider: 'GAME', externalId: 'acct-1' });
    const before = (await suite.db.select().from(mailOutbox)).length;
    await insertOrder(suite.db, clock, {
      shopId: emberfall,
      playerId: gamer.id,
      lines: [{ itemId: 'gems-pouch', name: 'Pouch of Gems', unitAmount: 499 }],
    });
    expect((await suite.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('GET /api/user/me/{shop}/purchase_history', () => {
  let carol: Awaited<ReturnType<typeof signedInBrowser>>;
  beforeAll(async () => {
    carol = await signedInBrowser(suite.context, 'emberfall', 'carol@example.com');
    const start = clock.now().getTime();
    // 23 orders a minute apart: 21 paid with money, 2 with virtual currency; plus a failed and a pending one.
    for (let i = 0; i < 23; i += 1) {
      await insertOrder(suite.db, clock, {
        shopId: emberfall,
        playerId: carol.player.id,
        createdAt: new Date(start + i * 60_000),
        ...(i % 8 === 7 ? { paidWith: 'virtual' as const, currency: 'ember-gems' } : {}),
        lines: [
          { itemId: 'gems-pouch', name: 'Pouch of Gems', quantity: 2, unitAmount: 499 },
          { itemId: `item-${i}`, name: `Item ${i}`, unitAmount: 100 },
        ],
      });
    }
    await insertOrder(suite.db, clock, {
      shopId: emberfall,
      playerId: carol.player.id,
      status: 'failed',
      createdAt: new Date(start + 30 * 60_000),
      lines: [{ itemId: 'gems-vault', name: 'Vault of Gems', unitAmount: 1999 }],
    });
    await insertOrder(suite.db, clock, {
      shopId: emberfall,
      playerId: carol.player.id,
      status: 'pending',
      createdAt: new Date(start + 31 * 60_000),
      lines: [{ itemId: 'gems-vault', name: 'Vault of Gems', unitAmount: 1999 }],
    });
  });

  it('pages newest first (10 by default, then 20 or 50), a pending order shown as pending, never hidden', async () => {
    const first = purchaseHistorySchema.parse(await (await historyOf('', carol.headers)).json());
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalCount: 25, pageCount: 3 });
    expect(first.orders).toHaveLength(10);
    expect(first.orders[0]).toMatchObject({ status: 'pending', summary: 'Vault of Gems', itemCount: 1 });
    expect(first.orders[1]).toMatchObject({ status: 'failed', summary: 'Vault of Gems', itemCount: 1 });
    expect(first.orders[2]).toMatchObject({ status: 'paid', summary: 'Item 22, 2 × Pouch of Gems', itemCount: 3 });
    const times = first.orders.map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const last = purchaseHistorySchema.parse(await (await historyOf('?page=3', carol.headers)).json());
    expect(last.orders).toHaveLength(5);
    expect(last.orders.at(-1)?.summary).toBe('Item 0, 2 × Pouch of Gems');
    const twenty = purchaseHistorySchema.parse(await (await historyOf('?pageSize=20&page=2', carol.headers)).json());
    expect(twenty).toMatchObject({ pageSize: 20, pageCount: 2 });
    expect(twenty.orders).toHaveLength(5);
    const fifty = purchaseHistorySchema.parse(await (await historyOf('?pageSize=50', carol.headers)).json());
    expect(fifty.orders).toHaveLength(25);
  });

  it('filters by status and by how the order was paid', async () => {
    const virtual = purchaseHistorySchema.parse(await (await historyOf('?paidWith=virtual', carol.headers)).json());
    expect(virtual.totalCount).toBe(2);
    expect(virtual.orders.every((order) => order.paidWith === 'virtual' && order.currency === 'ember-gems')).toBe(true);
    const failed = purchaseHistorySchema.parse(await (await historyOf('?status=failed', carol.headers)).json());
    expect(failed.orders.map((order) => order.status)).toEqual(['failed']);
    const pending = purchaseHistorySchema.parse(await (await historyOf('?status=pending', carol.headers)).json());
    expect(pending.totalCount).toBe(1);
    const both = purchaseHistorySchema.parse(
      await (await historyOf('?status=paid&paidWith=money', carol.headers)).json(),
    );
    expect(both.totalCount).toBe(21);
  });

  it('refuses other page sizes and unknown filters with the field named', async () => {
    const bad = await historyOf('?pageSize=15&status=lost', carol.headers);
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: Array<{ path: string; message: string }> } }).error.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'query.pageSize', message: 'Expected 10, 20 or 50 rows' },
        { path: 'query.status', message: expect.stringContaining('Expected a status') },
      ]),
    );
  });

  it("shows only the viewer's own orders, and nothing of another shop", async () => {
    const adas = purchaseHistorySchema.parse(await (await historyOf('?pageSize=50', ada.headers)).json());
    expect(adas.orders.length).toBeGreaterThan(0);
    expect(adas.orders.some((order) => order.summary.includes('Item 22'))).toBe(false);
    expect((await historyOf('', carol.headers, 'neon-drift')).status).toBe(401);
  });
});
