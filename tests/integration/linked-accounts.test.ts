import { beforeAll, describe, expect, it } from 'vitest';
import { linkedAccounts } from '../../db/schema';
import { listAllLinkedAccountsCall as listAll } from '../../app/server/api/list-all-linked-accounts.server';
import { listShopLinkedAccountsCall as listInShop } from '../../app/server/api/list-shop-linked-accounts.server';
import { unlinkAccountCall as unlink } from '../../app/server/api/unlink-account.server';
import { callRoute, shopIdOf, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

const suite = integrationSuite();
let emberfall: string;

beforeAll(async () => {
  emberfall = await shopIdOf(suite.db, 'emberfall');
});

/** A signed-in player with their email identity and the given game accounts linked. */
async function playerWithGames(email: string, games: string[]) {
  const browser = await signedInBrowser(suite.context, 'emberfall', email);
  for (const [index, game] of games.entries()) {
    await suite.db.insert(linkedAccounts).values({
      shopId: emberfall,
      playerId: browser.player.id,
      provider: 'GAME',
      externalId: game,
      displayName: `Hero ${game}`,
      // Linked one after another, after the sign-in identity: inside one transaction every row would otherwise get
      // the same now(), and the list (oldest first) would order them by their random ids.
      createdAt: new Date(Date.now() + (index + 1) * 1000),
    });
  }
  return browser;
}

function remove(a: string, b: string, headers: Record<string, string>) {
  return callRoute(unlink, suite.context, {
    method: 'DELETE',
    path: `/api/user/me/linked_account/${a}/${encodeURIComponent(b)}`,
    params: { a, b },
    headers,
  });
}

async function accountsOf(headers: Record<string, string>) {
  const answer = await callRoute(listInShop, suite.context, {
    path: '/api/user/me/emberfall/linked_accounts',
    params: { shop: 'emberfall' },
    headers,
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { accounts: Array<{ provider: string; externalId: string }> }).accounts;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Array<{ path: string }> } })
    .error;
}

describe('listing linked accounts', () => {
  it('shows the player’s sign-in identity and game accounts, in the shop and across shops', async () => {
    const browser = await playerWithGames('ada@example.com', ['acct-1', 'acct-2']);
    expect(await accountsOf(browser.headers)).toEqual([
      expect.objectContaining({
        shop: 'emberfall',
        provider: 'CUSTOM',
        externalId: 'ada@example.com',
        providerId: null,
      }),
      expect.objectContaining({ provider: 'GAME', externalId: 'acct-1', displayName: 'Hero acct-1' }),
      expect.objectContaining({ provider: 'GAME', externalId: 'acct-2' }),
    ]);
    const all = await callRoute(listAll, suite.context, {
      path: '/api/user/me/all_linked_accounts',
      headers: browser.headers,
    });
    expect(((await all.json()) as { accounts: unknown[] }).accounts).toHaveLength(3);
  });

  it('never shows another player’s accounts, and needs a session of that shop', async () => {
    await playerWithGames('bea@example.com', ['acct-bea']);
    const cal = await playerWithGames('cal@example.com', []);
    expect((await accountsOf(cal.headers)).map((account) => account.externalId)).toEqual(['cal@example.com']);
    const otherShop = await callRoute(listInShop, suite.context, {
      path: '/api/user/me/neon-drift/linked_accounts',
      params: { shop: 'neon-drift' },
      headers: cal.headers,
    });
    expect(otherShop.status).toBe(401);
    expect((await callRoute(listAll, suite.context, { path: '/api/user/me/all_linked_accounts' })).status).toBe(401);
  });
});

describe('DELETE /api/user/me/linked_account/{provider}/{externalId}', () => {
  it('unlinks a game account', async () => {
    const browser = await playerWithGames('dee@example.com', ['acct-dee']);
    const answer = await remove('GAME', 'acct-dee', browser.headers);
    expect(answer.status).toBe(204);
    expect((await accountsOf(browser.headers)).map((account) => account.provider)).toEqual(['CUSTOM']);
    const again = await remove('GAME', 'acct-dee', browser.headers);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe('You have no linked GAME account acct-dee');
  });

  it('refuses to remove the last way to sign in', async () => {
    const browser = await playerWithGames('eve@example.com', []);
    const answer = await remove('CUSTOM', 'eve@example.com', browser.headers);
    expect(answer.status).toBe(409);
    expect(await errorOf(answer)).toEqual({
      code: 'conflict',
      message: expect.stringMatching(/^You need at least one way to sign in/),
    });
    expect(await accountsOf(browser.headers)).toHaveLength(1);
  });

  it('cannot remove another player’s account', async () => {
    const owner = await playerWithGames('fay@example.com', ['acct-fay']);
    const intruder = await playerWithGames('gus@example.com', ['acct-gus']);
    expect((await remove('GAME', 'acct-fay', intruder.headers)).status).toBe(404);
    expect(await accountsOf(owner.headers)).toHaveLength(2);
  });

  it('answers 400 for an unknown provider and 401 without a session', async () => {
    const browser = await playerWithGames('hal@example.com', ['acct-hal']);
    const answer = await remove('STEAM', 'acct-hal', browser.headers);
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).fields).toEqual([
      expect.objectContaining({ path: 'params.a', message: expect.stringContaining('GOOGLE, CUSTOM, OAUTH2, GAME') }),
    ]);
    expect((await remove('GAME', 'acct-hal', { Origin: 'http://localhost' })).status).toBe(401);
  });

  it('keeps one account when the last two are unlinked at the same moment', async () => {
    const browser = await playerWithGames('ivy@example.com', ['acct-ivy']);
    const answers = await Promise.all([
      remove('CUSTOM', 'ivy@example.com', browser.headers),
      remove('GAME', 'acct-ivy', browser.headers),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(await accountsOf(browser.headers)).toHaveLength(1);
  });
});
