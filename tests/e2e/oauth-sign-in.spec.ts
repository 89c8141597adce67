import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

// Signing in to the emberfall demo shop with its publisher provider, through a real OIDC server on loopback that
// Playwright starts (playwright.config.ts). The provider's page redirects at once; `login_hint` picks the player.

const SHOP = 'emberfall';
const PROVIDER = 'emberfall-id';

/** Asks the shop for the provider's sign-in page, as the sign-in dialog does (the attempt's cookie lands in this browser). */
async function providerUrl(page: Page, loginHint: string, returnTo?: string): Promise<string> {
  const query = new URLSearchParams({ shop: SHOP, ...(returnTo ? { return_to: returnTo } : {}) });
  const response = await page.request.post(`/api/login/${PROVIDER}/get_redirect_url?${query}`);
  expect(response.status()).toBe(200);
  const url = new URL(((await response.json()) as { url: string }).url);
  url.searchParams.set('login_hint', loginHint);
  return url.href;
}

/** The credential header of a web session is derived from its cookie (docs/decisions/012); the page's code sends it. */
function credentialOf(sessionToken: string): string {
  return createHash('sha256').update(`gamefront-credential:${sessionToken}`).digest('base64url');
}

test.describe('signing in with the publisher’s account', () => {
  test('the shop offers the provider next to email codes', async ({ request }) => {
    const response = await request.get(`/api/login/get_login_options/${SHOP}`);
    expect(await response.json()).toEqual({
      providers: [
        { type: 'CUSTOM', id: 'custom', label: 'Email' },
        { type: 'OAUTH2', id: PROVIDER, label: 'Emberfall account' },
      ],
    });
  });

  test('a player signs in at the provider and lands where they were, signed in with their game account', async ({
    page,
    context,
  }) => {
    await page.goto(await providerUrl(page, 'ash-walker', `/${SHOP}/shop`));
    await expect(page).toHaveURL(`/${SHOP}/shop`);

    const session = (await context.cookies()).find((cookie) => cookie.name === `gf_session_${SHOP}`);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await page.request.get(`/api/shops/${SHOP}/me`, {
      headers: { 'X-Gamefront-Credential': credentialOf(session!.value) },
    });
    expect(me.status()).toBe(200);
    const body = (await me.json()) as {
      player: { displayName: string; email: string };
      linkedAccounts: Array<{ provider: string; externalId: string }>;
    };
    expect(body.player).toMatchObject({ displayName: 'Ash Walker', email: 'ash-walker@players.example' });
    expect(body.linkedAccounts.map((account) => [account.provider, account.externalId]).sort()).toEqual([
      ['GAME', 'GAME-ASH-WALKER'],
      ['OAUTH2', 'sub-ash-walker'],
    ]);
  });

  test('a player who denies consent reads why and can try again', async ({ page, context }) => {
    await page.goto(await providerUrl(page, 'deny'));
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/sign-in/callback\\?.*error=access_denied`));
    await expect(page.getByRole('heading', { name: 'Sign-in was not completed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'You did not allow Emberfall account to sign you in. Try again, or choose another way to sign in.',
    );
    await expect(page.getByRole('link', { name: 'Back to Emberfall' })).toHaveAttribute('href', `/${SHOP}`);

    // "Try again" starts a new attempt with the same provider, which now lets the player in.
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(`/${SHOP}`);
    expect((await context.cookies()).some((cookie) => cookie.name === `gf_session_${SHOP}`)).toBe(true);
  });

  test('opening the same callback again says it was already used', async ({ page }) => {
    const callback = page.waitForRequest((request) => request.url().includes(`/${SHOP}/sign-in/callback?`));
    await page.goto(await providerUrl(page, 'once-only'));
    await expect(page).toHaveURL(`/${SHOP}`);

    const response = await page.goto((await callback).url());
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'This sign-in was already used' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This sign-in attempt was already used. Start signing in again.');
  });

  test('a callback with a state the shop never issued is refused', async ({ page }) => {
    const response = await page.goto(`/${SHOP}/sign-in/callback?code=made-up&state=${'x'.repeat(43)}`);
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/${SHOP}`);
  });

  test('the callback page exists under a shop only, not at the top of the main host', async ({ request }) => {
    expect((await request.get('/sign-in/callback?state=x')).status()).toBe(404);
  });
});
