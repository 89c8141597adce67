import type { LoaderFunctionArgs } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import { loader as outboxPage } from '../../app/routes/dev.outbox';
import type { DatabaseHandle } from '../../app/server/db.server';
import { loginCodeMail } from '../../app/server/mail/mail-templates.server';
import { createMailWorker, type MailWorkerOptions } from '../../app/server/mail/mail-worker.server';
import {
  CLAIM_LEASE_MS,
  claimDueMails,
  enqueueMail,
  MAX_MAIL_ATTEMPTS,
  retryDelayMs,
  type OutgoingMail,
} from '../../app/server/mail/outbox.server';
import { seedShops } from '../../app/server/seed.server';
import { createTestContext, manualClock, shopIdOf } from '../helpers/test-context';
import { createTestDatabase, openSecondHandle, type TestDatabase } from '../helpers/test-database';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';

let database: TestDatabase;
let peer: SmtpPeer;
let shopId: string;
const clock = manualClock();
const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShops(database.db, demoShops);
  shopId = await shopIdOf(database.db, 'emberfall');
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer?.close();
  await database?.destroy();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  peer.refuseRecipients(null);
});

function aMail(to: string, code = '424242'): OutgoingMail {
  return {
    shopId,
    to,
    purpose: 'login_code',
    ...loginCodeMail({ shop: emberfall, code, validForMinutes: 10, origin: 'https://shop.example' }),
  };
}

