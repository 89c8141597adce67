import { expect, test } from '@playwright/test';
import { demoShops } from './demo-fixtures';

function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('the demo shops', () => {
  for (const shop of demoShops) {
    test(`${shop.handle} renders its published config in its own theme`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      const response = await page.goto(`/${shop.handle}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(shop.config.name);
      await expect(page.getByRole('link', { name: `${shop.config.name} home` })).toBeVisible();

      // The theme is server-rendered onto the shop's root element: the page background is the shop's colour.
      const root = page.locator(`[data-shop="${shop.handle}"]`);
      await expect(root).toHaveCSS('background-color', hexToRgb(shop.config.theme.baseBackgroundColor));
      const primary = await root.evaluate((element) =>
        getComputedStyle(element).getPropertyValue('--gf-primary').trim(),
      );
      expect(primary.toLowerCase()).toBe(shop.config.theme.primaryColor.toLowerCase());

      // Sections of cards from the layout, and the footer in the shop's style.
      expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(3);
      await expect(page.locator('footer')).toHaveAttribute('data-footer-style', shop.config.footer.style);
      expect(errors).toEqual([]);
    });
  }

  test('the menu opens its NESTED group and external links open safely in a new tab', async ({ page }) => {
    const shop = demoShops[0]!;
    await page.goto(`/${shop.handle}`);
    const nav = page.getByRole('navigation', { name: 'Shop' });
    const nested = shop.config.menu.find((item) => item.target === 'NESTED')!;
    const child = nested.children![0]!;
    // The NESTED group is a dropdown menu: its links are menu items, shown once its button is pressed.
    const group = page.getByRole('menu', { name: nested.label });
    await expect(group).toBeHidden();
    await nav.getByRole('button', { name: nested.label }).click();
    await expect(group.getByRole('menuitem', { name: child.label, exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    const external = nav.locator('a[target="_blank"]').first();
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(external).toHaveAttribute('href', /^https:\/\//);
  });

  test('menu links move between the shop’s pages without losing the shop', async ({ page }) => {
    const shop = demoShops.find((candidate) => candidate.config.menu.some((item) => item.target === 'SHOP'))!;
    const shopItem = shop.config.menu.find((item) => item.target === 'SHOP')!;
    await page.goto(`/${shop.handle}`);
    await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: shopItem.label }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop.handle}/shop$`));
    await expect(page.locator(`[data-shop="${shop.handle}"]`)).toBeVisible();
  });

  test('an unknown shop shows a themed 404 page, not a stack trace', async ({ page }) => {
    const response = await page.goto('/no-such-shop');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all shops' })).toHaveAttribute('href', '/');
    expect(await page.content()).not.toMatch(/at [A-Za-z]+ \(/);
  });

  test('the front page lists every demo shop', async ({ page }) => {
    await page.goto('/');
    for (const shop of demoShops) {
      await expect(page.getByRole('link', { name: new RegExp(shop.config.name) })).toHaveAttribute(
        'href',
        `/${shop.handle}`,
      );
    }
  });

  test('a shop’s own domain renders that shop at / and its links omit the handle', async ({ page, baseURL }) => {
    const shop = demoShops.find((candidate) => candidate.domains.some((domain) => domain.endsWith('.localhost')))!;
    const domain = shop.domains.find((candidate) => candidate.endsWith('.localhost'))!;
    const port = new URL(baseURL!).port;
    // Chromium resolves *.localhost to the loopback address by itself.
    await page.goto(`http://${domain}:${port}/`);
    await expect(page.locator(`[data-shop="${shop.handle}"]`)).toBeVisible();
    await expect(page.getByRole('link', { name: `${shop.config.name} home` })).toHaveAttribute('href', '/');
    const shopItem = shop.config.menu.find((item) => item.target === 'SHOP');
    if (shopItem) {
      await expect(
        page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: shopItem.label }),
      ).toHaveAttribute('href', '/shop');
    }
  });

  test('the account and checkout pages exist on a shop’s own domain too, and mark no menu item as the current page', async ({
    page,
    baseURL,
  }) => {
    const shop = demoShops.find((candidate) => candidate.domains.some((domain) => domain.endsWith('.localhost')))!;
    const domain = shop.domains.find((candidate) => candidate.endsWith('.localhost'))!;
    const port = new URL(baseURL!).port;
    for (const path of ['/account', '/checkout', '/checkout/result']) {
      const response = await page.goto(`http://${domain}:${port}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator(`[data-shop="${shop.handle}"]`)).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Shop' });
      await expect(menu.getByRole('link').first()).toBeVisible();
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
    }
    // On the main host these words are never shop handles.
    expect((await page.goto('/checkout'))?.status()).toBe(404);
  });
});

test('every script carries the response’s CSP nonce, and the page runs under that policy', async ({ page }) => {
  const response = await page.goto(`/${demoShops[0]!.handle}`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("'unsafe-inline' 'nonce"); // no inline-script escape hatch in production
  const scriptNonces = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  for (const value of scriptNonces) expect(value).toBe(nonce);
  // Hydrated: client-side navigation works, which needs the module scripts to have run.
  await page.waitForFunction(() => '__remixContext' in window);
});

test('a card that sells no catalogue item answers with a toast; one that does asks a visitor to sign in', async ({
  page,
}) => {
  await page.goto('/emberfall/shop');
  await page.waitForFunction(() => '__remixContext' in window);
  await page.getByRole('button', { name: /^Buy Forgemaster Bundle/ }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Forgemaster Bundle is not for sale here yet'),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Buy Phoenix Warden/ }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('a visitor’s page leaves the sign-in and commerce code until they reach for a control, then both work', async ({
  page,
}) => {
  // Decision 063: evaluating these chunks (zod's schemas among them) is a long task on a phone; a visitor who only
  // looks never pays for it.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const deferredCode = (name: string) => scripts.some((script) => script.startsWith(`/assets/${name}-`));
  const idleChunk = page.waitForRequest(/\/assets\/toaster-[\w-]+\.js$/);
  await page.goto('/emberfall/shop');
  // The toaster's code arrives when the browser is idle: by then every idle warm-up has started.
  await idleChunk;
  await page.waitForLoadState('networkidle');
  expect(deferredCode('toaster')).toBe(true);
  expect(deferredCode('sign-in-dialog')).toBe(false);
  expect(deferredCode('commerce-host')).toBe(false);

  // Pointing at "Sign in" fetches the dialog's code (and, being a link, the commerce code); the commerce code brings
  // the dialog along too, for a visitor's Buy.
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await Promise.all([
    page.waitForRequest(/\/assets\/sign-in-dialog-[\w-]+\.js$/),
    page.waitForRequest(/\/assets\/commerce-host-[\w-]+\.js$/),
    signIn.hover(),
  ]);
  const buy = page.getByRole('button', { name: /^Buy Phoenix Warden/ });

  // And pressing still does what it did: a visitor's Buy asks them to sign in.
  await buy.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
