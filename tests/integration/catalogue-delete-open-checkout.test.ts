import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orderLines, orders, payments, sandboxPayments, wallets } from '../../db/schema';
import { getCartCall } from '../../app/server/api/get-cart.server';
import { getReceiptCall } from '../../app/server/api/get-receipt.server';
import { SandboxProvider } from '../../app/server/payments/sandbox/sandbox-provider.server';
import { sandboxWebhookSecret } from '../../app/server/payments/sandbox/sandbox-webhooks.server';
import { findPublishedShop } from '../../app/server/shops.server';
import { getItemUsageCall } from '../../app/server/studio/api/catalogue-calls.server';
import {
  getWorkingCopyCall,
  publishDraftCall,
  saveDraftCall,
} from '../../app/server/studio/api/working-copy-calls.server';
import type { Cart, PaymentIntent, Receipt } from '../../schemas/commerce';
import { cardItemRefs, type ShopConfig } from '../../schemas/shop-config';
import type { WorkingCopy } from '../../schemas/studio';
import type { DeliveryPayload } from '../../schemas/delivery';
import { complete, createIntent, fillCart, SHOP } from '../helpers/checkout-flow';
import { integrationSuite } from '../helpers/integration-suite';
import { studioBrowser } from '../helpers/studio';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { usingRealPostgres } from '../helpers/test-database';

// A publisher deletes a catalogue item in the draft; the delete takes effect at publish, and a player's checkout can
// start between the studio's usage check and that publish (docs/decisions/046). What must hold: an order already made
// completes with its own lines and price, and is delivered from them; a checkout that prices the cart after the item
// went is refused before anything is charged; the publish never leaves the item half deleted.

const suite = integrationSuite();
const DROPPED = 'gems-pouch';
let players = 0;

/** The config as a publisher who deleted `itemId` would save it: the item, the cards selling it and its coupon uses gone. */
function withoutItem(config: ShopConfig, itemId: string): ShopConfig {
  return {
    ...config,
    layout: {
      ...config.layout,
      pages: config.layout.pages.map((page) => ({
        ...page,
        sections: page.sections.map((section) => ({
          ...section,
          cards: section.cards.filter((card) => cardItemRefs(card).every(([id]) => id !== itemId)),
        })),
      })),
    },
    catalogue: {
      ...config.catalogue,
      items: config.catalogue.items.filter((item) => item.id !== itemId),
      coupons: config.catalogue.coupons.flatMap((coupon) => {
        if (!coupon.itemIds?.includes(itemId)) return [coupon];
        const itemIds = coupon.itemIds.filter((id) => id !== itemId);
        return itemIds.length > 0 ? [{ ...coupon, itemIds }] : [];
      }),
    },
  };
}

async function publisher(email: string) {
  const { headers } = await studioBrowser(suite.context, email, SHOP, 'editor');
  const params = { shop: SHOP };
  const workingCopy = async () =>
    (await (
      await callRoute(getWorkingCopyCall, suite.context, {
        path: `/studio/api/shops/${SHOP}/working-copy`,
        params,
        headers,
      })
    ).json()) as WorkingCopy;
  return {
    workingCopy,
    usage: async (itemId: string) =>
      (await (
        await callRoute(getItemUsageCall, suite.context, {
          path: `/studio/api/shops/${SHOP}/catalogue/items/${itemId}/usage`,
          params: { shop: SHOP, itemId },
          headers,
        })
      ).json()) as { pendingOrderCount: number },
    /** Saves `config` as the draft (the autosave); answers the revision to publish. */
    async save(config: unknown): Promise<string> {
      const saved = await callRoute(saveDraftCall, suite.context, {
        method: 'PUT',
        path: `/studio/api/shops/${SHOP}/draft`,
        params,
        headers,
        body: { baseRevision: (await workingCopy()).revision, config },
      });
      expect(saved.status).toBe(200);
      return ((await saved.json()) as { revision: string }).revision;
    },
    /** The studio's Publish button. */
    publish(revision: string) {
      return callRoute(publishDraftCall, suite.context, {
        method: 'POST',
        path: `/studio/api/shops/${SHOP}/publish`,
        params,
        headers,
        body: { baseRevision: revision },
      });
    },
    async savePublish(config: unknown) {
      return this.publish(await this.save(config));
    },
  };
}

// Each test starts from emberfall as seeded: a test that failed half way must not leave the item deleted.
let original: ShopConfig;
beforeAll(async () => {
  original = await liveConfig();
});
afterEach(async () => {
  if ((await liveConfig()).catalogue.items.some((item) => item.id === DROPPED)) return;
  expect((await (await publisher('restorer@open-checkout.test')).savePublish(original)).status).toBe(200);
});

async function player() {
  players += 1;
  return signedInBrowser(suite.context, SHOP, `open-checkout${players}@example.com`);
}

async function liveConfig(): Promise<ShopConfig> {
  const shop = await findPublishedShop(suite.db, SHOP);
  if (!shop) throw new Error('emberfall has no published config');
  return shop.config;
}

