import { expect, test, type Page } from '@playwright/test';
import { declineCookies, payWithCard, signInFromGame } from './player-session';

// Saved cards on the sandbox, in Chromium (docs/decisions/056): the player ticks "Save this card for next time",
// finds the card on the account page, pays again with it in one step, and removes it.

const shop = 'emberfall';

async function toCheckout(page: Page, item: string) {
  await page.getByRole('button', { name: `Add ${item} to cart` }).click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await expect(drawer.getByRole('listitem', { name: item })).toBeVisible();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(`/${shop}/checkout`);
}

test('a card saved with consent pays in one step and can be removed from the account page', async ({
  page,
  context,
  baseURL,
}) => {
  await declineCookies(context, baseURL!, shop);
  await signInFromGame(page, shop, `acct-e2e-saved-${Date.now()}`);

  await toCheckout(page, 'Pouch of Gems');
  const save = page.getByRole('checkbox', { name: 'Save this card for next time' });
  await expect(save).not.toBeChecked();
  await save.check();
  await payWithCard(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto(`/${shop}/account`);
  const methods = page.getByRole('region', { name: 'Payment methods' });
  await expect(methods.getByText('Visa ending in 4242')).toBeVisible();

  await page.goto(`/${shop}`);
  await toCheckout(page, 'Pouch of Gems');
  await page.getByRole('button', { name: /^Pay .* with Visa ending in 4242/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto(`/${shop}/account`);
  await methods.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Visa ending in 4242?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Visa ending in 4242', { exact: true })).toBeVisible();
  await expect(methods.getByText('No saved payment methods')).toBeVisible();
});
