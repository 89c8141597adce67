import { expect, test, type Page } from '@playwright/test';
import { demoShops } from './demo-fixtures';

// Emberfall sets both a GA id and a Meta pixel id, a TACTICUS footer, and a claimable daily gift on its home page.
const shop = demoShops.find((candidate) => candidate.handle === 'emberfall')!;
const consentTitle = 'Cookies';

/** Answers both trackers with an empty script and counts what the page asked for. */
async function interceptTrackers(page: Page) {
  const requests = { ga: [] as string[], meta: [] as string[] };
  await page.route('**/www.googletagmanager.com/**', (route) => {
    requests.ga.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.route('**/connect.facebook.net/**', (route) => {
    requests.meta.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function openShop(page: Page, path = `/${shop.handle}`) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => '__remixContext' in window);
  return response!;
}

const bannerMarkup = /<section[^>]*role="region"/;
const banner = (page: Page) => page.getByRole('region', { name: consentTitle });

test.describe('given a first visit to a shop with a consent banner and two trackers', () => {
  test('nothing is tracked before consent; accepting loads each tracker once, and a returning player gets them with no banner', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    const requests = await interceptTrackers(page);
    const response = await openShop(page);
    expect(await response.text()).toMatch(bannerMarkup); // rendered by the server: no pop-in after hydration
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /Cookie policy/ })).toHaveAttribute(
      'href',
      'https://emberfall.example/cookies',
    );
    // Hydrated, every script loaded and the network quiet: a tracker loaded before consent would have been requested.
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual({ ga: [], meta: [] });
    expect(
      await page.evaluate(() => [...document.scripts].some((script) => /googletagmanager|facebook/.test(script.src))),
    ).toBe(false);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requests.ga.length).toBe(1);
    await expect.poll(() => requests.meta.length).toBe(1);
    expect(requests.ga[0]).toContain('id=G-EMBR2026');
    expect(requests.meta[0]).toBe('https://connect.facebook.net/en_US/fbevents.js');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === `gf_consent_${shop.handle}`);
    expect(cookie?.value).toBe('granted');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    const returning = await page.reload();
    expect(await returning!.text()).not.toMatch(bannerMarkup); // and no flash of it either
    await page.waitForFunction(() => '__remixContext' in window);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => requests.ga.length).toBe(2);
    await expect.poll(() => requests.meta.length).toBe(2);
    // The injected scripts carry the page's CSP nonce, so the policy let them through without a violation.
    expect(errors).toEqual([]);
  });

  test('rejecting loads no tracker, hides the banner, and stays refused after a reload', async ({ page }) => {
    const requests = await interceptTrackers(page);
    await openShop(page);
    await banner(page).getByRole('button', { name: 'Only necessary' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await page.waitForFunction(() => '__remixContext' in window);
    await expect(banner(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual({ ga: [], meta: [] });
  });

  test('"Cookie settings" in the footer reopens the banner with focus in it, and a change of mind is honoured', async ({
    page,
  }) => {
    const requests = await interceptTrackers(page);
    await openShop(page);
    await banner(page).getByRole('button', { name: 'Only necessary' }).click();
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    // Keyboard: Tab reaches the answers inside the banner.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    await expect.poll(() => requests.ga.length + requests.meta.length).toBe(2);
  });
});

test.describe('the header', () => {
  test('marks the current page, badges items from data for screen readers, and opens external links safely', async ({
    page,
  }) => {
    await openShop(page);
    const nav = page.getByRole('navigation', { name: 'Shop' });
    // Home holds a claimable daily gift: a red circle though the config says NONE.
    const home = nav.getByRole('link', { name: 'Home (new)' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home.locator('[data-badge="RED_CIRCLE"]')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Shop (new)' }).locator('[data-badge="HORIZONTAL_BAR"]')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Rewards', exact: true })).toBeVisible();
    const external = nav.getByRole('link', { name: 'Patch notes (opens in a new tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the NESTED dropdown opens with Enter, ArrowDown and a click, and its links say where they go', async ({
    page,
  }) => {
    await openShop(page);
    const trigger = page.getByRole('navigation', { name: 'Shop' }).getByRole('button', { name: /^More/ });
    const menu = page.getByRole('menu', { name: 'More' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // Portalled into the shop's root, so it wears the shop's theme rather than the default one.
    await expect(page.locator(`[data-shop="${shop.handle}"]`).getByRole('menu', { name: 'More' })).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    // Wait for the close to finish: a click during the exit animation would race it.
    await expect(menu).toBeHidden();
    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Community (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await menu.getByRole('menuitem', { name: /^Player hub/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop.handle}/hub$`));
    await expect(menu).toBeHidden();
    await trigger.click();
    await expect(menu.getByRole('menuitem', { name: /^Player hub/ })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('at 380 px', () => {
  test.use({ viewport: { width: 380, height: 780 } });

  test('shows the brand and a menu button whose drawer works by keyboard, with NESTED items expanding', async ({
    page,
  }) => {
    await openShop(page);
    await banner(page).getByRole('button', { name: 'Only necessary' }).click();
    await expect(page.getByRole('link', { name: `${shop.config.name} home` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shop' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: /^Menu/ });
    await expect(menuButton).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: shop.config.name });
    await expect(drawer).toBeVisible();
    await expect(page.locator(`[data-shop="${shop.handle}"]`).getByRole('dialog')).toBeVisible();
    const drawerNav = drawer.getByRole('navigation', { name: 'Shop' });
    for (const label of ['Home (new)', 'Shop (new)', 'Missions', 'Rewards', 'Patch notes (opens in a new tab)']) {
      await expect(drawerNav.getByRole('link', { name: label })).toBeVisible();
    }
    const group = drawerNav.getByRole('button', { name: /^More/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(drawerNav.getByRole('link', { name: /^Player hub/ })).toBeVisible();
    await expect(drawerNav.getByRole('link', { name: 'Community (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A link in the drawer navigates and closes it.
    await menuButton.click();
    await drawerNav.getByRole('link', { name: /^Rewards/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop.handle}/loyalty$`));
    await expect(drawer).toBeHidden();
  });

  test('the consent banner fits the screen and its answers are reachable', async ({ page }) => {
    await openShop(page);
    const box = await banner(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(380);
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeInViewport();
    await expect(banner(page).getByRole('button', { name: 'Only necessary' })).toBeInViewport();
  });
});

test('the head carries the shop’s title, description, OpenGraph, Twitter card, icons and theme colour', async ({
  page,
}) => {
  await openShop(page);
  const head = page.locator('head');
  await expect(page).toHaveTitle(shop.config.name);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', shop.config.name);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:\d+\/demo\/emberfall\/banner\.svg$/,
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  await expect(head.locator('link[rel="icon"][href="/demo/emberfall/logo.svg"]')).toHaveCount(1);
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/demo/emberfall/logo.svg');
});

test('the three footer styles look different and each carries legal links, cookie settings and socials', async ({
  page,
}) => {
  const looks = new Map<string, string>();
  for (const style of ['TACTICUS', 'F1_CLASH', 'DEFAULT']) {
    const demo = demoShops.find((candidate) => candidate.config.footer.style === style)!;
    await page.goto(`/${demo.handle}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-footer-style', style);
    await expect(
      footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: /Privacy policy/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(
      footer
        .getByRole('navigation', { name: 'Social' })
        .getByRole('link', { name: 'Discord (opens in a new tab)' })
        .locator('svg'),
    ).toBeVisible();
    looks.set(
      style,
      await footer.evaluate((element) => {
        const band = element.firstElementChild as HTMLElement;
        return `${getComputedStyle(element).backgroundImage}|${getComputedStyle(band).backgroundImage}|${
          getComputedStyle(band).height
        }`;
      }),
    );
  }
  expect(new Set(looks.values()).size).toBe(3);
});
