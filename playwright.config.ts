import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://127.0.0.1:${PORT}`;
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The OIDC provider of this run; the e2e server points the emberfall demo shop at it (DEMO_OIDC_ISSUER). */
const OIDC_PORT = PORT + 700;
/** The e2e server mails a real SMTP peer that tests/e2e/player-account.spec.ts listens with on this port. */
export const e2eSmtpPort = PORT + 1000;
/** The e2e server's fresh data folder; its game-server API keys are written beside the database before it starts. */
const e2eDataDir = `.cache/e2e-${PORT}`;
/** The demo publisher's studio session, saved once per run by tests/e2e/studio-sign-in.setup.ts. */
export const studioStatePath = `${e2eDataDir}/studio-state.json`;
/** The shops whose game-server API the e2e tests call, each with a key of its own. */
const shopsWithApiKeys = ['emberfall', 'verdant', 'frostmark'];

/**
 * The game-server API key of one demo shop of the e2e server: made as an operator makes one (`npm run db:api-key --
 * SHOP`, db/cli.ts) before the server starts. Read when a test runs, after the server is up.
 */
export function e2eApiKey(shop: string): string {
  return readFileSync(path.join(e2eDataDir, 'api-keys', shop), 'utf8').trim();
}

/** Specs that publish a demo shop (each its own shop): they run after every other spec (project studio-publishing). */
const publishingSpecs = /(studio-theme-editor|\.publishing)\.spec\.ts$/;
/**
 * Specs that rebuild a demo shop another publishing spec also edits (the empty-shop spec imports a config into
 * emberfall): they run last, after studio-publishing, so the two never edit one shop at once.
 */
const rebuildingSpecs = /\.rebuilding\.spec\.ts$/;

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
  projects: [
    {
      name: 'studio-sign-in',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /studio-sign-in\.setup\.ts$/,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [publishingSpecs, rebuildingSpecs],
      dependencies: ['studio-sign-in'],
    },
    // Specs that publish a demo shop (the theme editor's, the studio's structure and catalogue): after every other spec,
    // so no storefront, gallery or snapshot test sees a shop mid-restyle.
    {
      name: 'studio-publishing',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: publishingSpecs,
      dependencies: ['chromium'],
    },
    {
      name: 'studio-rebuilding',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: rebuildingSpecs,
      dependencies: ['studio-publishing'],
    },
  ],
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
      // The built server, on a fresh embedded database seeded with the demo shops. Before it starts, each shop the tests
      // call as a game backend gets its API key the way an operator makes one (production refuses SEED_API_KEY).
      command: [
        `rm -rf ${e2eDataDir} && mkdir -p ${e2eDataDir}/api-keys`,
        'node --import tsx db/cli.ts seed',
        ...shopsWithApiKeys.map(
          (shop) => `node --import tsx db/cli.ts api-key ${shop} e2e > ${e2eDataDir}/api-keys/${shop}`,
        ),
        'exec node --import tsx server/main.ts',
      ].join(' && '),
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATA_DIR: `${e2eDataDir}/pglite`,
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
