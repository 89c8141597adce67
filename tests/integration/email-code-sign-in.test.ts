import type { AppLoadContext } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, mailOutbox, players, sessions } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { checkCustomLoginCodeCall } from '../../app/server/api/check-custom-login-code.server';
import { exchangeCustomLoginAuthTokenCall } from '../../app/server/api/exchange-custom-login-auth-token.server';
import { generateCustomLoginCodeCall } from '../../app/server/api/generate-custom-login-code.server';
import type { DatabaseHandle } from '../../app/server/db.server';
import { createMailWorker, type MailWorker } from '../../app/server/mail/mail-worker.server';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import { sessionCookieName } from '../../app/server/players/sessions.server';
import { CREDENTIAL_HEADER } from '../../schemas/api/contract';
import { callRoute, createTestContext, shopIdOf, TEST_ORIGIN } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { openSecondHandle } from '../helpers/test-database';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../helpers/smtp-peer';

let peer: SmtpPeer;
let worker: MailWorker;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
const suite = integrationSuite({ env: () => ({ SMTP_URL: peer.url }) });
const { clock } = suite;
const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;

beforeAll(() => {
  worker = createMailWorker({
    db: suite.db,
    env: suite.context.env,
    logger: pino({ level: 'silent' }),
    clock,
    pollIntervalMs: 20,
  });
  worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await peer?.close();
});

// Each test signs in from its own address so the per-IP limit of one test never spills into another.
let lastIp = 0;
function fromNewIp(base: AppLoadContext = suite.context): AppLoadContext {
  lastIp += 1;
  return { ...base, clientIp: `198.51.100.${lastIp}` };
}

function generate(body: unknown, ctx: AppLoadContext = fromNewIp()) {
  return callRoute(generateCustomLoginCodeCall, ctx, { path: '/api/custom_login/generate_code', body });
}
function check(body: unknown) {
  return callRoute(checkCustomLoginCodeCall, suite.context, { path: '/api/custom_login/check_code', body });
}
function exchange(body: unknown, headers: Record<string, string> = {}) {
  return callRoute(exchangeCustomLoginAuthTokenCall, suite.context, {
    path: '/api/custom_login/exchange_auth_token',
    body,
    headers,
  });
}