function worker(options: Partial<MailWorkerOptions> = {}) {
  return createMailWorker({
    db: database.db,
    env: { NODE_ENV: 'test', SMTP_URL: peer.url, MAIL_FROM: 'Gamefront <no-reply@gamefront.localhost>' },
    logger: silent,
    clock,
    ...options,
  });
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

/** A pino logger whose lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) };
}

describe('sending the outbox', () => {
  it('sends a queued mail over SMTP and erases its bodies', async () => {
    const id = await enqueueMail(database.db, clock, aMail('ana@example.com'));
    const mailer = worker();
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, dead: 0 });
    await mailer.stop();

    const received = await peer.nextMailTo('ana@example.com');
    expect(received.subject).toBe('424242 is your Emberfall Legends sign-in code');
    expect(received.text).toContain('424242');
    expect(received.html).toContain('#f97316');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: null, htmlBody: null, lastError: null });
    expect(row.sentAt).toEqual(clock.now());
  });

  it('queues nothing when the work that queued it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, clock, aMail('ben@example.com'));
        throw new Error('the sign-in failed after queuing its mail');
      }),
    ).rejects.toThrow('the sign-in failed');
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('retries a refused mail later, waiting twice as long each time, then sends it', async () => {
    peer.refuseRecipients((address) => address === 'cy@example.com');
    const id = await enqueueMail(database.db, clock, aMail('cy@example.com'));
    const mailer = worker();

    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, dead: 0 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/Mailbox unavailable|550/);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);
    expect(row.textBody).not.toBeNull();

    clock.advance(29_999);
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, dead: 0 });
    clock.advance(1);
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, dead: 0 });
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000);

    peer.refuseRecipients(null);
    clock.advance(60_000);
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, dead: 0 });
    await mailer.stop();
    expect((await peer.nextMailTo('cy@example.com')).text).toContain('424242');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, textBody: null });
  });

  it(`gives a mail up after ${MAX_MAIL_ATTEMPTS} failed attempts and erases it`, async () => {
    peer.refuseRecipients((address) => address === 'dot@example.com');
    const id = await enqueueMail(database.db, clock, aMail('dot@example.com'));
    const mailer = worker();
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, dead: 0 });
      clock.advance(retryDelayMs(attempt));
    }
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, dead: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'dead', attempts: MAX_MAIL_ATTEMPTS, textBody: null, htmlBody: null });
    expect(row.lastError).not.toBeNull();

    // Dead is final: a day later nothing is tried again.
    peer.refuseRecipients(null);
    clock.advance(24 * 60 * 60_000);
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, dead: 0 });
    await mailer.stop();
    expect(peer.received.some((mail) => mail.to.includes('dot@example.com'))).toBe(false);
  });

  it('backs off 30 s, 1 min, 2 min ... and never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual(
      [30, 60, 120, 240, 480, 960, 1920, 3600].map((s) => s * 1000),
    );
  });

  it('hands back a mail whose worker died mid-send once its lease runs out', async () => {
    const id = await enqueueMail(database.db, clock, aMail('eli@example.com'));
    // A worker claims it and is never heard from again.
    expect(await claimDueMails(database.db, clock)).toHaveLength(1);
    const mailer = worker();
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, dead: 0 });
    clock.advance(CLAIM_LEASE_MS);
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, dead: 0 });
    await mailer.stop();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  describe('with two workers on two connections (meaningful on PostgreSQL)', () => {
    let second: DatabaseHandle;
    beforeAll(async () => {
      second = await openSecondHandle(database);
    });
    afterAll(async () => {
      await second?.close();
    });

    it('sends every mail exactly once', async () => {
      const addresses = Array.from({ length: 24 }, (_, i) => `race${i}@example.com`);
      for (const address of addresses) await enqueueMail(database.db, clock, aMail(address));
      const before = peer.received.length;
      const workers = [worker({ batchSize: 4 }), worker({ db: second.db, batchSize: 4 })];
      const drain = async (mailer: ReturnType<typeof worker>) => {
        let sent = 0;
        for (;;) {
          const round = await mailer.runOnce();
          if (round.sent + round.failed + round.dead === 0) return sent;
          sent += round.sent;
        }
      };
      const counts = await Promise.all(workers.map(drain));
      await Promise.all(workers.map((mailer) => mailer.stop()));

      expect(counts[0]! + counts[1]!).toBe(addresses.length);
      const delivered = peer.received.slice(before).flatMap((mail) => mail.to);
      expect(delivered.sort()).toEqual([...addresses].sort());
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });
  });
});

describe('without SMTP_URL', () => {
  it('prints the whole mail to the log in development and test, and keeps it for the outbox page', async () => {
    const id = await enqueueMail(database.db, clock, aMail('fin@example.com', '135790'));
    const { lines, logger } = capturingLogger();
    const mailer = worker({ env: { NODE_ENV: 'development', MAIL_FROM: 'x <x@example.com>' }, logger });
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, dead: 0 });
    await mailer.stop();
    expect(lines.join('\n')).toContain('135790');
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    expect((await rowOf(id)).textBody).toContain('135790');
  });

  it('in production sends and prints nothing, leaves the mail waiting and warns once', async () => {
    const id = await enqueueMail(database.db, clock, aMail('gil@example.com', '246802'));
    const { lines, logger } = capturingLogger();
    const mailer = worker({ env: { NODE_ENV: 'production', MAIL_FROM: 'x <x@example.com>' }, logger });
    await mailer.runOnce();
    await mailer.runOnce();
    await mailer.stop();
    expect(lines.filter((line) => line.includes('SMTP_URL is not set'))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('246802');
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

it('never writes a mail’s body to production logs, even when sending fails', async () => {
  peer.refuseRecipients(() => true);
  await enqueueMail(database.db, clock, aMail('hal@example.com', '975310'));
  const { lines, logger } = capturingLogger();
  const mailer = worker({
    env: { NODE_ENV: 'production', SMTP_URL: peer.url, MAIL_FROM: 'x <x@example.com>' },
    logger,
  });
  expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, dead: 0 });
  await mailer.stop();
  expect(lines.some((line) => line.includes('will be retried'))).toBe(true);
  expect(lines.join('\n')).not.toContain('975310');
});

describe('mail templates', () => {
  it('escape what the shop wrote', () => {
    const shop = { ...emberfall, config: { ...emberfall.config, name: 'Tom & Jerry <b>"Quest"</b>' } };
    const mail = loginCodeMail({ shop, code: '123456', validForMinutes: 10, origin: null });
    expect(mail.html).toContain('Tom &amp; Jerry &lt;b&gt;&quot;Quest&quot;&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('Tom & Jerry <b>"Quest"</b>');
  });

  it('show the shop’s icon only as an absolute http(s) URL', () => {
    expect(
      loginCodeMail({ shop: emberfall, code: '123456', validForMinutes: 10, origin: 'https://play.example' }).html,
    ).toContain('<img src="https://play.example/demo/emberfall/logo.svg"');
    expect(loginCodeMail({ shop: emberfall, code: '123456', validForMinutes: 10, origin: null }).html).not.toContain(
      '<img',
    );
  });
});

describe('the development outbox page', () => {
  function load(env: Record<string, string>) {
    const context = createTestContext({ database, clock, env });
    const request = new Request('http://localhost/dev/outbox');
    return outboxPage({ request, params: {}, context } as LoaderFunctionArgs);
  }

  it('lists the latest mails with subject, recipient, shop, status and body', async () => {
    await enqueueMail(database.db, clock, aMail('ivy@example.com', '112233'));
    const { mails } = await load({});
    expect(mails[0]).toMatchObject({
      subject: '112233 is your Emberfall Legends sign-in code',
      to: 'ivy@example.com',
      shop: { handle: 'emberfall', name: 'Emberfall Legends' },
      status: 'pending',
    });
    expect(mails[0]!.text).toContain('112233');
    expect(mails[0]!.html).toContain('112233');
  });

  it('does not exist in production', async () => {
    const outcome = await load({ NODE_ENV: 'production' }).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(404);
  });
});
