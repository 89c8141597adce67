import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoShops } from '../../fixtures/shops/index';
import { createDeliveryWorker } from '../../app/server/delivery/delivery-worker.server';
import { setDeliveryEndpoint } from '../../app/server/delivery/endpoints.server';
import { createGameLinkCode, redeemGameLinkCode } from '../../app/server/players/link-codes.server';
import { seedShops } from '../../app/server/seed.server';
import type { PaymentIntent } from '../../schemas/commerce';
import type { DeliveryPayload } from '../../schemas/delivery';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { createTestContext, manualClock, shopIdOf, signedInBrowser } from '../helpers/test-context';
import { complete, pay, SHOP } from '../helpers/checkout-flow';
import { startGameWebhookReceiver, type GameWebhookReceiver } from '../helpers/game-webhook-receiver';

// A player who pays before linking a game account: the game is told nothing until there is an account to give the
// items to, then exactly once (issue 11: the success page promises that delivery waits for the link).

let database: TestDatabase;
let receiver: GameWebhookReceiver;
const clock = manualClock();
let context: ReturnType<typeof createTestContext>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
  context = createTestContext({ database, clock });
  receiver = await startGameWebhookReceiver();
  receiver.setNow(() => Math.floor(clock.now().getTime() / 1000));
  const endpoint = await setDeliveryEndpoint(database.db, clock, {
    shopId: await shopIdOf(database.db, SHOP),
    url: receiver.url,
    production: false,
  });
  receiver.setSecret(endpoint.secret);
});
afterAll(async () => {
  await context?.jobs.drain();
  await receiver?.close();
  await database?.destroy();
});

function worker() {
  return createDeliveryWorker({
    db: database.db,
    logger: pino({ level: 'silent' }),
    clock,
    random: () => 0,
    timeoutMs: 5_000,
  });
}

describe('a paid order of a player with no game account linked', () => {
  it('reaches the game only once the player links an account, exactly once, naming that account', async () => {
    const { player, session, headers } = await signedInBrowser(context, SHOP, 'links-later@example.com');
    const intent = await pay(context, headers, [['gems-pouch', 1]], { type: 'scheme', scenario: 'card_success' });
    const completed = await complete(context, headers, intent.paymentIntentId);
    expect(completed.status).toBe(200);
    expect(((await completed.json()) as PaymentIntent).resultCode).toBe('Authorised');
    const forOrder = () =>
      receiver.received.filter((delivery) => (delivery.body as DeliveryPayload).order?.id === intent.orderId);

    // Rounds pass, the clock moves on an hour: nothing is sent while no account is linked.
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    clock.advance(60 * 60_000);
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    expect(forOrder()).toHaveLength(0);

    // The game shows a code; the player enters it on the website.
    const { code } = await createGameLinkCode(database.db, clock, {
      shopId: player.shopId,
      gameAccountId: 'acct-links-later',
      displayName: 'Wren',
    });
    await redeemGameLinkCode(
      database.db,
      clock,
      { playerId: player.id, shopId: player.shopId, shopHandle: SHOP, sessionId: session.sessionId, clientKind: 'WEB' },
      code,
      '203.0.113.9',
    );

    expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    const sent = forOrder();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.signature.ok).toBe(true);
    expect(sent[0]!.answered).toBe(200);
    const payload = sent[0]!.body as DeliveryPayload;
    expect(payload.item.id).toBe('gems-pouch');
    expect(payload.player).toEqual({
      id: player.id,
      gameAccounts: [{ externalId: 'acct-links-later', displayName: 'Wren' }],
    });
  });
});