async function cartOf(headers: Record<string, string>): Promise<Cart> {
  const answer = await callRoute(getCartCall, suite.context, {
    method: 'POST',
    path: `/api/cart/get?shop=${SHOP}`,
    headers,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Cart;
}

/** What the sandbox charged for the player's orders (its own books, not ours). */
async function chargedFor(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await suite.db
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(inArray(payments.orderId, orderIds));
  const refs = rows.flatMap((row) => (row.ref === null ? [] : [row.ref]));
  if (refs.length === 0) return [];
  return suite.db
    .select({ amount: sandboxPayments.amount, status: sandboxPayments.status })
    .from(sandboxPayments)
    .where(inArray(sandboxPayments.ref, refs));
}

describe('a player whose checkout is open when the publish drops an item', () => {
  it('completes the order with the lines and price they were shown, and it is delivered from them', async () => {
    const editor = await publisher('editor@open-checkout.test');
    const ada = await player();
    const shown = await fillCart(suite.context, ada.headers, [
      ['phoenix-warden', 1],
      [DROPPED, 2],
    ]);
    // 3-D Secure keeps the payment open while the publisher works.
    const started = await createIntent(suite.context, ada.headers, {
      cartVersion: shown.version,
      method: { type: 'scheme', scenario: 'card_3ds_required' },
    });
    expect(started.status).toBe(200);
    const intent = (await started.json()) as PaymentIntent;
    expect(intent).toMatchObject({ amount: shown.total, outcome: 'UNKNOWN', orderStatus: 'pending' });
    expect((await editor.usage(DROPPED)).pendingOrderCount).toBe(1);

    // The publisher deletes it anyway (the usage check is advisory) and publishes.
    expect((await editor.savePublish(withoutItem(original, DROPPED))).status).toBe(200);
    expect((await liveConfig()).catalogue.items.map((item) => item.id)).not.toContain(DROPPED);
    // Meanwhile the cart says the item is gone.
    const meanwhile = await cartOf(ada.headers);
    expect(meanwhile.lines.find((line) => line.itemId === DROPPED)?.problem).toEqual({
      code: 'unavailable',
      message: 'This item is no longer sold',
    });

    // The player passes the challenge and comes back: the order is paid for what it held.
    const ref = intent.action && 'url' in intent.action ? intent.action.url.split('/').pop()! : '';
    await new SandboxProvider({
      db: suite.db,
      clock: suite.clock,
      webhookSecret: sandboxWebhookSecret(suite.context.authSecret),
    }).answerChallenge(ref, 'password');
    const completed = await complete(suite.context, ada.headers, intent.paymentIntentId);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ outcome: 'SUCCEEDED', orderStatus: 'paid', amount: shown.total });
    expect(await chargedFor([intent.orderId])).toEqual([{ amount: shown.total, status: expect.any(String) }]);

    const receiptAnswer = await callRoute(getReceiptCall, suite.context, {
      path: `/api/receipt?orderId=${intent.orderId}`,
      headers: ada.headers,
    });
    expect(receiptAnswer.status).toBe(200);
    const receipt = (await receiptAnswer.json()) as Receipt;
    const shownPouch = shown.lines.find((line) => line.itemId === DROPPED)!;
    expect(receipt).toMatchObject({ status: 'paid', total: shown.total });
    expect(receipt.lines.find((line) => line.itemId === DROPPED)).toMatchObject({
      name: shownPouch.name,
      quantity: 2,
      amount: shownPouch.amount,
    });

    // Delivered from the order's own snapshot: the game is told the item, its external id and contents.
    const sent = await suite.db
      .select({ payload: deliveries.payload })
      .from(deliveries)
      .where(eq(deliveries.orderId, intent.orderId));
    const pouch = original.catalogue.items.find((item) => item.id === DROPPED)!;
    expect(sent.map((row) => (row.payload as DeliveryPayload).item).find((item) => item.id === DROPPED)).toEqual({
      id: DROPPED,
      externalId: pouch.externalId ?? null,
      name: pouch.name,
      quantity: 2,
      contents: pouch.contents.map((reward) => ({ name: reward.name, amount: reward.amount })),
    });
    // The pack's gems are credited from the order too (the catalogue no longer says how many).
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, ada.player.id), eq(wallets.currencyId, pouch.credits!.currencyId)));
    expect(wallet?.balance).toBe(pouch.credits!.amount * 2);
    // The bought lines left the cart, the dropped one with them.
    expect((await cartOf(ada.headers)).lines).toEqual([]);
  });
});

