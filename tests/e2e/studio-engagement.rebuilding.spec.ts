import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { e2eApiKey, studioStatePath } from '../../playwright.config';
import { restoreStudioShop, studioWorkingCopy } from './studio-shop-state';

// The Engagement panel end to end on verdant against the built server (docs/decisions/052): the demo publisher adds a
// daily gift in the panel, points the home page's daily gift card at it with the card form's picker, publishes, and a
// signed-in player sees the new gift's reward on the card and claims it. The panel passes axe; the shop is rolled back
// at the end. A rebuilding spec: the menu spec also publishes verdant, so this one runs after the publishing specs.

// Two cores shared by the server, Chromium and the runner: a dialog's closing animation can outlast 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOP = 'verdant';
const CARD = 'Druid scroll';
const GIFT = 'Moss gift';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

interface Copy {
  revision: string;
  hasDraft: boolean;
  config: {
    engagement: { dailyGifts: Array<{ id: string; name: string; days: Array<{ rewards: unknown[] }> }> };
    layout: { pages: Array<{ sections: Array<{ cards: Array<{ name?: string; giftId?: string }> }> }> };
  };
  published: { versionId: string };
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Publish/ });
  const anyway = dialog.getByRole('checkbox', { name: /Publish anyway/ });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 20_000 });
  if ((await anyway.count()) > 0) await anyway.check();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Published · version \d+$/ })).toBeVisible();
}

test('a daily gift added in the Engagement panel and picked on a card is what a signed-in player claims', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: studioStatePath, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/studio');
  const start = await studioWorkingCopy<Copy>(page, SHOP);

  try {
    await page.goto(`/studio/${SHOP}`);
    await expect(page.locator('[data-hydrated]')).toBeVisible();
    await page.getByRole('tab', { name: 'Engagement' }).click();
    await page.getByRole('tab', { name: 'Daily gifts' }).click();
    const gifts = start.config.engagement.dailyGifts.length;
    await page.getByRole('button', { name: 'Add daily gift' }).click();
    const gift = page.getByRole('listitem', { name: `Daily gift ${gifts + 1}` });
    await gift.getByRole('textbox', { name: /^Gift name/ }).fill(GIFT);
    const reward = gift.getByRole('listitem', { name: 'Reward 1' });
    await reward.getByRole('textbox', { name: /^Reward name/ }).fill('Moss Tokens');
    await reward.getByRole('spinbutton', { name: /^Amount/ }).fill('25');

    // Axe with the Engagement panel open (the canvas is the storefront, checked by its own tests).
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);

    // The home page's daily gift card, picked in the Pages panel's outline, now runs the new gift.
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page
      .getByRole('button', { name: new RegExp(`^${CARD}`) })
      .first()
      .click();
    const cardForm = page.getByRole('region', { name: 'Selected card' });
    await cardForm.getByRole('combobox', { name: /^Daily gift/ }).click();
    await page.getByRole('option', { name: GIFT }).click();
    await expect(cardForm.getByRole('combobox', { name: /^Daily gift/ })).toHaveText(GIFT);

    await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes · All changes saved' })).toBeVisible({
      timeout: 20_000,
    });
    const saved = await studioWorkingCopy<Copy>(page, SHOP);
    const added = saved.config.engagement.dailyGifts.find((entry) => entry.name === GIFT)!;
    expect(added).toMatchObject({ kind: 'streak', days: [{ rewards: [{ name: 'Moss Tokens', amount: 25 }] }] });
    const card = saved.config.layout.pages
      .flatMap((entry) => entry.sections)
      .flatMap((section) => section.cards)
      .find((entry) => entry.name === CARD);
    expect(card?.giftId).toBe(added.id);

    await publish(page);
    expect(errors).toEqual([]);

    // A player signed in through a link the game made sees the gift's reward on the card and claims it once.
    const player = await browser.newContext();
    await player.addCookies([{ name: `gf_consent_${SHOP}`, value: 'denied', url: test.info().project.use.baseURL! }]);
    const playerPage = await player.newPage();
    const minted = await playerPage.request.post(`/server-api/v1/shops/${SHOP}/sign-in-links`, {
      headers: { Authorization: `Bearer ${e2eApiKey(SHOP)}` },
      data: { gameAccountId: `engagement-studio-${Date.now()}`, displayName: 'Wren' },
    });
    expect(minted.status(), await minted.text()).toBe(200);
    await playerPage.goto(((await minted.json()) as { url: string }).url);
    await expect(playerPage.getByRole('banner').getByRole('link', { name: 'Your account: Wren' })).toBeVisible({
      timeout: 20_000,
    });
    await expect
      .poll(
        async () => {
          await playerPage.goto(`/${SHOP}`);
          return playerPage.getByRole('article', { name: CARD }).innerText();
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toContain('Moss Tokens');
    const giftCard = playerPage.getByRole('article', { name: CARD });
    await playerPage.waitForFunction(() =>
      [...document.querySelectorAll('button[aria-label^="Cart"]')].some((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    );
    await giftCard.getByRole('button', { name: /^Claim / }).click();
    await expect(giftCard.getByRole('button', { name: `${CARD}: claimed today` })).toBeDisabled();
    await player.close();
  } finally {
    await restoreStudioShop(page, SHOP, start.published.versionId);
    await context.close();
  }
});
