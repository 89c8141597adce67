import { expect, test, type Page } from '@playwright/test';
import { signInFromGame, waitForHydration } from './player-session';

// Daily gifts and offer chains in Chromium against the built server (docs/decisions/050): a player claims the home
// page's daily gift, then the chain's free first step, buys the second step through the checkout with the sandbox's
// test card, and comes back to find the chain advanced to its third step.
//
// Players sign in with a link the game backend mints (server API), as in checkout.spec.ts.

const shop = 'emberfall';
const signIn = (page: Page, gameAccountId: string) => signInFromGame(page, shop, gameAccountId, 'Wren');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
});

test("a player claims the daily gift and the chain's free step, then buys the next step and sees the chain advance", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await signIn(page, `acct-e2e-gifts-${Date.now()}`);
  await page.goto(`/${shop}`);
  await waitForHydration(page, 'button[aria-label^="Cart"]');

  // Today's gift: claimed once, then the card says so and counts down to the next one.
  const gift = page.getByRole('article', { name: 'Hearthstone gift' });
  await gift.getByRole('button', { name: /^Claim / }).click();
  await expect(page.getByText('Hearthstone gift claimed', { exact: true })).toBeVisible();
  await expect(gift.getByRole('button', { name: 'Hearthstone gift: claimed today' })).toBeDisabled();
  await expect(gift.getByText(/Next gift in/)).toBeVisible();

  // The chain's free first step unlocks the second.
  const chain = page.getByRole('article', { name: "Dragon's Hoard chain" });
  const steps = chain.getByRole('listitem');
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'unlocked');
  await chain.getByRole('button', { name: /^Claim step 1/ }).click();
  await expect(page.getByText("Dragon's Hoard chain, step 1 claimed", { exact: true })).toBeVisible();
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'claimed');
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'unlocked');

  // The second step is bought through the checkout; once paid, the third is the next.
  await chain.getByRole('button', { name: /^Buy step 2/ }).click();
  await expect(page).toHaveURL(/\/checkout\?item=hoard-gold&chain=dragonhoard-chain&link=step-2$/);
  await expect(page.getByText("Step 2 of Dragon's Hoard chain: paying unlocks the next step.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /Expiry/ }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  await page.goto(`/${shop}`);
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'claimed');
  await expect(steps.nth(2)).toHaveAttribute('data-state', 'unlocked');
  expect(errors).toEqual([]);
});
