import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema';
import { listEmailVerificationsCall } from '../../app/server/api/list-email-verifications.server';
import { sendEmailVerificationCall } from '../../app/server/api/send-email-verification.server';
import { verifyEmailCall } from '../../app/server/api/verify-email.server';
import { createMailWorker, type MailWorker } from '../../app/server/mail/mail-worker.server';
import { findOrCreatePlayer } from '../../app/server/players/players.server';
import { sessionCookieName, startSession } from '../../app/server/players/sessions.server';
import { CREDENTIAL_HEADER } from '../../schemas/api/contract';
import { callRoute, shopIdOf, signedInBrowser, TEST_ORIGIN } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';

let peer: SmtpPeer;
let worker: MailWorker;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
const suite = integrationSuite({ env: () => ({ SMTP_URL: peer.url }) });
const { clock } = suite;

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

type Verification = { id: string; email: string; status: string; createdAt: string; verifiedAt: string | null };

function sendCode(headers: Record<string, string>, body: unknown) {
  return callRoute(sendEmailVerificationCall, suite.context, { path: '/api/email_verification/send', body, headers });
}
function verifyCode(headers: Record<string, string>, body: unknown) {
  return callRoute(verifyEmailCall, suite.context, { path: '/api/email_verification/verify', body, headers });
}
async function list(headers: Record<string, string>, query = '') {
  const answer = await callRoute(listEmailVerificationsCall, suite.context, {
    path: `/api/email_verification/get_all${query}`,
    headers,
  });
  return { status: answer.status, body: (await answer.json()) as { verifications: Verification[] } };
}
async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Array<{ path: string }> } })
    .error;
}

/** Sends a verification code and reads it from the mail. */
async function codeFor(headers: Record<string, string>, email: string) {
  const answer = await sendCode(headers, { email });
  expect(answer.status).toBe(200);
  const verification = (await answer.json()) as Verification;
  const mail = await peer.nextMailTo(email);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  return { verification, code, mail };
}

/** A player who signed in through a game account: no email yet. */
async function browserWithoutEmail(gameAccountId: string) {
  const shopId = await shopIdOf(suite.db, 'emberfall');
  const player = await findOrCreatePlayer(suite.db, { shopId, provider: 'GAME', externalId: gameAccountId });
  const session = await startSession(suite.db, clock, { shopId, playerId: player.id, clientKind: 'WEB' });
  return {
    player,
    headers: {
      Cookie: `${sessionCookieName('emberfall', false)}=${session.token}`,
      [CREDENTIAL_HEADER]: session.credential!,
      Origin: TEST_ORIGIN,
    },
  };
}

describe('verifying an email address', () => {
  it('mails a code to the signed-in player and marks the address verified with it', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'ada@example.com');
    const { verification, code, mail } = await codeFor(browser.headers, 'ada.work@example.com');
    expect(verification).toMatchObject({ email: 'ada.work@example.com', status: 'PENDING', verifiedAt: null });
    expect(mail.subject).toBe(`${code} is your Emberfall Legends verification code`);

    const answer = await verifyCode(browser.headers, { verificationId: verification.id, code });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      id: verification.id,
      status: 'VERIFIED',
      verifiedAt: clock.now().toISOString(),
    });

    const verified = await list(browser.headers, '?status=VERIFIED');
    expect(verified.body.verifications.map((v) => v.email)).toEqual(['ada.work@example.com']);
    expect((await list(browser.headers, '?status=PENDING')).body.verifications).toEqual([]);
    // The player already had an email: a second verified address does not replace it.
    const [player] = await suite.db.select().from(players).where(eq(players.id, browser.player.id));
    expect(player!.email).toBe('ada@example.com');
  });

  it('gives a player without an email the address they verified', async () => {
    const browser = await browserWithoutEmail('game-account-1');
    const { verification, code } = await codeFor(browser.headers, 'bo@example.com');
    expect((await verifyCode(browser.headers, { verificationId: verification.id, code })).status).toBe(200);
    const [player] = await suite.db.select().from(players).where(eq(players.id, browser.player.id));
    expect(player!.email).toBe('bo@example.com');
  });

  it('does not hand a player an address another player of the shop already has', async () => {
    await signedInBrowser(suite.context, 'emberfall', 'taken@example.com');
    const browser = await browserWithoutEmail('game-account-2');
    const { verification, code } = await codeFor(browser.headers, 'taken@example.com');
    const answer = await verifyCode(browser.headers, { verificationId: verification.id, code });
    expect(await answer.json()).toMatchObject({ status: 'VERIFIED' });
    const [player] = await suite.db.select().from(players).where(eq(players.id, browser.player.id));
    expect(player!.email).toBeNull();
  });

  it('lists by status, newest first, and shows an unused code as EXPIRED after ten minutes', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'cy@example.com');
    const first = await codeFor(browser.headers, 'cy.one@example.com');
    clock.advance(1_000);
    await codeFor(browser.headers, 'cy.two@example.com');
    const all = await list(browser.headers);
    expect(all.status).toBe(200);
    expect(all.body.verifications.map((v) => [v.email, v.status])).toEqual([
      ['cy.two@example.com', 'PENDING'],
      ['cy.one@example.com', 'PENDING'],
    ]);
    clock.advance(10 * 60_000);
    expect((await list(browser.headers, '?status=EXPIRED')).body.verifications).toHaveLength(2);
    const late = await verifyCode(browser.headers, { verificationId: first.verification.id, code: first.code });
    expect(await errorOf(late)).toEqual({ code: 'expired_code', message: 'This code has expired. Ask for a new one.' });
  });
});