function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail:\n${mail.text}`);
  return code;
}

/** Asks for a code and reads it from the mail the SMTP peer received. */
async function codeFor(email: string, shop = 'emberfall') {
  const answer = await generate({ shop, email });
  expect(answer.status).toBe(200);
  const { attemptId } = (await answer.json()) as { attemptId: string };
  const mail = await peer.nextMailTo(email);
  return { attemptId, code: codeIn(mail), mail };
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Array<{ path: string }> } })
    .error;
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('signing in with an email code', () => {
  it('mails a code, verifies it and turns the token into a signed-in session', async () => {
    const { attemptId, code, mail } = await codeFor('Ada@Example.com'.toLowerCase());
    expect(mail.subject).toBe(`${code} is your Emberfall Legends sign-in code`);
    expect(mail.parsed.from?.value[0]).toMatchObject({
      name: 'Emberfall Legends',
      address: 'no-reply@gamefront.localhost',
    });

    const checked = await check({ attemptId, code });
    expect(checked.status).toBe(200);
    const { authToken, expiresAt } = (await checked.json()) as { authToken: string; expiresAt: string };
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60_000);

    const signedIn = await exchange({ token: authToken });
    expect(signedIn.status).toBe(200);
    const result = (await signedIn.json()) as {
      player: { id: string; email: string; shop: string };
      clientKind: string;
      credential: string;
    };
    expect(result).toMatchObject({ player: { email: 'ada@example.com', shop: 'emberfall' }, clientKind: 'WEB' });
    const cookie = signedIn.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^gf_session_emberfall=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);

    // The browser is now signed in: its cookie and credential identify the player on secure calls.
    const token = /^gf_session_emberfall=([^;]+)/.exec(cookie)![1]!;
    const viewer = await suite.context.identify(
      new Request(`${TEST_ORIGIN}/api/shops/emberfall/me`, {
        headers: {
          Cookie: `${sessionCookieName('emberfall', false)}=${token}`,
          [CREDENTIAL_HEADER]: result.credential,
        },
      }),
    );
    expect(viewer).toMatchObject({ playerId: result.player.id, shopHandle: 'emberfall', clientKind: 'WEB' });
  });

  it('signs the same address in as the same player, and rotates the browser’s session', async () => {
    const first = await codeFor('bea@example.com');
    const firstToken = (await (await check({ attemptId: first.attemptId, code: first.code })).json()) as {
      authToken: string;
    };
    const firstSignIn = await exchange({ token: firstToken.authToken });
    const firstPlayer = ((await firstSignIn.json()) as { player: { id: string } }).player.id;
    const oldCookie = firstSignIn.headers.get('Set-Cookie')!.split(';')[0]!;

    clock.advance(60_000);
    const second = await codeFor('bea@example.com');
    const secondToken = (await (await check({ attemptId: second.attemptId, code: second.code })).json()) as {
      authToken: string;
    };
    const secondSignIn = await exchange({ token: secondToken.authToken }, { Cookie: oldCookie });
    expect(((await secondSignIn.json()) as { player: { id: string } }).player.id).toBe(firstPlayer);

    const rows = await suite.db.select().from(sessions).where(eq(sessions.playerId, firstPlayer));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('wears the shop’s look in HTML and says the same in plain text', async () => {
    const { code, mail } = await codeFor('cal@example.com');
    expect(mail.html).toContain(emberfall.config.theme.primaryColor);
    expect(mail.html).toContain(emberfall.config.theme.paperColor);
    expect(mail.html).toContain(`src="${TEST_ORIGIN}/demo/emberfall/logo.svg"`);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain(
      'Enter this code on the Emberfall Legends sign-in screen. It works for 10 minutes, once.',
    );
    expect(mail.text).toContain('only the newest one works');
  });
});

describe('no account enumeration', () => {
  it('answers an address with an account exactly as one without', async () => {
    const shopId = await shopIdOf(suite.db, 'emberfall');
    await findOrCreatePlayer(suite.db, {
      shopId,
      provider: 'CUSTOM',
      externalId: 'known@example.com',
      verifiedEmail: 'known@example.com',
    });

    const known = await generate({ shop: 'emberfall', email: 'known@example.com' });
    const unknown = await generate({ shop: 'emberfall', email: 'nobody@example.com' });
    expect(unknown.status).toBe(known.status);
    const knownBody = (await known.json()) as Record<string, string>;
    const unknownBody = (await unknown.json()) as Record<string, string>;
    expect(Object.keys(unknownBody).sort()).toEqual(Object.keys(knownBody).sort());
    expect(Object.keys(knownBody).sort()).toEqual(['attemptId', 'expiresAt', 'resendAvailableAt']);
    expect(unknownBody.expiresAt).toBe(knownBody.expiresAt);
    expect(unknownBody.resendAvailableAt).toBe(knownBody.resendAvailableAt);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());

    // Both get a mail; no player exists for the unknown address until it signs in.
    await peer.nextMailTo('known@example.com');
    await peer.nextMailTo('nobody@example.com');
    expect(await suite.db.select().from(players).where(eq(players.email, 'nobody@example.com'))).toHaveLength(0);
  });
});

describe('bad requests', () => {
  it('refuses a malformed email with the field path', async () => {
    const answer = await generate({ shop: 'emberfall', email: 'not-an-email' });
    expect(answer.status).toBe(400);
    const error = await errorOf(answer);
    expect(error.code).toBe('invalid_request');
    expect(error.fields).toEqual([{ path: 'email', message: 'Expected an email address like player@example.com' }]);
  });

  it('answers 404 for a shop that does not exist, and sends nothing', async () => {
    const answer = await generate({ shop: 'no-such-shop', email: 'dee@example.com' });
    expect(answer.status).toBe(404);
    expect(await suite.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'dee@example.com'))).toHaveLength(0);
  });

  it('refuses a code that is not six digits, and a token that is too short', async () => {
    const code = await check({ attemptId: '00000000-0000-4000-8000-000000000000', code: '12ab' });
    expect(code.status).toBe(400);
    expect((await errorOf(code)).fields?.map((field) => field.path)).toEqual(['code']);
    const token = await exchange({ token: 'short' });
    expect(token.status).toBe(400);
    expect((await errorOf(token)).fields?.map((field) => field.path)).toEqual(['token']);
  });
});

describe('wrong, expired, spent and replayed codes', () => {
  it('counts wrong codes down and kills the code after five', async () => {
    const { attemptId, code } = await codeFor('eve@example.com');
    const wrong = otherCode(code);
    for (const left of [4, 3, 2, 1]) {
      const answer = await check({ attemptId, code: wrong });
      expect(answer.status).toBe(401);
      expect(await errorOf(answer)).toEqual({
        code: 'invalid_code',
        message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      });
    }
    const fifth = await check({ attemptId, code: wrong });
    expect(await errorOf(fifth)).toEqual({
      code: 'spent_code',
      message: 'This code can no longer be used. Ask for a new one.',
    });
    // Dead means dead: even the right code is refused now.
    const right = await check({ attemptId, code });
    expect(right.status).toBe(401);
    expect((await errorOf(right)).code).toBe('spent_code');
  });

  it('refuses a code after ten minutes', async () => {
    const { attemptId, code } = await codeFor('fay@example.com');
    clock.advance(10 * 60_000);
    const answer = await check({ attemptId, code });
    expect(answer.status).toBe(401);
    expect(await errorOf(answer)).toEqual({
      code: 'expired_code',
      message: 'This code has expired. Ask for a new one.',
    });
  });

  it('binds a code to its attempt, and only the newest attempt of an address works', async () => {
    const first = await codeFor('gus@example.com');
    clock.advance(31_000);
    const second = await codeFor('gus@example.com');
    // The first mail's code, sent with the second attempt's id, is just a wrong code.
    if (first.code !== second.code) {
      const crossed = await check({ attemptId: second.attemptId, code: first.code });
      expect((await errorOf(crossed)).code).toBe('invalid_code');
    }
    const stale = await check({ attemptId: first.attemptId, code: first.code });
    expect(await errorOf(stale)).toEqual({
      code: 'expired_code',
      message: 'A newer code was sent to this address. Use the code from the latest email.',
    });
    expect((await check({ attemptId: second.attemptId, code: second.code })).status).toBe(200);
  });

  it('refuses a code that was already used, and an unknown attempt', async () => {
    const { attemptId, code } = await codeFor('hal@example.com');
    expect((await check({ attemptId, code })).status).toBe(200);
    const again = await check({ attemptId, code });
    expect(again.status).toBe(401);
    expect((await errorOf(again)).code).toBe('spent_code');
    const unknown = await check({ attemptId: '00000000-0000-4000-8000-000000000000', code });
    expect((await errorOf(unknown)).code).toBe('expired_code');
  });

  it('spends an auth token once, and refuses it after five minutes or when made up', async () => {
    const first = await codeFor('ivy@example.com');
    const { authToken } = (await (await check({ attemptId: first.attemptId, code: first.code })).json()) as {
      authToken: string;
    };
    expect((await exchange({ token: authToken })).status).toBe(200);
    const replayed = await exchange({ token: authToken });
    expect(replayed.status).toBe(401);
    expect((await errorOf(replayed)).code).toBe('spent_token');
    expect(replayed.headers.get('Set-Cookie')).toBeNull();

    const second = await codeFor('jay@example.com');
    const late = (await (await check({ attemptId: second.attemptId, code: second.code })).json()) as {
      authToken: string;
    };
    clock.advance(5 * 60_000 + 1);
    expect((await errorOf(await exchange({ token: late.authToken }))).code).toBe('expired_token');

    expect((await errorOf(await exchange({ token: 'x'.repeat(43) }))).code).toBe('invalid_token');
  });

  it('keeps only hashes of the code and the token, and erases the mail once sent', async () => {
    const { attemptId, code } = await codeFor('kim@example.com');
    const { authToken } = (await (await check({ attemptId, code })).json()) as { authToken: string };
    const stored = JSON.stringify(await suite.db.select().from(loginCodes).where(eq(loginCodes.id, attemptId)));
    expect(stored).not.toContain(authToken);
    expect(stored).not.toMatch(new RegExp(`"${code}"`));
    await expect
      .poll(async () => {
        const [mail] = await suite.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kim@example.com'));
        return mail && { status: mail.status, text: mail.textBody, html: mail.htmlBody };
      })
      .toEqual({ status: 'sent', text: null, html: null });
  });
});

describe('rate limits', () => {
  it('allows five codes an hour per address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await generate({ shop: 'emberfall', email: 'lou@example.com' })).status).toBe(200);
    const sixth = await generate({ shop: 'emberfall', email: 'lou@example.com' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(await errorOf(sixth)).toEqual({
      code: 'rate_limited',
      message: 'Too many codes were sent to this address. Try again later.',
    });
    // The same address in another shop is another player, with its own count.
    expect((await generate({ shop: 'neon-drift', email: 'lou@example.com' })).status).toBe(200);
  });

  it('allows ten sends a minute per IP, then answers 429 with Retry-After', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 10; i += 1)
      expect((await generate({ shop: 'emberfall', email: `ip${i}@example.com` }, ip)).status).toBe(200);
    const eleventh = await generate({ shop: 'emberfall', email: 'ip10@example.com' }, ip);
    expect(eleventh.status).toBe(429);
    const retryAfter = Number(eleventh.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  describe('across two server instances sharing the database', () => {
    let second: DatabaseHandle;
    let secondContext: AppLoadContext;
    beforeAll(async () => {
      second = await openSecondHandle(suite.database);
      secondContext = createTestContext({ database: second, clock, env: { SMTP_URL: peer.url } });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('counts sends to one address on both', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const instance = i % 2 === 0 ? suite.context : secondContext;
        statuses.push((await generate({ shop: 'emberfall', email: 'max@example.com' }, fromNewIp(instance))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('counts sends from one IP on both', async () => {
      const ip = fromNewIp().clientIp;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const instance = { ...(i % 2 === 0 ? suite.context : secondContext), clientIp: ip };
        statuses.push((await generate({ shop: 'emberfall', email: `both${i}@example.com` }, instance)).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('lets a code sent by one instance be checked on the other', async () => {
      const answer = await generate({ shop: 'emberfall', email: 'ned@example.com' }, fromNewIp(secondContext));
      const { attemptId } = (await answer.json()) as { attemptId: string };
      const code = codeIn(await peer.nextMailTo('ned@example.com'));
      const checked = await check({ attemptId, code });
      expect(checked.status).toBe(200);
    });
  });
});

describe('under concurrency (meaningful on PostgreSQL)', () => {
  it('verifies a code at most once when two correct submissions race', async () => {
    const { attemptId, code } = await codeFor('oda@example.com');
    const answers = await Promise.all([check({ attemptId, code }), check({ attemptId, code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const loser = answers.find((answer) => answer.status === 401)!;
    expect((await errorOf(loser)).code).toBe('spent_code');
  });

  it('never grants more than five wrong guesses, however many race', async () => {
    const { attemptId, code } = await codeFor('pia@example.com');
    const answers = await Promise.all(Array.from({ length: 12 }, () => check({ attemptId, code: otherCode(code) })));
    const codes = await Promise.all(answers.map(async (answer) => (await errorOf(answer)).code));
    expect(codes.filter((c) => c === 'invalid_code')).toHaveLength(4);
    expect(codes.filter((c) => c === 'spent_code')).toHaveLength(8);
    const [row] = await suite.db.select().from(loginCodes).where(eq(loginCodes.id, attemptId));
    expect(row!.failedAttempts).toBe(5);
  });

  it('turns one auth token into one session when two exchanges race', async () => {
    const { attemptId, code } = await codeFor('quin@example.com');
    const { authToken } = (await (await check({ attemptId, code })).json()) as { authToken: string };
    const answers = await Promise.all([exchange({ token: authToken }), exchange({ token: authToken })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const [player] = await suite.db.select().from(players).where(eq(players.email, 'quin@example.com'));
    expect(await suite.db.select().from(sessions).where(eq(sessions.playerId, player!.id))).toHaveLength(1);
  });
});
