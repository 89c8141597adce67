import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkedAccounts } from '../../db/schema';
import { createLinkCodeCall as createCode } from '../../app/server/api/create-link-code.server';
import { listLinkCodesCall as listCodes } from '../../app/server/api/list-link-codes.server';
import { redeemLinkCodeCall as redeemCode } from '../../app/server/api/redeem-link-code.server';
import { createGameLinkCodeCall as createGameCode } from '../../app/server/api/create-game-link-code.server';
import { confirmLinkCodeCall as confirmCode } from '../../app/server/api/confirm-link-code.server';
import { LINK_CODE_ALPHABET } from '../../schemas/sign-in';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

const SEED_KEY = 'seed-key-for-tests-0123456789abcdef';
const suite = integrationSuite({ apiKey: SEED_KEY });
const { clock } = suite;

const gameServer = { Authorization: `Bearer ${SEED_KEY}` };

interface CreatedCode {
  code: string;
  status: string;
  expiresAt: string;
  linkedAccountId: string | null;
  qrSvg: string;
}

async function webCode(headers: Record<string, string>): Promise<CreatedCode> {
  const answer = await callRoute(createCode, suite.context, { method: 'POST', path: '/api/link_code/create', headers });
  expect(answer.status).toBe(200);
  return (await answer.json()) as CreatedCode;
}

function confirm(code: string, body: unknown, shop = 'emberfall') {
  return callRoute(confirmCode, suite.context, {
    path: `/server-api/v1/shops/${shop}/link-codes/${code}/confirm`,
    params: { shop, code },
    body,
    headers: gameServer,
  });
}

async function gameCode(gameAccountId: string, displayName?: string, shop = 'emberfall') {
  const answer = await callRoute(createGameCode, suite.context, {
    path: `/server-api/v1/shops/${shop}/link-codes`,
    params: { shop },
    body: { gameAccountId, displayName },
    headers: gameServer,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { code: string; expiresAt: string; qrSvg: string };
}

function redeem(code: string, headers: Record<string, string>, clientIp = '127.0.0.1') {
  return callRoute(
    redeemCode,
    { ...suite.context, clientIp },
    { path: '/api/link_code/user', body: { code }, headers },
  );
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Array<{ path: string }> } })
    .error;
}