describe('wrong and spent codes', () => {
  it('counts wrong codes down, kills the code after five, and refuses a used one', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'dee@example.com');
    const { verification, code } = await codeFor(browser.headers, 'dee.two@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verifyCode(browser.headers, { verificationId: verification.id, code: wrong });
    expect(first.status).toBe(401);
    expect(await errorOf(first)).toEqual({ code: 'invalid_code', message: 'That code is not right. 4 tries left.' });
    for (let i = 0; i < 3; i += 1) await verifyCode(browser.headers, { verificationId: verification.id, code: wrong });
    const fifth = await verifyCode(browser.headers, { verificationId: verification.id, code: wrong });
    expect((await errorOf(fifth)).code).toBe('spent_code');
    expect((await errorOf(await verifyCode(browser.headers, { verificationId: verification.id, code }))).code).toBe(
      'spent_code',
    );
    expect((await list(browser.headers, '?status=EXPIRED')).body.verifications.map((v) => v.id)).toContain(
      verification.id,
    );

    const again = await codeFor(browser.headers, 'dee.two@example.com');
    expect(
      (await verifyCode(browser.headers, { verificationId: again.verification.id, code: again.code })).status,
    ).toBe(200);
    const replayed = await verifyCode(browser.headers, { verificationId: again.verification.id, code: again.code });
    expect((await errorOf(replayed)).code).toBe('spent_code');
  });

  it('answers 404 for another player’s verification, whatever the code', async () => {
    const owner = await signedInBrowser(suite.context, 'emberfall', 'eve@example.com');
    const other = await signedInBrowser(suite.context, 'emberfall', 'fay@example.com');
    const { verification, code } = await codeFor(owner.headers, 'eve.two@example.com');
    const answer = await verifyCode(other.headers, { verificationId: verification.id, code });
    expect(answer.status).toBe(404);
    expect((await list(other.headers)).body.verifications).toEqual([]);
    // The owner's code is untouched by the other player's attempt.
    expect((await verifyCode(owner.headers, { verificationId: verification.id, code })).status).toBe(200);
  });
});

describe('bad requests', () => {
  it('needs a signed-in player', async () => {
    expect((await sendCode({ Origin: TEST_ORIGIN }, { email: 'x@example.com' })).status).toBe(401);
    expect((await list({})).status).toBe(401);
  });

  it('refuses a malformed email, code or status with field paths', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'gus@example.com');
    const badEmail = await sendCode(browser.headers, { email: 'gus at example' });
    expect(badEmail.status).toBe(400);
    expect((await errorOf(badEmail)).fields).toEqual([
      { path: 'email', message: 'Expected an email address like player@example.com' },
    ]);
    const badCode = await verifyCode(browser.headers, { verificationId: 'nope', code: '12' });
    expect((await errorOf(badCode)).fields?.map((field) => field.path).sort()).toEqual(['code', 'verificationId']);
    const badStatus = await list(browser.headers, '?status=DONE');
    expect(badStatus.status).toBe(400);
  });

  it('sends at most five verification mails an hour per player', async () => {
    const browser = await signedInBrowser(suite.context, 'emberfall', 'hal@example.com');
    for (let i = 0; i < 5; i += 1)
      expect((await sendCode(browser.headers, { email: `hal${i}@example.com` })).status).toBe(200);
    const sixth = await sendCode(browser.headers, { email: 'hal5@example.com' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
