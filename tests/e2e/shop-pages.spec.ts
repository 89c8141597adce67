import { expect, test, type Page } from '@playwright/test';
import { e2eApiKey } from '../../playwright.config';
import { demoShops } from './demo-fixtures';

// A shop's pages as a new player meets them: one route per page on the main host and on the shop's own domain,
// 404s inside the shop's look, and the chrome's defects players reported (issue 11).

const shop = demoShops.find((candidate) => candidate.handle === 'emberfall')!;
const name = shop.config.name;
const domain = shop.domains.find((candidate) => candidate.endsWith('.localhost'))!;

/** Signs in with a link the game backend mints (server API), as checkout.spec.ts does. */
async function signIn(page: Page) {
  const minted = await page.request.post(`/server-api/v1/shops/${shop.handle}/sign-in-links`, {
    headers: { Authorization: `Bearer ${e2eApiKey(shop.handle)}` },
    data: { gameAccountId: `acct-e2e-pages-${Date.now()}`, displayName: 'Kestrel' },
  });
  expect(minted.status(), await minted.text()).toBe(200);
  await page.goto(((await minted.json()) as { url: string }).url);
  // The link's token is exchanged once the page has hydrated: slow on a busy machine.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account: Kestrel' })).toBeVisible({
    timeout: 30_000,
  });
}

test('a page a real shop does not have answers 404 in the shop’s look, titled, with a way back', async ({ page }) => {
  const response = await page.goto(`/${shop.handle}/nowhere`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found | ${name}`);
  await expect(page.locator(`[data-shop="${shop.handle}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: `${name} home` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${name}` })).toHaveAttribute('href', `/${shop.handle}`);
  // A shop that does not exist keeps the plain page.
  expect((await page.goto('/no-such-shop/shop'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
  // An address no route matches names a page, not a shop, and says so in its title.
  expect((await page.goto(`/${shop.handle}/a/b/c`))?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a signed-in player who reaches a missing page is still shown signed in, and that 404 is never shared', async ({
  page,
}) => {
  await signIn(page);
  const response = await page.goto(`/${shop.handle}/nowhere`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account: Kestrel' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /sign in/i })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /sign in/i })).toHaveCount(0);
});

test('on a shop’s own domain every page answers from its one route, and a returning player’s consent is read', async ({
  page,
  baseURL,
}) => {
  const origin = `http://${domain}:${new URL(baseURL!).port}`;
  await page.context().addCookies([{ name: `gf_consent_${shop.handle}`, value: 'denied', url: origin }]);
  for (const path of [
    '/',
    '/shop',
    '/loyalty',
    '/account',
    '/checkout',
    '/checkout/result',
    '/receipt/00000000-0000-4000-8000-000000000000',
  ]) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator(`[data-shop="${shop.handle}"]`), path).toBeVisible();
    // The stored choice was read: no banner asks again.
    await expect(page.getByRole('region', { name: 'Cookies' }), path).toHaveCount(0);
  }
  expect((await page.goto(`${origin}/nowhere`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // On the main host these words are never shops.
  for (const path of ['/account', '/checkout', '/checkout/result', '/sign-in/callback']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test('the Rewards page shows a signed-in player their balance instead of asking them to sign in', async ({ page }) => {
  await signIn(page);
  await page.goto(`/${shop.handle}/loyalty`);
  const card = page.getByRole('article', { name: 'Embers balance' });
  await expect(card.getByLabel('0 Embers')).toBeVisible();
  await expect(card.getByText('Sign in to see your balance')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Sign in to see your Embers/ })).toHaveCount(0);
});

test('“Sign in to see this receipt” offers the sign-in, not a print button', async ({ page }) => {
  await page.goto(`/${shop.handle}/receipt/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { name: 'Sign in to see this receipt' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in with email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toHaveCount(0);
});

test.describe('the menu', () => {
  test('carries no “new” on pages with nothing on them, and marks only the current page', async ({ page }) => {
    await page.goto(`/${shop.handle}/loyalty`);
    const nav = page.getByRole('navigation', { name: 'Shop' });
    // Missions run in this shop: their panel fills the page, so its configured "new" shows (docs/decisions/051).
    await expect(nav.getByRole('link', { name: 'Missions (new)', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Rewards', exact: true })).toHaveAttribute('aria-current', 'page');
    // The launcher's download page has no cards (its installers do not count, decision 058): its "new" is dropped.
    await nav.getByRole('button', { name: /^More/ }).click();
    await expect(
      page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: /^Download launcher/ }),
    ).toHaveAccessibleName('Download launcher');
    await page.keyboard.press('Escape');
    // The Shop link's configured bar is a badge beside its label, never a line under it like the current page's.
    const shopLink = nav.getByRole('link', { name: 'Shop (new)' });
    await expect(shopLink).not.toHaveAttribute('aria-current', 'page');
    const link = (await shopLink.boundingBox())!;
    const bar = (await shopLink.locator('[data-badge="HORIZONTAL_BAR"]').boundingBox())!;
    expect(bar.width).toBeLessThan(link.width / 2);
    expect(bar.y + bar.height).toBeLessThan(link.y + link.height - 8);
  });

  test.describe('at 380 px', () => {
    test.use({ viewport: { width: 380, height: 780 } });

    test('the header shows the whole shop name, never cut short', async ({ page }) => {
      await page.goto(`/${shop.handle}`);
      const brand = page.getByRole('link', { name: `${name} home` });
      await expect(brand).toHaveText(name, { ignoreCase: true });
      // Cut short means a hidden line or a hidden end of a line; a glyph's few pixels of overhang are not.
      const clipped = await brand.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 4,
      );
      expect(clipped).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);
    });
  });
});
