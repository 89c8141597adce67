import { expect, test, type Page } from '@playwright/test';
import { signInFromGame, waitForHydration } from './player-session';

// Loyalty end to end in Chromium (docs/decisions/048): a player buys, finds the purchase's Embers on the Rewards
// page counting up once, claims the milestone it reached, and a reload neither animates nor offers the claim again.
// Players sign in with a link the game backend mints (as in checkout.spec.ts).

const shop = 'emberfall';
const signIn = (page: Page, gameAccountId: string) => signInFromGame(page, shop, gameAccountId, 'Wren');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
});

test('a visitor sees the campaign with a sign-in prompt, never an error, and the balance card signs them in', async ({
  page,
}) => {
  await page.goto(`/${shop}/loyalty`);
  const panel = page.getByRole('region', { name: 'Emberfall Rewards' });
  await expect(panel.getByRole('link', { name: 'Sign in to see your Embers' })).toBeVisible();
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  // The balance card's own Sign in opens the shop's sign-in dialog.
  await waitForHydration(page, 'button[aria-label="Sign in to see your Embers"]');
  await page.getByRole('button', { name: 'Sign in to see your Embers' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('a purchase’s Embers show on the Rewards page once, and the milestone they reach is claimed once', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await signIn(page, `acct-e2e-loyal-${Date.now()}`);

  // 19.99 USD at Spark: 199 Embers.
  await page.getByRole('button', { name: 'Add Vault of Gems to cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await expect(drawer.getByRole('listitem', { name: 'Vault of Gems' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /Expiry/ }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  const acknowledged = page.waitForResponse(
    (response) => response.url().endsWith(`/api/shops/${shop}/ack_loyalty_points`) && response.status() === 200,
  );
  await page.goto(`/${shop}/loyalty`);
  const panel = page.getByRole('region', { name: 'Emberfall Rewards' });
  await expect(panel.getByText('+199 new')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You earned 199 Embers' })).toBeAttached();
  await acknowledged;
  await expect(panel.getByText('199 Embers', { exact: true })).toBeAttached();
  await expect(panel.getByRole('progressbar', { name: 'Progress to Flame' })).toHaveAttribute('aria-valuenow', '199');
  // The balance card on the page shows the same total.
  await expect(page.getByLabel('199 Embers', { exact: true })).toBeVisible();

  const claimed = page.waitForResponse((response) => response.url().includes('/claim_loyalty_milestone/first-spark'));
  await panel.getByRole('button', { name: 'Claim First Spark' }).click();
  expect((await claimed).status()).toBe(200);
  // The panel's own announcement (the toast says it too).
  await expect(page.getByRole('status').filter({ hasText: 'First Spark claimed. Your rewards' })).toBeAttached();
  const first = panel.getByRole('listitem', { name: /First Spark/ });
  await expect(first).toHaveAttribute('data-state', 'claimed');
  await expect(first.getByRole('button')).toHaveCount(0);

  // Seen once: a reload shows the total without the count-up and asks for no acknowledgement.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/shops/')) calls.push(request.url());
  });
  await page.reload();
  await expect(panel.getByRole('listitem', { name: /First Spark/ })).toHaveAttribute('data-state', 'claimed');
  await expect(panel.getByText(/new$/)).toHaveCount(0);
  expect(calls.filter((url) => url.includes('ack_loyalty_points'))).toEqual([]);
  expect(errors).toEqual([]);
});
