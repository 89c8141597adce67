import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Frame, type Page } from '@playwright/test';
import { studioStatePath } from '../../playwright.config';
import { buttonTypes } from '../../schemas/enums';
import { demoShops } from './demo-fixtures';

// The theme editor end to end against the built server: the demo publisher restyles emberfall live (the canvas
// changes without a reload and without a request), publishes, a player sees it, rollback restores it; two editors
// meet a 409; a hostile value never reaches the canvas; axe and the keyboard.

const DEMO_PUBLISHER = 'publisher@gamefront.localhost';
const SHOP = 'emberfall';
const original = demoShops.find((shop) => shop.handle === SHOP)!.config.theme;
const HOSTILE = 'red;}body{background:url(https://x)}';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Signed in once per run as the demo publisher (tests/e2e/studio-sign-in.setup.ts). */
const storageState = studioStatePath;

async function openEditor(browser: Browser) {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`/studio/${SHOP}`);
  await expect(page.locator('[data-hydrated]')).toBeVisible();
  const canvas = await canvasFrame(page);
  return { context, page, canvas, errors };
}

/** The preview iframe once its receiver has applied the editor's first theme message. */
async function canvasFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.locator('[data-canvas-applied]').getAttribute('data-canvas-applied'), { timeout: 30_000 })
    .not.toBe('-1');
  const frame = page.frame({ url: new RegExp(`/studio/${SHOP}/preview`) });
  expect(frame, 'the canvas iframe').not.toBeNull();
  return frame!;
}

const shopRoot = (frame: Frame, read: string) =>
  frame.evaluate((what) => {
    const root = document.querySelector<HTMLElement>('[data-shop]')!;
    if (what.startsWith('--')) return getComputedStyle(root).getPropertyValue(what).trim();
    return root.getAttribute(what);
  }, read);

/** Resolves once no frame of the page has started a request for `quietMs` (the canvas loads its lazy chunks on idle). */
async function networkQuiet(page: Page, quietMs = 1000) {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch);
  await expect.poll(() => Date.now() - last >= quietMs, { timeout: 20_000, intervals: [250] }).toBe(true);
  page.off('request', touch);
}

/**
 * The requests any frame of the page makes while `action` runs until `until` holds, starting from a quiet network;
 * all but the autosave, which may go out 700 ms after the edit while a busy machine is still drawing it.
 */
async function requestsDuring(page: Page, action: () => Promise<void>, until: () => Promise<void>) {
  await networkQuiet(page);
  const seen: string[] = [];
  const autosave = `/studio/api/shops/${SHOP}/draft`;
  const listen = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname !== autosave) seen.push(request.url());
  };
  page.on('request', listen);
  await action();
  await until();
  page.off('request', listen);
  return seen;
}

