import { expect, type BrowserContext, type Page } from '@playwright/test';
import { e2eApiKey } from '../../playwright.config';

// What the player-side browser tests share: a player signed in the way the game signs them in (a link its backend
// mints with the shop's key, which also links their game account), the sandbox's test card, and the moment React
// has taken over a page.

/** The game backend's credentials for a demo shop (its key exists once the e2e server has started). */
export const gameServerAuth = (shop: string) => ({ Authorization: `Bearer ${e2eApiKey(shop)}` });

/** React has taken over the page once its event props sit on the DOM nodes (clicks before that would navigate). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** Signs in with a link the game backend mints for a game account; lands on the shop's home page, hydrated. */
export async function signInFromGame(page: Page, shop: string, gameAccountId: string, displayName = 'Kestrel') {
  const minted = await page.request.post(`/server-api/v1/shops/${shop}/sign-in-links`, {
    headers: gameServerAuth(shop),
    data: { gameAccountId, displayName },
  });
  expect(minted.status(), await minted.text()).toBe(200);
  await page.goto(((await minted.json()) as { url: string }).url);
  // The link's token is traded for a session in the browser, then the page reloads: slow on a busy machine.
  await expect(page.getByRole('banner').getByRole('link', { name: `Your account: ${displayName}` })).toBeVisible({
    timeout: 20_000,
  });
  await waitForHydration(page, 'button[aria-label^="Cart"]');
}

/** Pays on the checkout page with one of the sandbox's (Stripe's) test card numbers. */
export async function payWithCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: /Expiry/ }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The player has answered the shop's cookie banner (declined), so it never covers what a test clicks. */
export async function declineCookies(context: BrowserContext, baseURL: string, shop: string) {
  await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL }]);
}
