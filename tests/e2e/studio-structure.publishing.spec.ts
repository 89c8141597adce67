import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eApiKey, studioStatePath } from '../../playwright.config';

// The Pages panel end to end on frostmark (docs/decisions/039): the publisher adds a section with a bundle card sold
// from the catalogue, renames it by clicking it on the canvas, moves the section by keyboard, sees every change on
// the canvas without a reload or a request, publishes, and a player sees the new layout with the bundle on sale.

const SHOP = 'frostmark';
const TITLE = 'Vanguard Crate';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Signed in once per run as the demo publisher (tests/e2e/studio-sign-in.setup.ts). */
const storageState = studioStatePath;

/** Lists requests other than pictures that the canvas frame starts, and marks its document so a reload would show. */
async function watchCanvas(page: Page) {
  const frame = page.frame({ url: new RegExp(`/studio/${SHOP}/preview`) })!;
  await frame.evaluate(() => ((window as unknown as { studioMark: number }).studioMark = 1));
  // Pictures and the build's static chunks may load (the canvas loads its lazy parts on idle); a document or data
  // request would mean the layout came from the server.
  const requests: string[] = [];
  page.on('request', (request) => {
    const isStatic = request.resourceType() === 'image' || new URL(request.url()).pathname.startsWith('/assets/');
    if (request.frame() === frame && !isStatic) requests.push(request.url());
  });
  return {
    frame,
    requests: () => requests,
    sameDocument: () => frame.evaluate(() => (window as unknown as { studioMark?: number }).studioMark === 1),
  };
}

const sectionTitles = (page: Page) =>
  page
    .frame({ url: new RegExp(`/studio/${SHOP}/preview`) })!
    .evaluate(() => [...document.querySelectorAll('main > section > h2')].map((heading) => heading.textContent));

test('a publisher builds a section on the live canvas, publishes, and a player sees it on sale', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`/studio/${SHOP}`);
  await expect(page.locator('[data-hydrated]')).toBeVisible();
  await page.getByRole('tab', { name: 'Pages' }).click();
  const canvasRoot = page.frameLocator('iframe');
  await expect(canvasRoot.locator('[data-studio-path="layout.pages.0.sections.0"]')).toBeAttached({ timeout: 30_000 });
  const canvas = await watchCanvas(page);

  // axe on the editor with the Pages panel open (the canvas is the storefront, checked by its own specs).
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // A new section with a bundle card from the picker.
  await page.getByRole('button', { name: 'Add a section' }).click();
  const sectionForm = page.getByRole('region', { name: 'Selected section' });
  await sectionForm.getByRole('textbox', { name: /Section title/ }).fill('Vanguard deals');
  await expect.poll(() => sectionTitles(page)).toContain('Vanguard deals');
  await page.getByRole('button', { name: 'Add a card to Vanguard deals' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a card to Vanguard deals' });
  await picker.getByRole('button', { name: 'Bundle', exact: true }).click();
  await picker
    .getByRole('button', { name: /^Add Bundle/ })
    .first()
    .click();
  const newCard = canvasRoot.locator('[data-studio-path="layout.pages.0.sections.3.cards.0"]');
  await expect(newCard).toContainText('Starter Bundle');

  // Bound to a catalogue item: the canvas shows the catalogue's price, as the storefront will.
  const cardForm = page.getByRole('region', { name: 'Selected card' });
  await cardForm.getByRole('button', { name: /Commander's Kit/ }).click();
  await expect(cardForm.getByText("Sells Commander's Kit")).toBeVisible();

  // Renamed by clicking it on the canvas.
  await page.getByRole('tab', { name: 'Theme' }).click();
  await newCard.locator('> *').click({ position: { x: 20, y: 20 } });
  await expect(page.getByRole('tab', { name: 'Pages' })).toHaveAttribute('data-state', 'active');
  await cardForm.getByRole('textbox', { name: 'Name', exact: true }).first().fill(TITLE);
  await expect(newCard).toContainText(TITLE);

  // Moved above Operations by keyboard.
  const up = page.getByRole('button', { name: 'Move section Vanguard deals up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Moved section Vanguard deals to position 3 of 4.')).toBeAttached();
  await expect.poll(() => sectionTitles(page)).toEqual(['Briefing', 'Frost Crystals', 'Vanguard deals', 'Operations']);

  expect(await canvas.sameDocument(), 'the canvas was never reloaded').toBe(true);
  expect(canvas.requests(), 'the canvas asked the server for nothing').toEqual([]);

  // Publish (flushes the autosave first).
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // The dialog opens once the autosave is flushed; a theme with contrast warnings asks to publish anyway.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 20_000 });
  const confirm = dialog.getByRole('checkbox', { name: /Publish anyway/ });
  if ((await confirm.count()) > 0) await confirm.check();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  // The editor's status, not the toast (whose text a screen-reader announcer also holds for a moment).
  await expect(page.getByRole('status').filter({ hasText: /^Published · version \d+$/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(errors).toEqual([]);
  await context.close();

  // A player (signed in through a link the game made) sees the new layout and adds the bundle to their cart.
  const player = await browser.newContext();
  await player.addCookies([{ name: `gf_consent_${SHOP}`, value: 'denied', url: test.info().project.use.baseURL! }]);
  const playerPage = await player.newPage();
  const minted = await playerPage.request.post(`/server-api/v1/shops/${SHOP}/sign-in-links`, {
    headers: { Authorization: `Bearer ${e2eApiKey(SHOP)}` },
    data: { gameAccountId: 'structure-player-1', displayName: 'Wren' },
  });
  expect(minted.status(), await minted.text()).toBe(200);
  await playerPage.goto(((await minted.json()) as { url: string }).url);
  await expect(playerPage.getByRole('banner').getByRole('link', { name: 'Your account: Wren' })).toBeVisible();
  await expect(playerPage.getByRole('heading', { name: 'Vanguard deals' })).toBeVisible();
  const headings = await playerPage.locator('main > section > h2').allTextContents();
  expect(headings).toEqual(['Briefing', 'Frost Crystals', 'Vanguard deals', 'Operations']);
  // No studio attribute ever reaches a player's page.
  await expect(playerPage.locator('[data-studio-path]')).toHaveCount(0);
  const add = playerPage.getByRole('button', { name: `Add ${TITLE} to cart` });
  // React has taken over the page once its event props sit on the button (a click before that does nothing).
  await expect
    .poll(() => add.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  await add.click();
  const cart = playerPage.getByRole('dialog', { name: /Your cart/ });
  // The cart names what the card sells: the catalogue item the publisher bound it to.
  await expect(cart.getByRole('listitem', { name: "Commander's Kit" })).toBeVisible();
  await player.close();
});
