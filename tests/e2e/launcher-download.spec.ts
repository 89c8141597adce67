import { expect, test, type Page } from '@playwright/test';
import { e2eApiKey, studioStatePath } from '../../playwright.config';

// The DOWNLOAD page (docs/decisions/058-launcher-releases.md): the game backend publishes an installer through the
// game-server API, and a visitor sees the one for their computer first, with its checksum and notes.

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

// frostmark's demo seed ships a Windows installer only; the Mac one is published by this spec, as a game would.
const macRelease = {
  platform: 'MAC',
  version: '3.0.2',
  downloadUrl: 'https://downloads.example.com/frostmark/FrostmarkLauncher-3.0.2.dmg',
  sizeBytes: 187_000_000,
  sha256: '3c9f1e0d2b4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e',
  releaseNotes: 'Snowbound servers patch twice as fast.\n\n- Native on Apple silicon\n- Remembers your last realm',
  releasedAt: '2026-11-12T12:00:00Z',
  minimumOs: 'macOS 13 Ventura',
};
const WINDOWS_SHA256 = '5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d';

test.beforeAll(async ({ request }) => {
  const published = await request.post('/server-api/v1/shops/frostmark/launcher/releases', {
    headers: { Authorization: `Bearer ${e2eApiKey('frostmark')}` },
    data: macRelease,
  });
  expect(published.status()).toBe(200);
});

function installer(page: Page, name: 'Windows' | 'macOS') {
  return page.getByRole('article', { name });
}

test.describe('for a Windows user agent', () => {
  test.use({ userAgent: WINDOWS_UA });

  test('offers the Windows installer first, with its checksum and notes, and the Mac one beside it', async ({
    page,
  }) => {
    await page.goto('/frostmark/download');
    await expect(page.getByRole('heading', { name: /^Get the Frostmark .*launcher$/ })).toBeVisible();
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(2);
    await expect(articles.first()).toHaveAccessibleName('Windows');
    const windows = installer(page, 'Windows');
    await expect(windows.getByText('Recommended for this computer')).toBeVisible();
    await expect(windows.getByRole('link', { name: 'Download for Windows' })).toHaveAttribute(
      'href',
      'https://downloads.example.com/frostmark/FrostmarkLauncher-3.0.2-setup.exe',
    );
    await expect(windows.getByText(WINDOWS_SHA256)).toBeVisible();
    await expect(windows.getByText('Windows 10 (64-bit) or later')).toBeVisible();
    await expect(windows.getByRole('listitem').filter({ hasText: 'Verifies every file after patching' })).toBeVisible();
    // Both platforms, always: the Mac installer too, not recommended.
    const mac = installer(page, 'macOS');
    await expect(mac.getByRole('link', { name: 'Download for macOS' })).toBeVisible();
    await expect(mac.getByText('Recommended for this computer')).toHaveCount(0);
  });
});

test.describe('for a Mac user agent', () => {
  test.use({ userAgent: MAC_UA, extraHTTPHeaders: { 'Sec-CH-UA-Platform': '"macOS"' } });

  test('offers the Mac installer first, with its version, size, checksum and notes', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/frostmark/download');
    await expect(page.getByRole('article').first()).toHaveAccessibleName('macOS');
    const mac = installer(page, 'macOS');
    await expect(mac.getByText('Recommended for this computer')).toBeVisible();
    await expect(mac.getByRole('link', { name: 'Download for macOS' })).toHaveAttribute('href', macRelease.downloadUrl);
    await expect(mac.getByText(macRelease.sha256)).toBeVisible();
    await expect(mac.getByText('187 MB')).toBeVisible();
    await expect(mac.getByText('macOS 13 Ventura or later')).toBeVisible();
    await expect(mac.getByRole('heading', { name: 'What’s new in 3.0.2' })).toBeVisible();
    await expect(mac.getByText('Snowbound servers patch twice as fast.')).toBeVisible();
    await expect(mac.getByRole('listitem').filter({ hasText: 'Native on Apple silicon' })).toBeVisible();

    // The checksum is copied as it is shown.
    await mac.getByRole('button', { name: 'Copy the macOS checksum' }).click();
    await expect(mac.getByRole('button', { name: 'macOS checksum copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(macRelease.sha256);
  });

  test.describe('at 380 px', () => {
    test.use({ viewport: { width: 380, height: 800 } });

    test('keeps the page within the screen, in the shop with the widest lettering', async ({ page }) => {
      await page.goto('/emberfall/download');
      await expect(installer(page, 'macOS').getByRole('link', { name: 'Download for macOS' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every button and the checksum stay inside their card.
      for (const name of ['macOS', 'Windows'] as const) {
        const card = (await installer(page, name).boundingBox())!;
        for (const part of [
          installer(page, name).getByRole('link', { name: `Download for ${name}` }),
          installer(page, name).getByRole('button', { name: `Copy the ${name} checksum` }),
        ]) {
          const box = (await part.boundingBox())!;
          expect(box.x + box.width, `${name}: ${String(part)}`).toBeLessThanOrEqual(card.x + card.width);
        }
      }
    });
  });
});

test('the menu’s Download launcher item opens the download page', async ({ page }) => {
  await page.goto('/emberfall');
  const nav = page.getByRole('navigation', { name: 'Shop' });
  await nav.getByRole('button', { name: /^More/ }).click();
  await page
    .getByRole('menu', { name: 'More' })
    .getByRole('menuitem', { name: /^Download launcher/ })
    .click();
  await expect(page).toHaveURL(/\/emberfall\/download$/);
  await expect(page.getByRole('heading', { name: /^Get the Emberfall.* launcher$/ })).toBeVisible();
  await expect(installer(page, 'Windows').getByText('2.4.1', { exact: true })).toBeVisible();
});

test('a shop with nothing released says so, and lists no installer', async ({ page }) => {
  await page.goto('/verdant/download');
  await expect(page.getByRole('status').filter({ hasText: 'The launcher is on its way' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download for/ })).toHaveCount(0);
});

test.describe('in the studio', () => {
  test.use({ storageState: studioStatePath });

  test('a member sees the releases the game published, read-only', async ({ page }) => {
    await page.goto('/studio/frostmark/launcher');
    await expect(page.getByRole('heading', { name: 'Launcher releases' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: /sections$/ }).getByRole('link', { name: 'Launcher' }),
    ).toHaveAttribute('aria-current', 'page');
    const releases = page.getByRole('region', { name: 'Releases' }).getByRole('listitem');
    await expect(releases.filter({ hasText: 'macOS 3.0.2' })).toContainText(macRelease.sha256);
    await expect(releases.filter({ hasText: 'Windows 3.0.2' })).toContainText(WINDOWS_SHA256);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });
});
