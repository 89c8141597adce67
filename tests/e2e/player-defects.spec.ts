import { expect, test, type Page } from '@playwright/test';
import { e2eSmtpPort } from '../../playwright.config';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { relaySmtp, type SmtpRelay } from '../helpers/smtp-relay';
import { payWithCard, signInFromGame, waitForHydration } from './player-session';

// What a new player hit in the demo shops (issue 11): each test is one of their reports, seen as they saw it.

const shop = 'emberfall';
const signIn = (page: Page, gameAccountId: string) => signInFromGame(page, shop, gameAccountId, 'Kestrel');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
});

test('Buy on a card pays for that item alone and leaves the cart as it was', async ({ page }) => {
  await signIn(page, `acct-e2e-buy-one-${Date.now()}`);
  await page.getByRole('button', { name: 'Add Pouch of Gems to cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await expect(drawer.getByRole('listitem', { name: 'Pouch of Gems' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close cart' }).click();

  await page.getByRole('button', { name: 'Buy Handful of Gems for $0.99' }).click();
  const summary = page.getByRole('region', { name: 'Buying now' });
  await expect(summary.getByText('Handful of Gems')).toBeVisible();
  await expect(summary.getByText('Pouch of Gems')).toHaveCount(0);
  await expect(summary.getByText('your cart stays as it is')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $0.99' })).toBeVisible();

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Receipt GF-/ }).getByText('Pouch of Gems')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test.describe('at 380 px', () => {
  test.use({ viewport: { width: 380, height: 800 } });

  test("the checkout's Wallets tab fits the screen", async ({ page }) => {
    await signIn(page, `acct-e2e-narrow-${Date.now()}`);
    await page.getByRole('button', { name: 'Add Handful of Gems to cart' }).click();
    await page
      .getByRole('dialog', { name: /Your cart/ })
      .getByRole('link', { name: 'Checkout' })
      .click();
    await waitForHydration(page, '[role="tab"]');
    await page.getByRole('tab', { name: 'Wallets' }).click();
    await expect(page.getByRole('button', { name: 'Pay with Amex Express Checkout' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);
    const panel = await page.getByRole('region', { name: 'Payment' }).boundingBox();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(380);
  });
});

test('a bundle priced only in euros in a dollar shop says so, instead of "the cart is not available yet"', async ({
  page,
}) => {
  await signIn(page, `acct-e2e-euro-${Date.now()}`);
  await page.goto(`/${shop}/shop`);
  await waitForHydration(page, 'button[aria-label="Add Forgemaster Bundle to cart"]');
  await page.getByRole('button', { name: 'Add Forgemaster Bundle to cart' }).click();
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Forgemaster Bundle is not for sale here yet' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('priced only in EUR (€19.99)');
  await expect(page.getByText(/the cart is not available yet/)).toHaveCount(0);
});

test('a visitor who adds to the cart is told why to sign in', async ({ page }) => {
  await page.goto(`/${shop}`);
  await waitForHydration(page, 'button[aria-label="Add Handful of Gems to cart"]');
  await page.getByRole('button', { name: 'Add Handful of Gems to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toContainText('Sign in to add Handful of Gems to your cart');
});

test('failed payment attempts sit under their purchase, and only the paid order has a receipt, named', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, `acct-e2e-history-${Date.now()}`);
  await page.getByRole('button', { name: 'Add Handful of Gems to cart' }).click();
  await page
    .getByRole('dialog', { name: /Your cart/ })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await waitForHydration(page, '[role="tab"]');
  await payWithCard(page, '4000000000000002');
  await expect(page.getByRole('heading', { name: 'Payment refused' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Try another card' }).click();
  await waitForHydration(page, '[role="tab"]');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });

  await page.goto(`/${shop}/account`);
  const history = page.getByRole('region', { name: 'Purchase history' });
  await expect(history.getByRole('list', { name: 'Your purchases' })).toBeVisible({ timeout: 20_000 });
  const receipts = history.getByRole('link', { name: /^Receipt/ });
  await expect(receipts).toHaveCount(1);
  await expect(receipts).toHaveText(/^Receipt for order GF-\d+$/);
  await expect(history.getByText('paid', { exact: true })).toHaveCount(1);
  const attempts = history.getByText('1 failed attempt', { exact: true });
  await expect(attempts).toBeVisible();
  await attempts.click();
  await expect(history.getByRole('list', { name: /^Attempts before order GF-/ }).getByRole('listitem')).toHaveText(
    /GF-\d+ · .* · failed/,
  );
});

test('the virtual-currency confirmation shows the balance before and after, and says when it is not enough', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, `acct-e2e-wallet-${Date.now()}`);
  await page.getByRole('button', { name: /^Buy Sack of Gold/ }).click();
  let confirm = page.getByRole('dialog', { name: 'Buy Sack of Gold?' });
  await expect(confirm.getByRole('alert')).toHaveText(
    'Not enough: your balance is 0 ember gems, 120 ember gems short.',
  );
  await expect(confirm.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: /^Buy Pouch of Gems/ }).click();
  await waitForHydration(page, '[role="tab"]');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  await page.goto(`/${shop}`);
  await waitForHydration(page, 'button[aria-label^="Cart"]');
  await page.getByRole('button', { name: /^Buy Sack of Gold/ }).click();
  confirm = page.getByRole('dialog', { name: 'Buy Sack of Gold?' });
  await expect(confirm.getByText('Balance 500 ember gems → 380 ember gems', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Sack of Gold is yours', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Buy Sack of Gold/ }).click();
  confirm = page.getByRole('dialog', { name: 'Buy Sack of Gold?' });
  await expect(confirm.getByText('Balance 380 ember gems → 260 ember gems', { exact: true })).toBeVisible();
});

test.describe('given the shop mail reaching a local SMTP peer', () => {
  let peer: SmtpPeer;
  let relay: SmtpRelay;

  test.beforeAll(async () => {
    peer = await startSmtpPeer();
    relay = await relaySmtp(e2eSmtpPort, peer.url);
  });
  test.afterAll(async () => {
    await relay?.close();
    await peer?.close();
  });

  test('a visitor who adds to the cart and signs in with an emailed code finds the item in the cart', async ({
    page,
  }) => {
    const email = `visitor.${Date.now()}@example.com`;
    await page.goto(`/${shop}`);
    await waitForHydration(page, 'button[aria-label="Add Handful of Gems to cart"]');
    await page.getByRole('button', { name: 'Add Handful of Gems to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('textbox', { name: /Email address/ }).fill(email);
    await dialog.getByRole('button', { name: 'Email me a code' }).click();
    const mail = await peer.nextMailTo(email);
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    expect(code, `a 6-digit code in "${mail.subject}"`).toBeDefined();
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await page.keyboard.type(code!);

    await expect(dialog).toBeHidden();
    const drawer = page.getByRole('dialog', { name: /Your cart/ });
    await expect(drawer.getByRole('listitem', { name: 'Handful of Gems' })).toBeVisible({ timeout: 20_000 });
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

test.describe('at 380 px, with both trackers configured', () => {
  test.use({ viewport: { width: 380, height: 800 } });

  test('Cookie settings lets a player allow each category, by keyboard, and only that tracker loads', async ({
    page,
    context,
  }) => {
    const requests = { ga: 0, meta: 0 };
    await page.route('**/www.googletagmanager.com/**', (route) => {
      requests.ga += 1;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.route('**/connect.facebook.net/**', (route) => {
      requests.meta += 1;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`/${shop}`);
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await waitForHydration(page, 'footer button');
    await settings.click();
    const banner = page.getByRole('region', { name: 'Cookies' });
    const categories = banner.getByRole('group', { name: 'Choose by category' });
    const necessary = categories.getByRole('checkbox', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(categories.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    const analytics = categories.getByRole('checkbox', { name: 'Analytics' });
    await expect(analytics).not.toBeChecked();
    await analytics.focus();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);
    const box = await banner.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(380);

    await banner.getByRole('button', { name: 'Save my choices' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const stored = (await context.cookies()).find((cookie) => cookie.name === `gf_consent_${shop}`);
    expect(stored?.value).toBe('analytics');
    await expect.poll(() => requests.ga).toBeGreaterThan(0);
    expect(requests.meta).toBe(0);

    // A returning player finds the same choice.
    await page.reload();
    await waitForHydration(page, 'footer button');
    await settings.click();
    await expect(categories.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await expect(categories.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });
});