async function playerSees(browser: Browser, expected: { primary: string; buttonType: string; typography: string }) {
  const context = await browser.newContext();
  await context.addCookies([{ name: `gf_consent_${SHOP}`, value: 'denied', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  // Anonymous pages may come from the 2 s page cache: look again until the published theme shows.
  await expect
    .poll(
      async () => {
        await page.goto(`/${SHOP}`);
        return page.locator('[data-shop]').evaluate((root) => ({
          primary: getComputedStyle(root).getPropertyValue('--gf-primary').trim(),
          buttonType: root.getAttribute('data-button-type'),
          typography: root.getAttribute('data-typography'),
        }));
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toEqual(expected);
  await context.close();
}

test('the demo publisher restyles emberfall live, publishes it for players, and rollback restores it', async ({
  browser,
}) => {
  const { context, page, canvas, errors } = await openEditor(browser);
  await canvas.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  expect(await shopRoot(canvas, '--gf-primary')).toBe(original.primaryColor);

  // Primary colour: the canvas restyles with no request of any frame (the autosave aside).
  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  const colourRequests = await requestsDuring(
    page,
    () => primary.fill('#22c55e'),
    () => expect.poll(() => shopRoot(canvas, '--gf-primary')).toBe('#22c55e'),
  );
  expect(colourRequests).toEqual([]);
  // A real element drawn with it: the section titles' bar.
  await expect
    .poll(() =>
      canvas
        .locator('h2[id^="section-"]')
        .first()
        .evaluate((h2) => getComputedStyle(h2).borderLeftColor),
    )
    .toBe('rgb(34, 197, 94)');

  const saved = page.getByRole('status').filter({ hasText: 'Unpublished changes · All changes saved' });
  await expect(saved).toBeVisible();
  await page.getByRole('tab', { name: 'Style' }).click();
  const buttonRequests = await requestsDuring(
    page,
    () => page.getByRole('radio', { name: 'Button type hutch' }).click(),
    () => expect.poll(() => shopRoot(canvas, 'data-button-type')).toBe('hutch'),
  );
  expect(buttonRequests).toEqual([]);
  await expect(saved).toBeVisible();
  const typographyRequests = await requestsDuring(
    page,
    () => page.getByRole('radio', { name: 'Typography set fateless' }).click(),
    () => expect.poll(() => shopRoot(canvas, 'data-typography')).toBe('fateless'),
  );
  expect(typographyRequests).toEqual([]);
  // Still the same document: nothing reloaded the canvas.
  expect(await canvas.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes · All changes saved' })).toBeVisible();

  // Publish: emberfall's captions are below AA, so publishing asks to confirm the warnings first.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this theme?' });
  await expect(dialog).toContainText('Captions on cards: 4.39:1, needs 4.50:1');
  const publishNow = dialog.getByRole('button', { name: 'Publish now' });
  await expect(publishNow).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Publish anyway/ }).click();
  await publishNow.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Published · version \d+$/ })).toBeVisible();

  await playerSees(browser, { primary: '#22c55e', buttonType: 'hutch', typography: 'fateless' });

  // Rollback (the history call) makes the version before it live again.
  const history = (await (await page.request.get(`/studio/api/shops/${SHOP}/history`)).json()) as {
    versions: Array<{ id: string; status: string; version: number }>;
  };
  const previous = history.versions
    .filter((version) => version.status === 'archived')
    .sort((a, b) => b.version - a.version)[0]!;
  const rollback = await page.request.post(`/studio/api/shops/${SHOP}/rollback`, {
    data: { versionId: previous.id },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(rollback.status(), await rollback.text()).toBe(200);
  await playerSees(browser, {
    primary: original.primaryColor,
    buttonType: String(original.buttonType),
    typography: String(original.typography),
  });
  expect(errors).toEqual([]);
  await context.close();
});

test('two editors on one shop: the second save on a stale revision gets 409 and the studio says who changed what', async ({
  browser,
}) => {
  const first = await openEditor(browser);
  const second = await openEditor(browser);

  await first.page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#0ea5e9');
  await expect(first.page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  const conflict = second.page.waitForResponse(
    (response) => response.url().endsWith(`/studio/api/shops/${SHOP}/draft`) && response.request().method() === 'PUT',
  );
  await second.page.getByRole('textbox', { name: 'Secondary text', exact: true }).fill('#eeeeee');
  expect((await conflict).status()).toBe(409);
  const dialog = second.page.getByRole('dialog', { name: 'Someone else changed this shop' });
  await expect(dialog).toContainText(DEMO_PUBLISHER);
  await expect(dialog).toContainText('theme.primaryColor');

  await dialog.getByRole('button', { name: 'Reload their version' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue('#0ea5e9');
  await expect.poll(() => shopRoot(second.canvas, '--gf-primary')).toBe('#0ea5e9');

  // Leave emberfall as it was: discard the draft.
  await second.page.getByRole('button', { name: 'Discard draft' }).click();
  const discard = second.page.getByRole('dialog', { name: 'Discard the draft?' });
  await discard.getByRole('button', { name: 'Discard draft' }).click();
  await expect(discard).toBeHidden({ timeout: 15_000 });
  await expect(second.page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(
    original.primaryColor,
  );
  expect([...first.errors, ...second.errors]).toEqual([]);
  await first.context.close();
  await second.context.close();
});

test('a hostile colour shows the field error, never reaches the canvas and cannot be published', async ({
  browser,
}) => {
  const { context, page, canvas } = await openEditor(browser);
  const hostRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'x') hostRequests.push(request.url());
  });
  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill(HOSTILE);
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Expected a colour like #a3e635')).toBeVisible();
  // Other edits still reach the canvas; the hostile one does not.
  await page.getByRole('textbox', { name: 'Secondary text', exact: true }).fill('#fafafa');
  await expect.poll(() => shopRoot(canvas, '--gf-secondary-text')).toBe('#fafafa');
  expect(await shopRoot(canvas, '--gf-primary')).toBe(original.primaryColor);
  const canvasCss = await canvas.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundImage,
    style: document.querySelector<HTMLElement>('[data-shop]')!.getAttribute('style') ?? '',
  }));
  expect(canvasCss.body).toBe('none');
  expect(canvasCss.style).not.toContain('url(');

  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix these before publishing' });
  await expect(dialog).toContainText('theme.primaryColor');
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back to editing' }).click();
  expect(hostRequests).toEqual([]);

  // Undo twice (keyboard) brings back the valid colour; discard leaves the shop as it was.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(primary).toHaveValue(original.primaryColor);
  await expect(primary).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard the draft?' });
  await discard.getByRole('button', { name: 'Discard draft' }).click();
  await expect(discard).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Published · version/ })).toBeVisible();
  await context.close();
});

