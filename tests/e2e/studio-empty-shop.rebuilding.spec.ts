import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { studioStatePath } from '../../playwright.config';
import { restoreStudioShop, studioWorkingCopy } from './studio-shop-state';

// Issue 13's "Done when" end to end (docs/decisions/044): from a layout with only an empty home page and an empty
// catalogue, imported through the history page as a publisher would, the demo publisher builds a shop in the studio
// alone: a catalogue item with a price, a second page (added by keyboard), a section and a card sold from that item on
// it (then dragged into a second section), the menu link that page needs, followed inside the canvas; publishes, and
// a player follows the menu link and sees the card with its price.
//
// Every demo shop already has a publishing spec, so this one reuses emberfall (the theme editor's shop), in the project
// that runs after them all (studio-rebuilding): it imports its own empty config and, whatever happens, rolls emberfall
// back to the version live before and discards its draft.

const SHOP = 'emberfall';
const ITEM = 'Nova Pack';
const PAGE_TITLE = 'Armoury';
const SECTION = 'Supplies';
const FEATURED = 'Featured';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

interface WorkingCopy {
  revision: string;
  hasDraft: boolean;
  config: Record<string, unknown> & { catalogue?: Record<string, unknown> };
  published: { versionId: string };
}

const workingCopy = (page: Page) => studioWorkingCopy<WorkingCopy>(page, SHOP);

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('iframe').analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );

