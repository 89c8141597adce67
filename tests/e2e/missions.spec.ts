import { expect, test, type Page } from '@playwright/test';
import { gameServerAuth, signInFromGame, waitForHydration } from './player-session';

// Missions end to end in Chromium (docs/decisions/049): a visitor is invited to sign in; a player buys, finds the
// purchase missions completed on the Missions page, the game reports wins that complete an event mission, and each
// mission is claimed once. Players sign in with a link the game backend mints (as in checkout.spec.ts).

const shop = 'emberfall';
const signIn = (page: Page, gameAccountId: string) => signInFromGame(page, shop, gameAccountId, 'Wren');
const auth = () => gameServerAuth(shop);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
});

test('a visitor sees the missions page with a sign-in prompt, never an error', async ({ page }) => {
  await page.goto(`/${shop}/missions`);
  const panel = page.getByRole('region', { name: 'Missions and rewards' });
  await expect(panel.getByRole('link', { name: 'Sign in to see your missions' })).toBeVisible();
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
});

test('a purchase and the game’s events complete missions, each claimed once', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const account = `acct-e2e-missions-${Date.now()}`;
  await signIn(page, account);

  await page.getByRole('button', { name: 'Add Vault of Gems to cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await expect(drawer.getByRole('listitem', { name: 'Vault of Gems' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /Expiry/ }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto(`/${shop}/missions`);
  const panel = page.getByRole('region', { name: 'Your missions' });
  const deal = panel.getByRole('listitem', { name: 'Pick up a deal' });
  await expect(deal).toHaveAttribute('data-state', 'completed');
  await expect(deal.getByText('1 / 1 purchase')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: 'Feed the forge' })).toHaveAttribute('data-state', 'completed');
  const wins = panel.getByRole('listitem', { name: 'Win 3 matches' });
  await expect(wins.getByText('0 / 3 matches won')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: /Encore/ })).toHaveAttribute('data-state', 'locked');

  await waitForHydration(page, 'button[aria-label="Claim Pick up a deal"]');
  const claimed = page.waitForResponse((response) => response.url().includes('/missions/daily-deal/claim'));
  await deal.getByRole('button', { name: 'Claim Pick up a deal' }).click();
  expect((await claimed).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Pick up a deal claimed. Your rewards' })).toBeAttached();
  await expect(deal).toHaveAttribute('data-state', 'claimed');
  await expect(deal.getByRole('button')).toHaveCount(0);

  // The game reports three wins (one of them twice): the event mission completes.
  const occurredAt = new Date().toISOString();
  const posted = await page.request.post(`/server-api/v1/shops/${shop}/events`, {
    headers: auth(),
    data: {
      events: ['w1', 'w2', 'w3', 'w3'].map((id) => ({
        eventId: `${account}-${id}`,
        name: 'match_won',
        gameAccountId: account,
        occurredAt,
      })),
    },
  });
  expect(await posted.json()).toEqual({ accepted: 3, duplicates: 1, notCounted: 0 });
  await page.reload();
  await expect(wins).toHaveAttribute('data-state', 'completed');
  await expect(wins.getByText('3 / 3 matches won')).toBeVisible();
  await waitForHydration(page, 'button[aria-label="Claim Win 3 matches"]');
  await wins.getByRole('button', { name: 'Claim Win 3 matches' }).click();
  await expect(wins).toHaveAttribute('data-state', 'claimed');
  // Claiming it unlocked the encore, which waits for its own quests.
  await expect(panel.getByRole('listitem', { name: /Encore/ })).toHaveAttribute('data-state', 'in_progress');

  await page.reload();
  await expect(deal).toHaveAttribute('data-state', 'claimed');
  await expect(wins).toHaveAttribute('data-state', 'claimed');
  expect(errors).toEqual([]);
});
