import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startGameWebhookReceiver, type GameWebhookReceiver } from '../helpers/game-webhook-receiver';
import { gameServerAuth, payWithCard, signInFromGame, waitForHydration } from './player-session';

// Buying, end to end in Chromium against the built server and its sandbox payment provider: a player fills a cart,
// takes a coupon, pays with Stripe's test cards (success, 3-D Secure through the challenge page, a decline), then
// spends the gems they bought; the game's webhook receives exactly one signed delivery per paid order line.
//
// Players sign in with a link the game backend mints (server API), not an emailed code: the e2e server's SMTP port
// is fixed, and player-account.spec.ts listens on it while the suite runs in parallel.

const shop = 'emberfall';
const signIn = (page: Page, gameAccountId: string) => signInFromGame(page, shop, gameAccountId, 'Kestrel');
/** The game backend's credentials (its key exists once the e2e server has started). */
const auth = () => gameServerAuth(shop);

async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await expect(drawer.getByRole('listitem', { name })).toBeVisible();
  return drawer;
}

/** The order id of the receipt the success page links to. */
async function paidOrderId(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const href = await page.getByRole('link', { name: 'View printable receipt' }).getAttribute('href');
  const orderId = /\/receipt\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
  expect(orderId, `a receipt link, got ${href}`).toBeDefined();
  return orderId!;
}

/**
 * Waits until the server has finished every delivery of the order (all acknowledged, none left to send or retry),
 * then checks what the game received: exactly one signed delivery per line.
 */
async function expectOneDeliveryPerLine(
  api: APIRequestContext,
  receiver: GameWebhookReceiver,
  orderId: string,
  itemIds: string[],
) {
  const forOrder = () =>
    receiver.received.filter(
      (delivery) => (delivery.body as { order?: { id?: string } } | null)?.order?.id === orderId,
    );
  const serverStatuses = async () => {
    const response = await api.get(`/server-api/v1/shops/${shop}/deliveries`, { headers: auth() });
    const { deliveries } = (await response.json()) as { deliveries: { orderId: string; status: string }[] };
    return deliveries.filter((delivery) => delivery.orderId === orderId).map((delivery) => delivery.status);
  };
  // One delivery row per line, each acknowledged by the game: nothing is left that could arrive twice.
  await expect.poll(serverStatuses, { timeout: 30_000 }).toEqual(itemIds.map(() => 'delivered'));
  const deliveries = forOrder();
  expect(deliveries.map((delivery) => (delivery.body as { item: { id: string } }).item.id).sort()).toEqual(
    [...itemIds].sort(),
  );
  for (const delivery of deliveries) {
    expect(delivery.signature.ok, JSON.stringify(delivery.signature)).toBe(true);
    expect(delivery.answered).toBe(200);
  }
  expect(new Set(deliveries.map((delivery) => delivery.headers['idempotency-key'])).size).toBe(itemIds.length);
}

async function pointDeliveriesAt(request: APIRequestContext, receiver: GameWebhookReceiver) {
  const response = await request.put(`/server-api/v1/shops/${shop}/delivery-endpoint`, {
    headers: auth(),
    data: { url: receiver.url },
  });
  expect(response.status(), await response.text()).toBe(200);
  receiver.setSecret(((await response.json()) as { secret: string }).secret);
}

