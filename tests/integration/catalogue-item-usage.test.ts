import { describe, expect, it } from 'vitest';
import { getItemUsageCall } from '../../app/server/studio/api/catalogue-calls.server';
import { receiptNumber } from '../../schemas/order';
import { integrationSuite } from '../helpers/integration-suite';
import { insertOrder } from '../helpers/paid-orders';
import { studioBrowser } from '../helpers/studio';
import { callRoute, shopIdOf, signedInBrowser } from '../helpers/test-context';

// Before the catalogue editor deletes an item it asks which unpaid orders hold it (docs/decisions/041): the call runs
// on the real database with orders in every state, in this shop and another.

const suite = integrationSuite();
const SHOP = 'emberfall';

async function usage(headers: Record<string, string>, itemId: string) {
  const response = await callRoute(getItemUsageCall, suite.context, {
    method: 'GET',
    path: `/studio/api/shops/${SHOP}/catalogue/items/${encodeURIComponent(itemId)}/usage`,
    params: { shop: SHOP, itemId },
    headers,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('given emberfall with orders for its Pouch of Gems in every state', () => {
  it('names the orders still waiting for payment, newest first, and no paid, failed or other shop’s one', async () => {
    const { headers } = await studioBrowser(suite.context, 'editor@usage.test', SHOP, 'editor');
    const shopId = await shopIdOf(suite.db, SHOP);
    const { player } = await signedInBrowser(suite.context, SHOP, 'ada@usage.test');
    const line = { itemId: 'gems-pouch', name: 'Pouch of Gems', unitAmount: 499 };
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 20, minute));

    const older = await insertOrder(suite.db, suite.clock, {
      shopId,
      playerId: player.id,
      status: 'pending',
      lines: [line, { itemId: 'gems-handful', name: 'Handful of Gems', unitAmount: 99 }],
      createdAt: at(1),
    });
    // Two lines of the same item are still one order.
    const newer = await insertOrder(suite.db, suite.clock, {
      shopId,
      playerId: player.id,
      status: 'pending',
      lines: [line, { ...line, quantity: 2 }],
      createdAt: at(5),
    });
    for (const status of ['paid', 'failed', 'canceled'] as const) {
      await insertOrder(suite.db, suite.clock, { shopId, playerId: player.id, status, lines: [line] });
    }
    const verdant = await signedInBrowser(suite.context, 'verdant', 'ada@usage.test');
    await insertOrder(suite.db, suite.clock, {
      shopId: await shopIdOf(suite.db, 'verdant'),
      playerId: verdant.player.id,
      status: 'pending',
      lines: [line],
    });

    const answer = await usage(headers, 'gems-pouch');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      itemId: 'gems-pouch',
      pendingOrderCount: 2,
      pendingOrders: [
        { receiptNumber: receiptNumber(newer.number), createdAt: at(5).toISOString() },
        { receiptNumber: receiptNumber(older.number), createdAt: at(1).toISOString() },
      ],
    });

    expect((await usage(headers, 'gems-handful')).body).toMatchObject({
      pendingOrderCount: 1,
      pendingOrders: [{ receiptNumber: receiptNumber(older.number) }],
    });
    expect((await usage(headers, 'gems-vault')).body).toEqual({
      itemId: 'gems-vault',
      pendingOrderCount: 0,
      pendingOrders: [],
    });
  });

  it('counts every pending order but lists only the newest ten', async () => {
    const { headers } = await studioBrowser(suite.context, 'owner@usage.test', SHOP, 'owner');
    const shopId = await shopIdOf(suite.db, SHOP);
    const { player } = await signedInBrowser(suite.context, SHOP, 'bo@usage.test');
    for (let minute = 0; minute < 12; minute += 1) {
      await insertOrder(suite.db, suite.clock, {
        shopId,
        playerId: player.id,
        status: 'pending',
        lines: [{ itemId: 'hoard-chest', name: 'Hoard chest', unitAmount: 499 }],
        createdAt: new Date(Date.UTC(2026, 10, 25, 21, minute)),
      });
    }
    const answer = await usage(headers, 'hoard-chest');
    expect(answer.body.pendingOrderCount).toBe(12);
    expect(answer.body.pendingOrders).toHaveLength(10);
    expect((answer.body.pendingOrders as Array<{ createdAt: string }>)[0]!.createdAt).toBe(
      new Date(Date.UTC(2026, 10, 25, 21, 11)).toISOString(),
    );
  });

  it('refuses a viewer and answers 400 on an id no item could have', async () => {
    const viewer = await studioBrowser(suite.context, 'viewer@usage.test', SHOP, 'viewer');
    expect((await usage(viewer.headers, 'gems-pouch')).status).toBe(403);
    const editor = await studioBrowser(suite.context, 'editor2@usage.test', SHOP, 'editor');
    const bad = await usage(editor.headers, 'Not an id!');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('params.itemId');
  });
});
