import { expect, test } from '@playwright/test';
import { e2eSmtpPort } from '../../playwright.config';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { relaySmtp, type SmtpRelay } from '../helpers/smtp-relay';

// The publisher studio's door, end to end against the built server: the demo publisher signs in with the code mailed
// to them (read from a real SMTP server; in `npm start` it is in the outbox at /dev/outbox), sees the four demo shops
// and a shop's history, and signs out; a player's session never opens the studio.

const DEMO_PUBLISHER = 'publisher@gamefront.localhost';
const DEMO_SHOPS = ['Emberfall Legends', 'Frostmark Tactics', 'Neon Drift Racing', 'Verdant Realms'];

test.describe('given a real SMTP peer receiving the studio mail', () => {
  let peer: SmtpPeer;
  let relay: SmtpRelay;

  test.beforeAll(async () => {
    peer = await startSmtpPeer();
    relay = await relaySmtp(e2eSmtpPort, peer.url);
  });

  test.afterAll(async () => {
    await relay.close();
    await peer.close();
  });

  test('the demo publisher signs in with an emailed code, sees the four demo shops and opens a history', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    // Signed out, the studio sends to its sign-in page and comes back afterwards.
    await page.goto('/studio/emberfall/history');
    await expect(page).toHaveURL(/\/studio\/sign-in\?next=%2Fstudio%2Femberfall%2Fhistory$/);
    await expect(page.getByRole('heading', { name: 'Sign in to the studio' })).toBeVisible();
    await page.getByRole('textbox', { name: /Work email/ }).fill(DEMO_PUBLISHER);
    await page.getByRole('button', { name: 'Email me a code' }).click();

    const mail = await peer.nextMailTo(DEMO_PUBLISHER);
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    expect(code, `a 6-digit code in "${mail.subject}"`).toBeDefined();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/studio\/emberfall\/history$/);
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Version 1' })).toContainText('Live');

    await page.getByRole('link', { name: 'Gamefront Studio: all shops' }).click();
    await expect(page.getByRole('heading', { name: 'Your shops' })).toBeVisible();
    const shops = page.getByRole('list', { name: 'Your shops' }).getByRole('heading', { level: 2 });
    await expect(shops).toHaveText(DEMO_SHOPS);
    await expect(page.getByRole('link', { name: /^Open editor: / })).toHaveCount(4);

    // The studio cookie lives on /studio only, HttpOnly.
    const cookies = await page.context().cookies();
    const studio = cookies.find((cookie) => cookie.name === 'gf_studio');
    expect(studio).toMatchObject({ path: '/studio', httpOnly: true, sameSite: 'Lax' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/studio\/sign-in$/);
    await page.goto('/studio');
    await expect(page).toHaveURL(/\/studio\/sign-in\?next=%2Fstudio$/);
    expect(errors).toEqual([]);
  });

  test('a signed-in player’s session does not open the studio', async ({ page, baseURL }) => {
    const email = `studio.player.${Date.now()}@example.com`;
    const shop = 'verdant';
    // A player signs in to the shop through its API, as the shop's sign-in dialog does.
    const generated = await page.request.post('/api/custom_login/generate_code', {
      data: { shop, email },
      headers: { Origin: baseURL! },
    });
    expect(generated.ok(), await generated.text()).toBe(true);
    const { attemptId } = (await generated.json()) as { attemptId: string };
    const mail = await peer.nextMailTo(email);
    const code = /\b(\d{6})\b/.exec(mail.subject)![1]!;
    const checked = await page.request.post('/api/custom_login/check_code', {
      data: { attemptId, code },
      headers: { Origin: baseURL! },
    });
    expect(checked.ok(), await checked.text()).toBe(true);
    const { authToken } = (await checked.json()) as { authToken: string };
    const exchanged = await page.request.post('/api/custom_login/exchange_auth_token', {
      data: { token: authToken },
      headers: { Origin: baseURL! },
    });
    expect(exchanged.ok(), await exchanged.text()).toBe(true);
    expect((await page.context().cookies()).some((cookie) => cookie.name === `gf_session_${shop}`)).toBe(true);

    const studio = await page.request.get('/studio/verdant/history', { maxRedirects: 0 });
    expect(studio.status()).toBe(302);
    expect(studio.headers()['location']).toMatch(/^\/studio\/sign-in\?next=/);
    const api = await page.request.get('/studio/api/shops/verdant/working-copy');
    expect(api.status()).toBe(401);
    const preview = await page.request.get('/studio/verdant/preview', { maxRedirects: 0 });
    expect(preview.status()).toBe(302);
  });
});