test('leaving with an edit the server does not have yet asks first, and stays when asked to', async ({ browser }) => {
  const { context, page, errors } = await openEditor(browser);
  // The autosave is held on its way to the server until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/studio/api/shops/${SHOP}/draft`, async (route) => {
    await held;
    await route.continue();
  });
  const secondary = page.getByRole('textbox', { name: 'Secondary text', exact: true });
  await secondary.fill('#fbfbfb');
  await expect(page.getByRole('status').filter({ hasText: /Unsaved changes|Saving…/ })).toBeVisible();

  const studioNav = page.getByRole('navigation').getByRole('link', { name: 'History' });
  await studioNav.click();
  const leave = page.getByRole('dialog', { name: 'Leave with unsaved edits?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(`/studio/${SHOP}`);
  await expect(secondary).toHaveValue('#fbfbfb');

  // Closing the tab asks the browser's own question.
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await beforeUnload;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();

  // Once the server has the edit, leaving asks nothing.
  release();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await studioNav.click();
  await expect(page).toHaveURL(new RegExp(`/studio/${SHOP}/history$`));
  await expect(leave).toHaveCount(0);

  await page.goto(`/studio/${SHOP}`);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard the draft?' });
  await discard.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published · version/ })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the editor passes axe and works by keyboard alone', async ({ browser }) => {
  const { context, page, canvas } = await openEditor(browser);
  // The canvas is the storefront, checked by its own tests; here the editor around it.
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);

  // Keyboard only: from the Colours tab, Tab reaches the panel, the primary colour's picker button, then its hex
  // field; typing there restyles the canvas, Ctrl+Z takes it back.
  await page.getByRole('tab', { name: 'Colours' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Colours' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pick primary colour from a colour picker' })).toBeFocused();
  await page.keyboard.press('Tab');
  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await expect(primary).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('#3b82f6');
  await expect.poll(() => shopRoot(canvas, '--gf-primary')).toBe('#3b82f6');
  await page.keyboard.press('Control+z');
  await expect.poll(() => shopRoot(canvas, '--gf-primary')).toBe(original.primaryColor);

  // Arrow keys switch tabs and move between button types, picking the one they reach (a radio group, as WAI-ARIA
  // describes it; Radix moves focus a task after the key goes down, so the key is held until it has);
  // Ctrl+Shift+Z redoes, Ctrl+Z undoes.
  await page.getByRole('tab', { name: 'Colours' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Style' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: `Button type ${original.buttonType}` }).focus();
  const pickedType =
    buttonTypes[(buttonTypes.findIndex((type) => type === original.buttonType) + 1) % buttonTypes.length]!;
  const next = page.getByRole('radio', { name: `Button type ${pickedType}`, exact: true });
  await page.keyboard.down('ArrowRight');
  await expect(next).toBeFocused();
  await page.keyboard.up('ArrowRight');
  await expect(next).toHaveAttribute('aria-checked', 'true');
  // Saved as a draft before it is undone, so there is a draft to discard at the end.
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes · All changes saved' })).toBeVisible();
  await expect.poll(() => shopRoot(canvas, 'data-button-type')).toBe(pickedType);
  await page.keyboard.press('Control+z');
  await expect.poll(() => shopRoot(canvas, 'data-button-type')).toBe(String(original.buttonType));
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => shopRoot(canvas, 'data-button-type')).toBe(pickedType);
  await page.keyboard.press('Control+z');
  await expect.poll(() => shopRoot(canvas, 'data-button-type')).toBe(String(original.buttonType));

  // Discard by keyboard leaves the shop as it was.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard draft' }).focus();
  await page.keyboard.press('Enter');
  const discard = page.getByRole('dialog', { name: 'Discard the draft?' });
  await discard.getByRole('button', { name: 'Discard draft' }).focus();
  await page.keyboard.press('Enter');
  await expect(discard).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Published · version/ })).toBeVisible();
  await context.close();
});