test('a publisher builds a shop from an empty layout to a published storefront in the studio alone', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ storageState: studioStatePath, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`/studio/${SHOP}/history`);
  const start = await workingCopy(page);

  try {
    // The empty shop, imported through the history page's import panel: one empty home page, nothing for sale, no
    // engagement rules.
    const empty = {
      ...start.config,
      layout: { pages: [{ target: 'HOME', title: 'Welcome', sections: [] }] },
      catalogue: { ...start.config.catalogue, items: [], coupons: [] },
      menu: [{ id: 'home', label: 'Home', target: 'HOME', badge: 'NONE' }],
      // No loyalty, missions, gifts, chains or passes either (chains and passes would name the items just removed).
      engagement: {},
    };
    const file = testInfo.outputPath('empty-shop.json');
    await writeFile(file, JSON.stringify(empty));
    // React has taken over the page once its event props sit on the import button.
    const importButton = page.getByRole('button', { name: 'Import JSON…' });
    await expect
      .poll(
        () => importButton.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    await page.getByLabel('Config file to import').setInputFiles(file);
    await expect(page.getByText('Imported as the draft', { exact: true })).toBeVisible({ timeout: 20_000 });

    await page.goto(`/studio/${SHOP}`);
    await expect(page.locator('[data-hydrated]')).toBeVisible({ timeout: 30_000 });
    const saved = page.getByRole('status').filter({ hasText: 'Unpublished changes · All changes saved' });

    // A catalogue item with a price.
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await expect(page.getByText('Nothing for sale yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).first().fill(ITEM);
    await page.getByRole('radio', { name: 'Real money' }).click();
    const price = page.getByRole('group', { name: 'Price', exact: true });
    await price.getByRole('button', { name: 'Add USD' }).click();
    await price.getByRole('textbox', { name: /Price: USD/ }).fill('4.99');
    await page.getByRole('button', { name: 'All items' }).click();
    await expect(page.getByRole('list', { name: 'Items' })).toContainText(ITEM);

    // A second page, by keyboard: the first page the shop lacks (Shop) with a title; the canvas goes to it.
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByRole('button', { name: 'Add a page' }).focus();
    await page.keyboard.press('Enter');
    const addPage = page.getByRole('form', { name: 'Add a page' });
    await expect(addPage.getByRole('combobox', { name: 'Page' })).toHaveText('Shop');
    expect(await axeViolations(page), 'axe with the Add a page form open').toEqual([]);
    await addPage.getByRole('textbox', { name: /Title/ }).fill(PAGE_TITLE);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Shop', pressed: true })).toBeVisible();
    await expect.poll(() => page.frame({ url: /\/preview\/shop/ }) !== null, { timeout: 20_000 }).toBe(true);

    // Nobody can reach it yet: the panel says so, and adds the menu link.
    const unreachable = page.getByRole('note', { name: 'Page not in the menu' });
    await expect(unreachable).toContainText('players cannot reach it');
    expect(await axeViolations(page), 'axe with the unreachable-page note').toEqual([]);
    await unreachable.getByRole('button', { name: `Add “${PAGE_TITLE}” to the menu` }).click();
    await expect(unreachable).toBeHidden();

    // A section (by keyboard) and a card sold from the item.
    await page.getByRole('button', { name: 'Add a section' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: 'Selected section' })
      .getByRole('textbox', { name: /Section title/ })
      .fill(SECTION);
    await page.getByRole('button', { name: `Add a card to ${SECTION}` }).click();
    const picker = page.getByRole('dialog', { name: `Add a card to ${SECTION}` });
    await picker.getByRole('button', { name: 'Bundle', exact: true }).click();
    await picker
      .getByRole('button', { name: /^Add Bundle/ })
      .first()
      .click();
    const cardForm = page.getByRole('region', { name: 'Selected card' });
    await cardForm.getByRole('button', { name: new RegExp(ITEM) }).click();
    await expect(cardForm.getByText(`Sells ${ITEM}`)).toBeVisible();
    const canvas = page.frameLocator('iframe[title^="Live preview"]');
    const card = canvas.locator('[data-studio-path="layout.pages.1.sections.0.cards.0"]');
    await expect(card).toContainText('$4.99', { timeout: 20_000 });
    expect(await axeViolations(page), 'axe with the new page, section and card').toEqual([]);

    // A second section, and the card dragged into it with the mouse (one DndContext for the page's sections and cards).
    await page.getByRole('button', { name: 'Add a section' }).click();
    await page
      .getByRole('region', { name: 'Selected section' })
      .getByRole('textbox', { name: /Section title/ })
      .fill(FEATURED);
    const supplies = page.getByRole('list', { name: `Cards of ${SECTION}` });
    const featured = page.getByRole('list', { name: `Cards of ${FEATURED}` });
    const from = (await supplies.getByRole('button', { name: /^Drag card / }).boundingBox())!;
    const to = (await featured.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 2 });
    await page.mouse.move(to.x + 60, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(featured.getByRole('button', { name: /^Drag card / })).toHaveCount(1);
    await expect(supplies.getByRole('button', { name: /^Drag card / })).toHaveCount(0);
    await expect(canvas.locator('[data-studio-path="layout.pages.1.sections.1.cards.0"]')).toContainText('$4.99');

    // Once saved, the canvas draws the server's menu with the new link; following a menu link inside the canvas
    // moves the outline to that page, and back.
    await expect(saved).toBeVisible({ timeout: 20_000 });
    const canvasNav = canvas.getByRole('navigation', { name: 'Shop' });
    await expect(canvasNav.getByRole('link', { name: PAGE_TITLE })).toBeVisible({ timeout: 20_000 });
    await canvasNav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('button', { name: 'Home', pressed: true })).toBeVisible({ timeout: 15_000 });
    await canvasNav.getByRole('link', { name: PAGE_TITLE }).click();
    await expect(page.getByRole('button', { name: 'Shop', pressed: true })).toBeVisible({ timeout: 15_000 });
    await expect(featured).toBeVisible();

    // Publish (flushes the autosave first).
    await expect(saved).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 20_000 });
    const anyway = dialog.getByRole('checkbox', { name: /Publish anyway/ });
    if ((await anyway.count()) > 0) await anyway.check();
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Published · version \d+$/ })).toBeVisible({
      timeout: 20_000,
    });
    expect(errors).toEqual([]);

    // A player opens the shop, follows the menu link and sees the card with its price (the page cache holds the old
    // home page for up to 2 s: look again until the new menu shows).
    const player = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await player.addCookies([{ name: `gf_consent_${SHOP}`, value: 'denied', url: testInfo.project.use.baseURL! }]);
    const playerPage = await player.newPage();
    const nav = playerPage.getByRole('navigation', { name: 'Shop' });
    await expect
      .poll(
        async () => {
          await playerPage.goto(`/${SHOP}`);
          return nav.getByRole('link', { name: PAGE_TITLE }).count();
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toBe(1);
    await nav.getByRole('link', { name: PAGE_TITLE }).click();
    await expect(playerPage).toHaveURL(new RegExp(`/${SHOP}/shop$`));
    await expect(playerPage.getByRole('heading', { name: FEATURED })).toBeVisible();
    await expect(playerPage.locator('main article').first()).toContainText('$4.99');
    await player.close();
  } finally {
    await restoreStudioShop(page, SHOP, start.published.versionId);
    await context.close();
  }
});
