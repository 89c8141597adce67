import { expect, test, type Page } from '@playwright/test';
import { studioStatePath } from '../../playwright.config';

// Decision 042 in the browser: the editor's "Preview as" sets a moment after a countdown's end (the canvas shows it
// ended) and a signed-in player with 0 coins (virtual-currency purchases are disabled); a preview link made on the
// history page opens in a fresh browser with no studio account, with every buy control disabled and saying why, and
// stops working once revoked. Decision 045: the canvas shows the cookie banner only when "Preview as" says the choice is
// not made yet, and answering it there stores no consent cookie. Nothing is published.

const SHOP = 'verdant';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Signed in once per run as the demo publisher (tests/e2e/studio-sign-in.setup.ts). */
const storageState = studioStatePath;

async function previewAs(page: Page, choose: (popover: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: /^Preview as/ }).click();
  const popover = page.getByRole('dialog', { name: 'Preview as' });
  await choose(popover);
  await popover.getByRole('button', { name: 'Show in canvas' }).click();
  await expect(popover).toBeHidden();
}

test('the canvas previews a moment after a countdown’s end, and a player with 0 coins cannot buy with them', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/studio/${SHOP}`);
  await expect(page.locator('[data-hydrated]')).toBeVisible({ timeout: 30_000 });
  const canvas = page.frameLocator(`iframe[title^="Live preview of"]`);
  // Today the offer still runs: its countdown ticks.
  await expect(canvas.getByText(/Ends in \d+d/).first()).toBeVisible({ timeout: 30_000 });

  await previewAs(page, async (popover) => {
    await popover.getByLabel('Date and time (UTC)').fill('2027-06-01T12:00');
  });
  await expect(page.locator('iframe[title^="Live preview of"]')).toHaveAttribute('src', /at=2027-06-01T12%3A00%3A00Z/);
  await expect(canvas.getByRole('button', { name: /Offer ended/ }).first()).toBeDisabled({ timeout: 30_000 });
  await expect(canvas.getByText('Ended', { exact: true }).first()).toBeVisible();
  await expect(canvas.getByText(/Ends in \d+d/)).toHaveCount(0);

  await previewAs(page, async (popover) => {
    await popover.getByRole('radio', { name: 'A signed-in player' }).click();
    await popover.getByLabel('Wallet balance (each virtual currency)').fill('0');
    await popover.getByLabel('Date and time (UTC)').fill('');
  });
  await canvas.getByRole('link', { name: /^Shop/ }).first().click();
  // The page opened inside the canvas keeps the preview settings.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame.url().includes(`/studio/${SHOP}/preview/shop`))
        ?.url(),
    )
    .toContain('as=player&balance=0');
  const gated = canvas.getByRole('button', { name: /Balance too low/ }).first();
  await expect(gated).toBeDisabled({ timeout: 30_000 });
  await context.close();
});

test('the canvas hides the cookie banner by default, shows it when the choice is not made yet, and stores nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/studio/${SHOP}`);
  await expect(page.locator('[data-hydrated]')).toBeVisible({ timeout: 30_000 });
  const canvas = page.frameLocator(`iframe[title^="Live preview of"]`);
  const banner = canvas.getByRole('region', { name: 'Cookies' });
  await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(banner).toHaveCount(0);

  await previewAs(page, async (popover) => {
    await expect(popover.getByRole('radio', { name: 'Accepted' })).toBeChecked();
    await popover.getByRole('radio', { name: 'Not made yet' }).click();
  });
  await expect(page.locator('iframe[title^="Live preview of"]')).toHaveAttribute('src', /consent=unset/);
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  // The publisher's click answered the page, not the shop: no consent cookie was written.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(`gf_consent_${SHOP}`);
  await context.close();
});

test('a preview link opens in a fresh browser without a studio account, and stops working when revoked', async ({
  browser,
}) => {
  const studio = await browser.newContext({ storageState });
  const page = await studio.newPage();
  await page.goto(`/studio/${SHOP}/history`);
  const share = page.getByRole('region', { name: 'Preview links' });
  await share.getByRole('button', { name: 'Create link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /The preview link to version \d+ works until/ }),
  ).toBeVisible();
  const row = share.getByRole('listitem').filter({ hasText: 'Working' }).first();
  const path = (await row.locator('code').textContent())!;
  expect(path).toMatch(/^\/shared-preview\//);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.locator('[data-shop="verdant"]')).toBeVisible();
  await expect(visitor.getByText('Gamefront Studio')).toHaveCount(0);
  // Buying is off in the storefront itself: the buttons are there, disabled, and say why.
  const buy = visitor.getByRole('main').getByRole('button', { name: /^Buy / }).first();
  await expect(buy).toBeDisabled();
  await expect(buy).toHaveAccessibleDescription('Preview — purchases are off');
  await expect(
    visitor
      .getByRole('main')
      .getByRole('button', { name: /to cart$/ })
      .first(),
  ).toBeDisabled();
  await expect(visitor.getByText('Preview — purchases are off').first()).toBeVisible();
  const buyControls = visitor.getByRole('main').getByRole('button', { name: /^(Buy|Claim|Add) / });
  for (const control of await buyControls.all()) await expect(control).toBeDisabled();
  // And the server refuses a purchase posted to the link.
  const posted = await visitor.request.post(path, { form: { intent: 'buy', itemId: 'anything' } });
  expect(posted.status()).toBeGreaterThanOrEqual(400);
  expect(posted.status()).toBeLessThan(500);
  expect((await visitor.goto(`${path}/account`))?.status()).toBe(404);

  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The preview link no longer works.' })).toBeVisible();
  expect((await visitor.goto(path))?.status()).toBe(404);
  await stranger.close();
  await studio.close();
});
