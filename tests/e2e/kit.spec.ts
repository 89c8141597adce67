import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { buttonTypes, typographySets } from '../../schemas/enums';

test.describe('the kit gallery', () => {
  // axe over the whole gallery takes a while on two shared cores.
  test.describe.configure({ timeout: 120_000 });
  test('has no accessibility violations on the default theme', async ({ page }) => {
    await page.goto('/kit');
    await page.waitForFunction(() => '__remixContext' in window);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
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
    await page.waitForFunction(() => '__remixContext' in window);
    await page.getByLabel('Button type').selectOption('fateless');
    await expect(page).toHaveURL(/buttonType=fateless/);
    await expect(page.locator('[data-button-type="fateless"]')).toBeVisible();
    await page.getByLabel('Typography').selectOption('hempire');
    await expect(page.locator('[data-typography="hempire"]')).toBeVisible();
  });

  test('every button type looks different from every other', async ({ page }) => {
    test.setTimeout(120_000);
    const looks = new Map<string, string>();
    for (const type of buttonTypes) {
      await page.goto(`/kit?buttonType=${type}`);
      const button = page.getByRole('group', { name: 'Primary, medium' }).getByRole('button').first();
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.borderRadius, style.clipPath, style.backgroundImage, style.borderBottomWidth, style.boxShadow, style.textTransform, style.letterSpacing].join('|');
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

test.describe('kit visual snapshots', () => {
  for (const width of [380, 1280]) {
    for (const type of buttonTypes) {
      test(`buttons, ${type}, ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/kit?buttonType=${encodeURIComponent(type)}`);
        await page.evaluate(() => document.fonts.ready);
        const section = page.getByRole('region', { name: 'Buttons' });
        await expect(section).toHaveScreenshot(`buttons-${type.replace(' ', '-')}-${width}.png`, { animations: 'disabled', caret: 'hide' });
      });
    }
    test(`whole gallery, default theme, ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/kit');
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`gallery-default-${width}.png`, { fullPage: true, animations: 'disabled', caret: 'hide' });
    });
  }
});
