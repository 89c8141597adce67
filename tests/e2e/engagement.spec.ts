import { expect, test } from '@playwright/test';
import { startGameWebhookReceiver, type GameWebhookReceiver } from '../helpers/game-webhook-receiver';
import { declineCookies, gameServerAuth, payWithCard, signInFromGame, waitForHydration } from './player-session';

// Issue 14's walk through the engagement features in one shop (frostmark, whose game webhook no other spec points
// anywhere): a player claims the home page's daily gift and the menu's badge goes out, claims the offer chain's free
// step and sees the next one unlock, buys an item that completes a mission, claims the mission, and finds the
// purchase's loyalty points on the Rewards page. The game's webhook receives exactly one signed delivery per grant
// (and one for the bought item), each acknowledged. docs/decisions/047-051.

const shop = 'frostmark';

interface DeliveryBody {
  player: { gameAccounts: Array<{ externalId: string }> };
  order: { id: string } | null;
  reward: { kind: string; subject: string } | null;
  item: { id: string };
}

test.describe('given the game receiving deliveries on a local webhook', () => {
  let receiver: GameWebhookReceiver;

  test.beforeAll(async ({ request }) => {
    receiver = await startGameWebhookReceiver();
    const response = await request.put(`/server-api/v1/shops/${shop}/delivery-endpoint`, {
      headers: gameServerAuth(shop),
      data: { url: receiver.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    receiver.setSecret(((await response.json()) as { secret: string }).secret);
  });

  test.afterAll(async () => {
    await receiver.close();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await declineCookies(context, baseURL!, shop);
  });

  test('a player claims the daily gift and a free chain step, completes and claims a mission by buying, and sees the purchase’s points; the game gets one signed delivery per grant', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const account = `acct-e2e-engage-${Date.now()}`;
    await signInFromGame(page, shop, account, 'Wren');

    // The home page holds a gift the player can claim: its menu item carries the badge until it is claimed.
    const homeLink = page.getByRole('banner').getByRole('link', { name: /^Home/ }).first();
    await expect(homeLink.locator('[data-badge]')).toHaveCount(1);
    const gift = page.getByRole('article', { name: 'Supply drop' });
    await gift.getByRole('button', { name: /^Claim .+ from Supply drop$/ }).click();
    await expect(page.getByText('Supply drop claimed', { exact: true })).toBeVisible();
    await expect(gift.getByRole('button', { name: 'Supply drop: claimed today' })).toBeDisabled();
    await expect(homeLink.locator('[data-badge]')).toHaveCount(0);

    // The chain's free first step: claimed, and the second unlocks.
    const chain = page.getByRole('article', { name: 'Recon operation' });
    const steps = chain.getByRole('listitem');
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'unlocked');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'locked');
    await chain.getByRole('button', { name: /^Claim step 1/ }).click();
    await expect(page.getByText('Recon operation, step 1 claimed', { exact: true })).toBeVisible();
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'claimed');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'unlocked');

    // A purchase (¥160, priced $0.99 in the catalogue) completes today's "Supply run" mission.
    await page.getByRole('button', { name: /^Buy Crystal shard for/ }).click();
    await expect(page).toHaveURL(/\/checkout\?item=crystal-shard$/);
    await payWithCard(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });

    await page.goto(`/${shop}/missions`);
    const missions = page.getByRole('region', { name: 'Your missions' });
    const supplyRun = missions.getByRole('listitem', { name: 'Supply run' });
    await expect(supplyRun).toHaveAttribute('data-state', 'completed');
    await waitForHydration(page, 'button[aria-label="Claim Supply run"]');
    await supplyRun.getByRole('button', { name: 'Claim Supply run' }).click();
    await expect(supplyRun).toHaveAttribute('data-state', 'claimed');

    // The purchase's points: $0.99 at 10 Medals a dollar is 9 Medals, counted up once on the Rewards page.
    await page.goto(`/${shop}/loyalty`);
    const rewards = page.getByRole('region', { name: 'Frostmark Service Medals' });
    await expect(rewards.getByText('+9 new')).toBeVisible();
    await expect(rewards.getByText('9 Medals', { exact: true })).toBeAttached();

    // The game: the bought item and each of the three grants, delivered once each, signed, acknowledged.
    const mine = () =>
      receiver.received.filter((delivery) =>
        (delivery.body as DeliveryBody).player.gameAccounts.some((gameAccount) => gameAccount.externalId === account),
      );
    const what = () =>
      mine()
        .map((delivery) => {
          const body = delivery.body as DeliveryBody;
          return body.reward ? body.reward.kind : `order:${body.item.id}`;
        })
        .sort();
    await expect
      .poll(what, { timeout: 30_000 })
      .toEqual(['daily_gift', 'mission', 'offer_chain_link', 'order:crystal-shard']);
    for (const delivery of mine()) {
      expect(delivery.signature.ok, JSON.stringify(delivery.signature)).toBe(true);
      expect(delivery.answered).toBe(200);
    }
    expect(new Set(mine().map((delivery) => delivery.headers['idempotency-key'])).size).toBe(4);
    const subjects = mine()
      .map((delivery) => (delivery.body as DeliveryBody).reward?.subject)
      .filter((subject) => subject !== undefined);
    expect(subjects.some((subject) => subject.startsWith('supply-drop:'))).toBe(true);
    expect(subjects.some((subject) => /^recon-chain:.+:1$/.test(subject))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('supply-run:'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