describe('a checkout that prices the cart after the publish dropped the item', () => {
  it('is refused with 422 naming the line, before any order or charge; the Buy button answers 404', async () => {
    const editor = await publisher('editor2@open-checkout.test');
    const bo = await player();
    const cart = await fillCart(suite.context, bo.headers, [
      [DROPPED, 1],
      ['phoenix-warden', 1],
    ]);
    expect((await editor.savePublish(withoutItem(original, DROPPED))).status).toBe(200);

    const refused = await createIntent(suite.context, bo.headers, {
      cartVersion: cart.version,
      method: { type: 'scheme', scenario: 'card_success' },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: {
        code: expect.any(String),
        message: 'Some items in your cart cannot be bought as they are',
        fields: [{ path: 'lines[0]', message: expect.stringContaining('This item is no longer sold') }],
      },
    });
    const buyOne = await createIntent(suite.context, bo.headers, {
      cartVersion: 0,
      itemId: DROPPED,
      method: { type: 'scheme', scenario: 'card_success' },
    });
    expect(buyOne.status).toBe(404);
    expect(await suite.db.select().from(orders).where(eq(orders.playerId, bo.player.id))).toEqual([]);
  });
});

describe('publishing a half-deleted item', () => {
  it('is refused (422 with the card’s path) while a card still sells it, and the live catalogue keeps it', async () => {
    const editor = await publisher('editor3@open-checkout.test');
    const halfDeleted = {
      ...original,
      catalogue: { ...original.catalogue, items: original.catalogue.items.filter((item) => item.id !== DROPPED) },
    };
    const refused = await editor.savePublish(halfDeleted);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as {
      error: { code: string; details: { issues: Array<{ path: string; message: string }> } };
    };
    expect(body.error.code).toBe('config_invalid');
    // The refusal names what still uses it, with the path of each card selling it.
    expect(body.error.details.issues.map((issue) => issue.message)).toContain(
      `No catalogue item has the id ${DROPPED}`,
    );
    expect(body.error.details.issues.some((issue) => /^layout\.pages.*cards.*itemId$/.test(issue.path))).toBe(true);
    expect((await liveConfig()).catalogue.items.map((item) => item.id)).toContain(DROPPED);
  });
});

// PGlite runs one statement at a time, so the race itself is only shown on PostgreSQL.
const ROUNDS = usingRealPostgres ? 8 : 2;
const CHECKOUTS = usingRealPostgres ? 8 : 3;

describe('checkouts racing the publish that drops their item', () => {
  it(`${ROUNDS} rounds of ${CHECKOUTS} checkouts against one publish: each is paid and delivered as shown, or refused uncharged`, async () => {
    const editor = await publisher('racer@open-checkout.test');
    const outcomes = { paid: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const buyers = await Promise.all(Array.from({ length: CHECKOUTS }, () => player()));
      const carts = await Promise.all(buyers.map((buyer) => fillCart(suite.context, buyer.headers, [[DROPPED, 1]])));
      // The draft without the item is saved; while its publish runs, the players check out one after another, so
      // the first read the catalogue before it commits and the last after.
      const revision = await editor.save(withoutItem(original, DROPPED));
      const publishing = editor.publish(revision);
      const answers: Response[] = [];
      for (const [index, buyer] of buyers.entries()) {
        answers.push(
          await createIntent(suite.context, buyer.headers, {
            cartVersion: carts[index]!.version,
            method: { type: 'scheme', scenario: 'card_success' },
          }),
        );
      }
      const published = await publishing;
      expect(published.status).toBe(200);
      for (const [index, answer] of answers.entries()) {
        const buyer = buyers[index]!;
        const made = await suite.db
          .select({ id: orders.id, status: orders.status, total: orders.total })
          .from(orders)
          .where(eq(orders.playerId, buyer.player.id));
        if (answer.status === 200) {
          outcomes.paid += 1;
          const intent = (await answer.json()) as PaymentIntent;
          expect(intent).toMatchObject({ outcome: 'SUCCEEDED', orderStatus: 'paid', amount: carts[index]!.total });
          expect(made).toEqual([{ id: intent.orderId, status: 'paid', total: carts[index]!.total }]);
          expect(await chargedFor([intent.orderId])).toEqual([
            { amount: carts[index]!.total, status: expect.any(String) },
          ]);
          const lines = await suite.db
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(eq(orderLines.orderId, intent.orderId));
          const owed = await suite.db
            .select({ lineId: deliveries.orderLineId })
            .from(deliveries)
            .where(eq(deliveries.orderId, intent.orderId));
          expect(owed.map((row) => row.lineId)).toEqual(lines.map((line) => line.id));
        } else {
          outcomes.refused += 1;
          expect(answer.status).toBe(422);
          expect(made).toEqual([]);
        }
      }
      // The publish took the item out whole: nothing in the live config names it.
      const live = await liveConfig();
      expect(JSON.stringify(live.catalogue)).not.toContain(`"${DROPPED}"`);
      expect(
        live.layout.pages.flatMap((page) =>
          page.sections.flatMap((section) => section.cards.flatMap((card) => cardItemRefs(card))),
        ),
      ).not.toContainEqual([DROPPED, expect.anything()]);
      expect((await editor.savePublish(original)).status).toBe(200);
    }
    expect(outcomes.paid + outcomes.refused).toBe(ROUNDS * CHECKOUTS);
    console.info(`checkout vs publish: ${outcomes.paid} paid, ${outcomes.refused} refused`);
  }, 120_000);
});
