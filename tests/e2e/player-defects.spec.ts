import { expect, test, type Page } from '@playwright/test';
import { e2eApiKey } from '../../playwright.config';

// What a new player hit in the demo shops (issue 11): each test is one of their reports, seen as they saw it.

const shop = 'emberfall';
const auth = () => ({ Authorization: `Bearer ${e2eApiKey(shop)}` });

async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** Signs in with a link the game backend mints; lands on the shop's home page, hydrated. */
async function signIn(page: Page, gameAccountId: string) {
  const minted = await page.request.post(`/server-api/v1/shops/${shop}/sign-in-links`, {
    headers: auth(),
    data: { gameAccountId, displayName: 'Kestrel' },
  });
  expect(minted.status(), await minted.text()).toBe(200);
  await page.goto(((await minted.json()) as { url: string }).url);
  // The link's token is traded for a session in the browser, then the page reloads: slow on a busy machine.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account: Kestrel' })).toBeVisible({
    timeout: 20_000,
  });
  await waitForHydration(page, 'button[aria-label^="Cart"]');
}

async function payWithCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: /Expiry/ }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

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
