import { expect, test, type Locator } from '@playwright/test';

// Cards below a storefront's first row keep the server's HTML and are hydrated when a player nears or touches them,
// or when the browser is idle (app/shop/card-hydration.tsx, docs/decisions/038-first-load-and-hydration.md).

const isHydrated = (button: Locator) =>
  button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

test.use({ viewport: { width: 380, height: 800 } });

test('a card far below the fold waits as server HTML, and a press on it is still handled', async ({ page }) => {
  // A browser that is never idle: only the player's approach can hydrate a held card.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  await page.goto('/emberfall');
  const cart = page.getByRole('button', { name: /^Cart/ });
  await expect.poll(() => isHydrated(cart)).toBe(true);
  const last = page
    .locator('main')
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .last();
  const name = (await last.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');
  // Visible and complete as the server drew it, without React's handlers yet.
  await expect(last).toHaveCount(1);
  expect(await isHydrated(last)).toBe(false);
  await last.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toContainText(`Sign in to add ${name} to your cart`);
});

test('every card is hydrated once the browser is idle, without scrolling', async ({ page }) => {
  await page.goto('/emberfall');
  const buttons = page.locator('main').getByRole('button', { name: /^Add .+ to cart$/ });
  await expect(buttons.last()).toBeAttached();
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) await expect.poll(() => isHydrated(buttons.nth(index))).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
