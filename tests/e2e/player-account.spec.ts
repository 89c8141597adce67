import { expect, test } from '@playwright/test';
import { e2eApiKey, e2eSmtpPort } from '../../playwright.config';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { relaySmtp, type SmtpRelay } from '../helpers/smtp-relay';
import { waitForHydration } from './player-session';

// A player's account, end to end against the built server: email-code sign-in read from a real SMTP server, a game
// account linked with a code the game backend confirms through the server API, unlinked, then signed out everywhere.

const shop = 'verdant';
const email = `player.${Date.now()}@example.com`;

test.describe('given a real SMTP peer receiving the shop mail', () => {
  let peer: SmtpPeer;
  let relay: SmtpRelay;

  // The server's SMTP_URL is fixed at start (playwright.config.ts) but the peer takes a free port: relay between them.
  test.beforeAll(async () => {
    peer = await startSmtpPeer();
    relay = await relaySmtp(e2eSmtpPort, peer.url);
  });

  test.afterAll(async () => {
    await relay.close();
    await peer.close();
  });

  test('a player signs in with an emailed code, links a game account, unlinks it and signs out everywhere', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    // Anonymous: the header offers to sign in, and the page may be cached like any public page.
    await page.goto(`/${shop}`);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await waitForHydration(page, 'a[aria-haspopup="dialog"]');

    await signIn.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /Email address/ }).fill(email);
    await dialog.getByRole('button', { name: 'Email me a code' }).click();

    const mail = await peer.nextMailTo(email);
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    expect(code, `a 6-digit code in "${mail.subject}"`).toBeDefined();
    expect(mail.text).toContain(code!);
    const firstDigit = dialog.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(firstDigit).toBeFocused();
    await page.keyboard.type(code!);

    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Signed in as ${email}`, { exact: true })).toBeVisible();
    const accountLink = page.getByRole('banner').getByRole('link', { name: `Your account: ${email}` });
    await expect(accountLink).toBeVisible();
    const signedInPage = await page.request.get(`/${shop}`);
    expect(signedInPage.headers()['cache-control']).toBe('private, no-store');

    // The account page: no game account yet.
    await accountLink.click();
    await expect(page).toHaveURL(`/${shop}/account`);
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    const games = page.getByRole('region', { name: 'Game accounts' });
    await expect(games.getByText('No game account linked yet')).toBeVisible();

    // A link code, shown with its QR code and the time it has left.
    const created = page.waitForResponse((response) => response.url().endsWith('/api/link_code/create'));
    await games.getByRole('button', { name: 'Link a game account' }).click();
    const linkCode = ((await (await created).json()) as { code: string }).code;
    const grouped = `${linkCode.slice(0, 4)}-${linkCode.slice(4)}`;
    await expect(games.getByRole('img', { name: `QR code of the link code ${grouped}` })).toBeVisible();
    await expect(games.getByText(/Expires in 1[45]:\d\d/)).toBeVisible();

    // The game backend confirms the code with the game account it was typed in.
    const confirmed = await page.request.post(`/server-api/v1/shops/${shop}/link-codes/${linkCode}/confirm`, {
      headers: { Authorization: `Bearer ${e2eApiKey(shop)}` },
      data: { gameAccountId: 'acct-e2e-48213', displayName: 'Kestrel' },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    const linked = games.getByRole('list', { name: 'Linked game accounts' });
    await expect(linked.getByText('Kestrel')).toBeVisible();
    await expect(linked.getByText(/ID acct-e2e-48213/)).toBeVisible();

    // Unlinking asks first.
    await linked.getByRole('button', { name: 'Unlink Kestrel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unlink Kestrel?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(games.getByText('No game account linked yet')).toBeVisible();

    // Sign out everywhere: back on the shop's home, anonymous, and the old session stays dead after a reload.
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByText('This device')).toBeVisible();
    await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(`/${shop}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const me = await page.request.get(`/api/shops/${shop}/me`);
    expect(me.status()).toBe(401);
    expect(errors).toEqual([]);
  });
});

test('an anonymous visitor of the account page is asked to sign in, not shown an error', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
  const response = await page.goto(`/${shop}/account`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const prompt = page.getByRole('region', { name: 'Sign in to your account' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('textbox', { name: /Email address/ })).toBeVisible();
});

test('a sign-in link from the game signs the player in once, and a reused link says so', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  await context.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
  const minted = await page.request.post(`/server-api/v1/shops/${shop}/sign-in-links`, {
    headers: { Authorization: `Bearer ${e2eApiKey(shop)}`, 'Content-Type': 'application/json' },
    data: { gameAccountId: `hero-${Date.now()}`, displayName: 'Kestrel' },
  });
  expect(minted.status()).toBe(200);
  const { url } = (await minted.json()) as { url: string };
  expect(url).toContain(`/${shop}#gf_sign_in=`);

  await page.goto(url);
  // Signed in after the exchange reloads the page, and the token is gone from the address bar.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeHidden();
  await expect(page.getByRole('banner').getByText('Kestrel')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  const me = await page.request.get(`/api/shops/${shop}/me`);
  // /me is a secure call: without the credential header even a signed-in browser is refused (the cookie alone is not enough).
  expect(me.status()).toBe(401);

  const stranger = await browser.newContext({ baseURL });
  await stranger.addCookies([{ name: `gf_consent_${shop}`, value: 'denied', url: baseURL! }]);
  const replay = await stranger.newPage();
  await replay.goto(url);
  await expect(replay.getByText('Sign-in link not accepted', { exact: true })).toBeVisible();
  await expect(replay.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await stranger.close();
});
