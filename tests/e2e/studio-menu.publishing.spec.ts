import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { studioStatePath } from '../../playwright.config';

// The Menu panel end to end on verdant: the demo publisher adds a group of links with an https link (an http one
// is refused on the field), the canvas shows the server-drawn menu after autosave, a player sees it once published,
// and rollback takes it away again. Axe checks the editor with the Menu panel open.

const SHOP = 'verdant';
const GROUP = 'Events';
const LINK = 'Patch notes';
const URL_HTTPS = 'https://verdant.example/patch-notes';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

/** Signed in once per run as the demo publisher (tests/e2e/studio-sign-in.setup.ts). */
const storageState = studioStatePath;

async function openMenuPanel(browser: Browser) {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`/studio/${SHOP}`);
  // Hydration waits for the editor's chunks, slow on a busy machine.
  await expect(page.locator('[data-hydrated]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { name: 'Menu', level: 2 })).toBeVisible();
  return { context, page, errors };
}

/** The id of the version players get now. */
async function liveVersionId(page: Page): Promise<string> {
  const history = (await (await page.request.get(`/studio/api/shops/${SHOP}/history`)).json()) as {
    versions: Array<{ id: string; status: string }>;
  };
  return history.versions.find((version) => version.status === 'published')!.id;
}

/** Picks an option of one of the kit's selects (Radix). */
async function pick(page: Page, select: ReturnType<Page['getByRole']>, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** What a player's menu offers in the group, looking again while the 2 s page cache may still hold the old page. */
async function playerGroupLinks(browser: Browser): Promise<string | null> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: `gf_consent_${SHOP}`, value: 'denied', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  try {
    await page.goto(`/${SHOP}`);
    const nav = page.getByRole('navigation', { name: 'Shop' });
    await expect(nav).toBeVisible();
    const group = nav.getByRole('button', { name: GROUP });
    if ((await group.count()) === 0) return null;
    await group.click();
    const link = page.getByRole('menuitem', { name: new RegExp(LINK) });
    await expect(link).toBeVisible();
    return await link.getAttribute('href');
  } finally {
    await context.close();
  }
}

test('the publisher adds a group of links with an https link, publishes it for players, and rollback removes it', async ({
  browser,
}) => {
  const { context, page, errors } = await openMenuPanel(browser);
  const liveBefore = await liveVersionId(page);
  const panel = page.getByRole('region', { name: 'Menu' }).or(page.locator('section[aria-labelledby="menu-heading"]'));

  await panel.getByRole('button', { name: 'Add menu item' }).click();
  const entries = panel.getByRole('list').first().locator(':scope > li');
  const added = entries.last();
  await added
    .getByRole('textbox', { name: /^Label/ })
    .first()
    .fill(GROUP);
  await pick(page, added.getByRole('combobox', { name: /Leads to/ }).first(), 'Group of links');

  const child = added.getByRole('listitem', { name: /^Link 1/ });
  await child.getByRole('textbox', { name: /^Label/ }).fill(LINK);
  await pick(page, child.getByRole('combobox', { name: /Leads to/ }), 'External link (https)');
  const address = child.getByRole('textbox', { name: /^Web address/ });
  await address.fill('http://verdant.example/patch-notes');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(child.getByText('Expected an https:// URL')).toBeVisible();
  await address.fill(URL_HTTPS);
  await expect(address).not.toHaveAttribute('aria-invalid');

  // The menu is drawn by the server: once the draft is saved, the canvas reloads and shows the new group.
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes · All changes saved' })).toBeVisible();
  const canvasNav = page.frameLocator('iframe').getByRole('navigation', { name: 'Shop' });
  await expect(canvasNav.getByRole('button', { name: GROUP })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Publish/ });
  await expect(dialog).toBeVisible();
  const anyway = dialog.getByRole('checkbox', { name: /Publish anyway/ });
  if ((await anyway.count()) > 0) await anyway.check();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published · version \d+$/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  await expect.poll(() => playerGroupLinks(browser), { timeout: 30_000, intervals: [500, 1000, 2000] }).toBe(URL_HTTPS);

  // Rollback (the history call) makes the version that was live before this test live again: verdant as it was.
  const rollback = await page.request.post(`/studio/api/shops/${SHOP}/rollback`, {
    data: { versionId: liveBefore },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(rollback.status(), await rollback.text()).toBe(200);
  await expect.poll(() => playerGroupLinks(browser), { timeout: 30_000, intervals: [500, 1000, 2000] }).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});

test('the editor with the Menu panel open passes axe', async ({ browser }) => {
  const { context, page } = await openMenuPanel(browser);
  // The canvas is the storefront, checked by its own tests; here the editor around it.
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
  await context.close();
});