test.describe('given the game receiving deliveries on a local webhook', () => {
  // One shop, one delivery endpoint: these tests share it, so they run in order in one worker (a failure does not
  // skip the others, as it would in serial mode).
  test.describe.configure({ mode: 'default' });
  let receiver: GameWebhookReceiver;

  test.beforeAll(async ({ request }) => {
    receiver = await startGameWebhookReceiver();
    await pointDeliveriesAt(request, receiver);
  });

  test.afterAll(async () => {
    await receiver.close();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
  });

  test('a player fills a cart, takes a coupon, pays with the test card and finds the receipt and history; then spends the gems', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signIn(page, `acct-e2e-buyer-${Date.now()}`);

    // Two items, one round trip each; the header counts them.
    let drawer = await addToCart(page, 'Pouch of Gems');
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    drawer = await addToCart(page, 'Handful of Gems');
    await expect(drawer.getByText('2 items', { exact: true })).toBeVisible();

    // A refused coupon says why under the field; a good one shows its discount in the totals.
    const coupon = drawer.getByRole('textbox', { name: 'Coupon code' });
    await coupon.fill('NOSUCHCODE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByText('This coupon code does not exist')).toBeVisible();
    await coupon.fill('welcome10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByText('WELCOME10', { exact: true })).toBeVisible();
    const totals = drawer.getByRole('definition');
    await expect(drawer.getByText('Discount (WELCOME10)')).toBeVisible();
    await expect(totals.last()).toHaveText('$5.40');

    // Checkout: test mode is said plainly; the card number never reaches the server.
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(`/${shop}/checkout`);
    await expect(page.getByText('Test mode: no real money')).toBeVisible();
    const sent: string[] = [];
    const paymentKeys: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) sent.push(`${request.url()} ${request.postData() ?? ''}`);
      if (request.url().includes('/create_payment_intent_with_cart'))
        paymentKeys.push(request.headers()['idempotency-key']);
    });
    await payWithCard(page, '4242 4242 4242 4242');
    const orderId = await paidOrderId(page);
    expect(sent.join('\n')).not.toContain('4242');
    expect(sent.join('\n')).toContain('"scenario":"card_success"');
    // The payment is started with a key of its own, so a retried request can never start a second one.
    expect(paymentKeys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    await expectOneDeliveryPerLine(page.request, receiver, orderId, ['gems-pouch', 'gems-handful']);
    await expect(page.getByRole('region', { name: /^Receipt GF-/ }).getByText('Pouch of Gems')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();

    // The printable receipt.
    await page.getByRole('link', { name: 'View printable receipt' }).click();
    const receipt = page.getByRole('article');
    await expect(receipt.getByRole('cell', { name: 'Pouch of Gems' })).toBeVisible();
    await expect(receipt.getByText('Discount (WELCOME10)')).toBeVisible();
    await expect(receipt.getByText('Paid', { exact: true }).first()).toBeVisible();

    // The account's purchase history lists it.
    await page.getByRole('link', { name: 'Your purchases' }).click();
    const history = page.getByRole('region', { name: 'Purchase history' });
    await expect(history.getByRole('list', { name: 'Your purchases' }).getByRole('listitem')).toHaveCount(1);
    await expect(history.getByText('$5.40')).toBeVisible();

    // The gems arrived with the order: spend 120 of them on a sack of gold, after saying yes.
    await page.goto(`/${shop}`);
    await waitForHydration(page, 'button[aria-label^="Cart"]');
    await page.getByRole('button', { name: /^Buy Sack of Gold/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Buy Sack of Gold?' });
    await expect(confirm).toBeVisible();
    const acquired = page.waitForResponse((response) =>
      response.url().includes('/acquire_item_with_virtual_currency/gold-sack'),
    );
    await confirm.getByRole('button', { name: /^Pay / }).click();
    const acquiredBody = (await (await acquired).json()) as { orderId: string; wallet: { balance: number } };
    expect(acquiredBody.wallet.balance).toBe(580 - 120);
    await expect(page.getByText('Sack of Gold is yours', { exact: true })).toBeVisible();
    await expectOneDeliveryPerLine(page.request, receiver, acquiredBody.orderId, ['gold-sack']);
    expect(errors).toEqual([]);
  });

  test('a 3-D Secure card goes through the bank challenge page and comes back paid', async ({ page }) => {
    await signIn(page, `acct-e2e-3ds-${Date.now()}`);
    await addToCart(page, 'Pouch of Gems');
    await page
      .getByRole('dialog', { name: /Your cart/ })
      .getByRole('link', { name: 'Checkout' })
      .click();

    await payWithCard(page, '4000 0027 6000 3184');
    await expect(page.getByRole('heading', { name: 'Confirm this payment with your bank' })).toBeVisible();
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop}/checkout/result\\?paymentIntentId=`));
    const orderId = await paidOrderId(page);
    await expectOneDeliveryPerLine(page.request, receiver, orderId, ['gems-pouch']);
  });

  test('a declined card says why, delivers nothing and keeps the cart for another card', async ({ page }) => {
    const account = `acct-e2e-decline-${Date.now()}`;
    // Other specs buy in this shop at the same time, and their deliveries reach this webhook too: count this player's.
    const mine = () =>
      receiver.received.filter((delivery) =>
        (
          delivery.body as { player?: { gameAccounts?: Array<{ externalId: string }> } } | null
        )?.player?.gameAccounts?.some((gameAccount) => gameAccount.externalId === account),
      ).length;
    await signIn(page, account);
    await addToCart(page, 'Handful of Gems');
    await page
      .getByRole('dialog', { name: /Your cart/ })
      .getByRole('link', { name: 'Checkout' })
      .click();

    await payWithCard(page, '4000000000000002');
    await expect(page.getByRole('heading', { name: 'Payment refused' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/declined/i);
    await page.getByRole('link', { name: 'Try another card' }).click();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Handful of Gems')).toBeVisible();
    expect(mine()).toBe(0);
  });
});
