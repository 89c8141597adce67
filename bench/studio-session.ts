import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { gamefrontServerArgs, startPinned } from './server-process';

/**
 * What the studio benches start from: the built server pinned to core 0 on `dataDir` (development mode, so its outbox
 * lists the sign-in code), Chromium signed in as the demo publisher, and `shop`'s editor open and hydrated.
 */
export async function openStudioEditor({ port, dataDir, shop }: { port: number; dataDir: string; shop: string }) {
  const server = await startPinned(
    0,
    gamefrontServerArgs(),
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'bench-studio-auth-secret-0123456789abcdef',
    },
    port,
    '/readyz',
  );
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: existsSync(chromePath) ? chromePath : undefined,
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page: Page = await context.newPage();
    await page.goto(`${server.url}/studio/sign-in`);
    await page.getByRole('textbox', { name: /Work email/ }).fill('publisher@gamefront.localhost');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    // The development outbox lists the code.
    const outbox = await context.newPage();
    await outbox.goto(`${server.url}/dev/outbox`);
    const code = /\b(\d{6})\b/.exec(await outbox.locator('body').innerText())?.[1];
    await outbox.close();
    if (!code) throw new Error('no sign-in code in the outbox');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Your shops' }).waitFor();
    await page.goto(`${server.url}/studio/${shop}`);
    await page.locator('[data-hydrated]').waitFor();
    const opened = browser;
    return {
      page,
      close: async () => {
        await opened.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}
