import { expect, test } from '@playwright/test';
import { startGameWebhookReceiver, type GameWebhookReceiver } from '../helpers/game-webhook-receiver';
import { declineCookies, gameServerAuth, payWithCard, waitForHydration } from './player-session';

// Issue 16's checkout link, end to end against the built server (docs/decisions/057): the game creates a link through
// the server API, the player opens it signed out, signs in with the link's own token, pays with the sandbox's test
// card and is returned to the game's URL; the game's webhook receives one signed delivery, and order_result shows the
// link paid to a caller with no session. verdant: no other spec points its game webhook anywhere.

const shop = 'verdant';
const gameReturn = 'https://game.verdant.test/store/done';

interface CreatedLink {
  id: string;
  url: string;
  status: string;
  total: number;
}

test.describe('given the game receiving deliveries on a local webhook', () => {
  let receiver: GameWebhookReceiver;

  test.beforeAll(async ({ request }) => {
    receiver = await startGameWebhookReceiver();
    const response = await request.put(`/server-api/v1/shops/${shop}/delivery-endpoint`, {
      headers: gameServerAuth(shop),
      data: { url: receiver.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    receiver.setSecret(((await response.json()) as { secret: string }).secret);
  });

  test.afterAll(async () => {
    await receiver.close();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await declineCookies(context, baseURL!, shop);
  });

  test('a player opens the game’s link signed out, signs in with it, pays and is returned to the game; one signed delivery', async ({
    page,
    request,
    playwright,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const account = `acct-e2e-link-${Date.now()}`;
    const created = await request.post(`/server-api/v1/shops/${shop}/checkout-links`, {
      headers: gameServerAuth(shop),
      data: {
        gameAccountId: account,
        displayName: 'Vesper',
        transactionId: `txn-${account}`,
        items: [{ itemId: 'grove-pass', quantity: 1 }],
        currency: 'USD',
        returnUrl: gameReturn,
        returnMode: 'countdown',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const link = (await created.json()) as CreatedLink;
    expect(link.status).toBe('created');

    // The game's own page, where the result page sends the player back.
    await page.route(`${gameReturn}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Back in the game</title><h1>Back in the game</h1>' }),
    );

    // Signed out, the link's single-use token signs the player in and brings them back to the link's page.
    await page.goto(link.url);
    await expect(page.getByText('Paying as')).toContainText('Vesper', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Season 3: The Great Bloom');
    await waitForHydration(page, 'button[type="submit"]');
    await payWithCard(page);

    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Returning to the game in \d s/)).toBeVisible();
    await page.waitForURL(`${gameReturn}`, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Back in the game' })).toBeVisible();

    // One signed delivery of the item to the game account the link named.
    await expect.poll(() => receiver.accepted().length, { timeout: 30_000 }).toBe(1);
    const [delivery] = receiver.accepted();
    expect(delivery!.signature.ok).toBe(true);
    expect(delivery!.body).toMatchObject({
      item: { id: 'grove-pass' },
      player: { gameAccounts: [{ externalId: account }] },
    });

    // order_result, from a caller with no session at all: paid (then fulfilled once the game accepted it).
    const anonymous = await playwright.request.newContext({ baseURL: new URL(link.url).origin });
    const result = await anonymous.get(`/api/checkout_links/order_result/${link.id}`);
    expect(result.status()).toBe(200);
    const body = (await result.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['id', 'orderId', 'status']);
    expect(['paid', 'fulfilled']).toContain(body.status);
    await anonymous.dispose();

    // The same link opened again: already paid, never a second charge.
    await page.goto(link.url.split('#')[0]!);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// Outside the describe above: its beforeAll (one per worker) points the game webhook at that worker's receiver.
test.describe('given links that cannot be paid', () => {
  test('an unknown link and a canceled one each show their own page', async ({ page, request }) => {
    const unknown = await page.goto(`/${shop}/pay/00000000-0000-4000-8000-000000000000`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Link not found' })).toBeVisible();

    const account = `acct-e2e-link-cancel-${Date.now()}`;
    const created = await request.post(`/server-api/v1/shops/${shop}/checkout-links`, {
      headers: gameServerAuth(shop),
      data: {
        gameAccountId: account,
        transactionId: `txn-${account}`,
        items: [{ itemId: 'grove-pass', quantity: 1 }],
        currency: 'USD',
        returnUrl: 'verdant://store',
        signIn: false,
      },
    });
    const link = (await created.json()) as CreatedLink;
    const canceled = await request.post(`/server-api/v1/shops/${shop}/checkout-links/${link.id}/cancel`, {
      headers: gameServerAuth(shop),
    });
    expect(canceled.status()).toBe(200);
    const opened = await page.goto(link.url);
    expect(opened?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'Link canceled' })).toBeVisible();
  });
});
