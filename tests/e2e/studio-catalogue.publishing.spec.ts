import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { studioStatePath } from '../../playwright.config';
import { restoreStudioShop, studioWorkingCopy } from './studio-shop-state';

// The catalogue editor end to end on neon-drift against the built server: the demo publisher prices an item at 4.99
// USD and 500 JPY in the Catalogue panel; the saved draft holds 499 and 500 minor units; published, a player's card
// shows $4.99, then ¥500 once JPY is the default currency; the panel passes axe; the shop is rolled back at the end.
// Only the catalogue changes (and the one card that sells the item): helper specs publishing neon-drift's menu do not.

// Two cores shared by the server, Chromium and the runner: a dialog's closing animation can outlast 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOP = 'neon-drift';
const CARD = 'credits-stack';
const ITEM = 'race-credits';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** Signed in once per run as the demo publisher (tests/e2e/studio-sign-in.setup.ts). */
const storageState = studioStatePath;

interface WorkingCopy {
  revision: string;
  hasDraft: boolean;
  config: {
    layout: { pages: Array<{ sections: Array<{ cards: Array<{ id: string; itemId?: string }> }> }> };
    catalogue?: { items?: Array<{ id: string; name: string; prices?: Record<string, number> }> };
  };
  published: { versionId: string };
}

const workingCopy = (page: Page) => studioWorkingCopy<WorkingCopy>(page, SHOP);

/** A player's card on the live shop (anonymous pages may come from the 2 s page cache: look again until it shows). */
async function playerCardShows(browser: Browser, text: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: `gf_consent_${SHOP}`, value: 'denied', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await expect
    .poll(
      async () => {
        await page.goto(`/${SHOP}`);
        return page.locator('article').filter({ hasText: 'Race Credits' }).first().innerText();
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toContain(text);
  await context.close();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Publish/ });
  const anyway = dialog.getByRole('checkbox', { name: /Publish anyway/ });
  // The dialog opens once the autosave is flushed. It keeps the box ticked from an earlier publish: tick, not toggle.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 20_000 });
  if ((await anyway.count()) > 0) await anyway.check();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Published · version \d+$/ })).toBeVisible();
}

test('a price typed as 4.99 USD and 500 JPY is stored in minor units and shown on a player’s card', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/studio');
  const start = await workingCopy(page);

  // The card the item will be sold on names it; the item starts free (the catalogue editor prices it below).
  const config = structuredClone(start.config);
  config.catalogue = {
    ...config.catalogue,
    items: [
      ...(config.catalogue?.items ?? []),
      { id: ITEM, kind: 'resource', name: 'Race Credits', contents: [{ name: 'Race Credits', amount: 2500 }] },
    ] as never,
  };
  for (const page of config.layout.pages)
    for (const section of page.sections) for (const card of section.cards) if (card.id === CARD) card.itemId = ITEM;
  const seeded = await page.request.put(`/studio/api/shops/${SHOP}/draft`, {
    data: { baseRevision: start.revision, config },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);

  try {
    await page.goto(`/studio/${SHOP}`);
    await expect(page.locator('[data-hydrated]')).toBeVisible();
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.getByRole('button', { name: /Race Credits/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Race Credits' })).toBeFocused();

    await page.getByRole('radio', { name: 'Real money' }).click();
    const price = page.getByRole('group', { name: 'Price', exact: true });
    await price.getByRole('button', { name: 'Add USD' }).click();
    await price.getByRole('textbox', { name: /Price: USD/ }).fill('4.999');
    await expect(price.getByText('USD has 2 decimal places')).toBeVisible();
    await price.getByRole('textbox', { name: /Price: USD/ }).fill('4.99');
    await price.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'JPY' }).click();
    await price.getByRole('button', { name: 'Add JPY' }).click();
    await price.getByRole('textbox', { name: /Price: JPY/ }).fill('500');

    // Axe with the Catalogue panel open (the canvas is the storefront, checked by its own tests).
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);

    await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes · All changes saved' })).toBeVisible({
      timeout: 15_000,
    });
    const saved = await workingCopy(page);
    expect(saved.config.catalogue?.items?.find((item) => item.id === ITEM)?.prices).toEqual({ USD: 499, JPY: 500 });

    // The canvas draws the saved draft's card with the catalogue's price.
    const canvas = page.frameLocator('iframe[title^="Live preview"]');
    await expect(canvas.locator('article').filter({ hasText: 'Race Credits' }).first()).toContainText('$4.99', {
      timeout: 20_000,
    });

    await publish(page);
    await playerCardShows(browser, '$4.99');

    // Yen as the default currency: cards show the JPY price.
    await page.getByRole('tab', { name: 'Currencies' }).click();
    await page.getByRole('combobox', { name: 'Default currency' }).click();
    await page.getByRole('option', { name: 'JPY' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes · All changes saved' })).toBeVisible({
      timeout: 15_000,
    });
    await publish(page);
    await playerCardShows(browser, '¥500');
    expect(errors).toEqual([]);
  } finally {
    await restoreStudioShop(page, SHOP, start.published.versionId);
    await context.close();
  }
});