describe('a code made on the website (WEB)', () => {
  it('is 8 unambiguous characters with a QR code, valid 15 minutes, and links the account the game confirms', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'ada@example.com');
    const created = await webCode(browser.headers);
    expect(created.code).toMatch(new RegExp(`^[${LINK_CODE_ALPHABET}]{8}$`));
    expect(created.code).not.toMatch(/[01IO]/);
    expect(created.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(created).toMatchObject({ status: 'PENDING', linkedAccountId: null });
    expect(new Date(created.expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);

    const answer = await confirm(created.code, { gameAccountId: 'acct-ada', displayName: 'Ada the Bold' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      playerId: browser.player.id,
      gameAccountId: 'acct-ada',
      displayName: 'Ada the Bold',
    });

    const list = await callRoute(listCodes, suite.context, {
      path: '/api/link_code/shop/emberfall/list',
      params: { shop: 'emberfall' },
      headers: browser.headers,
    });
    const { codes } = (await list.json()) as { codes: CreatedCode[] };
    expect(codes).toEqual([
      expect.objectContaining({ code: created.code, status: 'LINKED', linkedAccountId: expect.any(String) }),
    ]);
  });

  it('is accepted in the forms people type it (lower case, dash, spaces)', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'typing@example.com');
    const { code } = await webCode(browser.headers);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    expect((await confirm(typed, { gameAccountId: 'acct-typing', displayName: 'Typist' })).status).toBe(200);
  });

  it('works once', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'once@example.com');
    const { code } = await webCode(browser.headers);
    expect((await confirm(code, { gameAccountId: 'acct-once', displayName: 'Once' })).status).toBe(200);
    const again = await confirm(code, { gameAccountId: 'acct-once', displayName: 'Once' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'spent_code',
      message: 'This link code was already used. Make a new one.',
    });
  });

  it('is refused once expired, and shows as expired in the list', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'late@example.com');
    const { code } = await webCode(browser.headers);
    clock.advance(15 * 60_000);
    const answer = await confirm(code, { gameAccountId: 'acct-late', displayName: 'Late' });
    expect(answer.status).toBe(410);
    expect(await errorOf(answer)).toEqual({
      code: 'expired_code',
      message: 'This link code has expired. Make a new one.',
    });
    const list = await callRoute(listCodes, suite.context, {
      path: '/api/link_code/shop/emberfall/list',
      params: { shop: 'emberfall' },
      headers: browser.headers,
    });
    expect(((await list.json()) as { codes: CreatedCode[] }).codes[0]?.status).toBe('EXPIRED');
  });

  it('is unknown in another shop and when never issued; malformed codes answer 400', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'elsewhere@example.com');
    const { code } = await webCode(browser.headers);
    const elsewhere = await confirm(code, { gameAccountId: 'acct-x', displayName: 'X' }, 'neon-drift');
    expect(elsewhere.status).toBe(404);
    expect(await errorOf(elsewhere)).toEqual({
      code: 'invalid_code',
      message: `There is no link code ${code} in this shop. Check it and try again.`,
    });

    const malformed = await confirm('O0I1', { gameAccountId: 'acct-x', displayName: 'X' });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).fields).toEqual([expect.objectContaining({ path: 'params.code' })]);
  });

  it('refuses a game account linked to another player with 409 and leaves the code usable', async () => {
    const owner = await signedInBrowser(suite.context, 'emberfall', 'owner@example.com');
    expect(
      (await confirm((await webCode(owner.headers)).code, { gameAccountId: 'acct-taken', displayName: 'Owner' }))
        .status,
    ).toBe(200);

    const other = await signedInBrowser(suite.context, 'emberfall', 'other@example.com');
    const { code } = await webCode(other.headers);
    const answer = await confirm(code, { gameAccountId: 'acct-taken', displayName: 'Owner' });
    expect(answer.status).toBe(409);
    expect(await errorOf(answer)).toEqual({
      code: 'conflict',
      message: expect.stringMatching(/already linked to another player/),
    });
    expect((await confirm(code, { gameAccountId: 'acct-free', displayName: 'Other' })).status).toBe(200);
  });

  it('needs a signed-in player to make or list codes', async () => {
    const anonymous = await callRoute(createCode, suite.context, { method: 'POST', path: '/api/link_code/create' });
    expect(anonymous.status).toBe(401);
    const browser = await signedInBrowser(suite.context, 'emberfall', 'lister@example.com');
    const otherShop = await callRoute(listCodes, suite.context, {
      path: '/api/link_code/shop/neon-drift/list',
      params: { shop: 'neon-drift' },
      headers: browser.headers,
    });
    expect(otherShop.status).toBe(401);
  });

  it('links exactly once when the game confirms the same code 20 times at once', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'rush@example.com');
    const { code } = await webCode(browser.headers);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        confirm(code, { gameAccountId: `acct-rush-${index}`, displayName: `Rush ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const linked = await suite.db
      .select()
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.playerId, browser.player.id), eq(linkedAccounts.provider, 'GAME')));
    expect(linked).toHaveLength(1);
  });
});

describe('a code made by the game (GAME)', () => {
  it('links its game account to the player who enters it, once', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'gamer@example.com');
    const created = await gameCode('acct-gamer', 'Gamer');
    expect(created.qrSvg).toMatch(/^<svg/);
    const answer = await redeem(created.code, browser.headers, '10.0.0.1');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      shop: 'emberfall',
      provider: 'GAME',
      externalId: 'acct-gamer',
      displayName: 'Gamer',
    });

    const again = await redeem(created.code, browser.headers, '10.0.0.1');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('spent_code');
  });

  it('tells a player who types a website code where it belongs', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'mixup@example.com');
    const { code } = await webCode(browser.headers);
    const answer = await redeem(code, browser.headers, '10.0.0.2');
    expect(answer.status).toBe(404);
    expect(await errorOf(answer)).toEqual({
      code: 'invalid_code',
      message: 'This code was made on the website: enter it in the game instead.',
    });
  });

  it('refuses a game account that is another player’s', async () => {
    const owner = await signedInBrowser(suite.context, 'emberfall', 'first@example.com');
    expect((await redeem((await gameCode('acct-shared')).code, owner.headers, '10.0.0.3')).status).toBe(200);
    const second = await signedInBrowser(suite.context, 'emberfall', 'second@example.com');
    const answer = await redeem((await gameCode('acct-shared')).code, second.headers, '10.0.0.3');
    expect(answer.status).toBe(409);
    expect((await errorOf(answer)).message).toMatch(/already linked to another player/);
  });

  it('limits how many codes a player may try, so codes cannot be guessed', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'guesser@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await redeem('ABCDEFGH', browser.headers, '10.0.0.4')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it('is taken by exactly one of 20 players entering it at once', async () => {
    const { code } = await gameCode('acct-contested');
    const browsers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signedInBrowser(suite.context, 'emberfall', `contender${i}@example.com`)),
    );
    const answers = await Promise.all(browsers.map((browser, i) => redeem(code, browser.headers, `10.1.0.${i}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const owners = await suite.db
      .select()
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.provider, 'GAME'), eq(linkedAccounts.externalId, 'acct-contested')));
    expect(owners).toHaveLength(1);
  });
});
