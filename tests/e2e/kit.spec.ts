import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { buttonTypes, typographySets } from '../../schemas/enums';

test.describe('the kit gallery', () => {
  // axe over the whole gallery takes a while on two shared cores.
  test.describe.configure({ timeout: 120_000 });
  test('has no accessibility violations on the default theme', async ({ page }) => {
    await page.goto('/kit');
    await page.waitForFunction(() => '__remixContext' in window);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });

  for (const shop of ['emberfall', 'neon-drift', 'frostmark']) {
    test(`has no accessibility violations on ${shop}'s theme`, async ({ page }) => {
      await page.goto(`/kit?theme=${shop}`);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test('the switcher applies a button type and typography set to everything below it', async ({ page }) => {
    await page.goto('/kit');
    // The server's page has the selects before React listens to them: a choice made before hydration would be lost.
    await untilReactListens(page.getByLabel('Button type'));
    await page.getByLabel('Button type').selectOption('fateless');
    await expect(page).toHaveURL(/buttonType=fateless/, { timeout: 30_000 });
    // The new type arrives with the page's next render, which a busy machine may take seconds to finish.
    await expect(page.locator('[data-button-type="fateless"]')).toBeVisible({ timeout: 30_000 });
    await untilReactListens(page.getByLabel('Typography'));
    await page.getByLabel('Typography').selectOption('hempire');
    await expect(page.locator('[data-typography="hempire"]')).toBeVisible({ timeout: 30_000 });
  });

  test('every button type looks different from every other', async ({ page }) => {
    test.setTimeout(120_000);
    const looks = new Map<string, string>();
    for (const type of buttonTypes) {
      await page.goto(`/kit?buttonType=${type}`);
      const button = page.getByRole('group', { name: 'Primary, medium' }).getByRole('button').first();
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          style.borderRadius,
          style.clipPath,
          style.backgroundImage,
          style.borderBottomWidth,
          style.boxShadow,
          style.textTransform,
          style.letterSpacing,
        ].join('|');
      });
      looks.set(type, look);
    }
    expect(new Set(looks.values()).size).toBe(buttonTypes.length);
  });

  test('typography sets change the display text', async ({ page }) => {
    test.setTimeout(120_000);
    const looks = new Set<string>();
    for (const set of typographySets) {
      await page.goto(`/kit?typography=${encodeURIComponent(set)}`);
      const heading = page.getByText('Season of Embers', { exact: true }).first();
      looks.add(
        await heading.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.fontFamily, style.fontWeight, style.letterSpacing, style.textTransform].join('|');
        }),
      );
    }
    expect(looks.size).toBe(typographySets.length);
  });
});

/** Loads a kit page with every font and picture in place, so the screenshot is of the finished page. */
async function openKit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** Hydration has reached an element once React keeps its props on it; before that its events reach no handler. */
async function untilReactListens(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      timeout: 30_000,
    })
    .toBe(true);
}

// Two matching screenshots in a row can take longer than expect's default 5 s while CI runs beside the server.
const screenshotTimeout = 30_000;

test.describe('kit visual snapshots', () => {
  // Loading, fonts and two matching screenshots, with the server and Chromium sharing two busy cores.
  test.describe.configure({ timeout: 120_000 });
  for (const width of [380, 1280]) {
    for (const type of buttonTypes) {
      test(`buttons, ${type}, ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openKit(page, `/kit?buttonType=${encodeURIComponent(type)}`);
        const section = page.getByRole('region', { name: 'Buttons' });
        await expect(section).toHaveScreenshot(`buttons-${type.replace(' ', '-')}-${width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          timeout: screenshotTimeout,
        });
      });
    }
    test(`whole gallery, default theme, ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openKit(page, '/kit');
      await expect(page).toHaveScreenshot(`gallery-default-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        timeout: screenshotTimeout,
      });
    });
  }
});
