import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://127.0.0.1:${PORT}`;
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The OIDC provider of this run; the e2e server points the emberfall demo shop at it (DEMO_OIDC_ISSUER). */
const OIDC_PORT = PORT + 700;
/** The e2e server mails a real SMTP peer that tests/e2e/player-account.spec.ts listens with on this port. */
export const e2eSmtpPort = PORT + 1000;
/** The key every demo shop of the e2e server accepts on the game-server API (seeded before it starts, db/cli.ts). */
export const e2eSeedApiKey = 'gf_e2e_seed_key_for_demo_shops_only';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Generous: CI shares two cores between the server, Chromium and the runner.
  timeout: 60_000,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The OIDC provider the emberfall demo shop's "Emberfall account" sign-in uses in e2e (docs/decisions/014).
      command: 'node --import tsx tests/helpers/oidc-server-main.ts',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: String(OIDC_PORT) },
    },
    {
      // The built server, on a fresh embedded database seeded with the demo shops.
      // The demo shops are seeded with the shared test key before the server starts: production refuses SEED_API_KEY.
      command: `rm -rf .cache/e2e-${PORT} && NODE_ENV=test SEED_API_KEY=${e2eSeedApiKey} node --import tsx db/cli.ts seed && node --import tsx server/main.ts`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATA_DIR: `.cache/e2e-${PORT}/pglite`,
        BUILD_DIR: process.env.BUILD_DIR ?? 'build',
        LOG_LEVEL: 'warn',
        ENABLE_KIT_GALLERY: 'true',
        // Checkout runs on the built-in sandbox provider (no real money); production refuses it unless told.
        SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        // The checkout tests' game webhook listens on plain http on this machine.
        DELIVERY_HTTP_LOOPBACK: 'true',
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        AUTH_SECRET: 'e2e-only-auth-secret-not-for-production-use',
        // The demo provider and its client secret: without the secret the shop does not offer that sign-in.
        DEMO_OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        EMBERFALL_OIDC_CLIENT_SECRET: 'e2e-emberfall-client-secret',
      },
    },
  ],
});
