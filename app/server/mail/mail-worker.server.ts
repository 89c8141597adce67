import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Clock } from '~/server/context.server';
import { systemClock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import type { Env } from '~/server/env.server';
import { claimDueMails, markMailFailed, markMailSent, type ClaimedMail } from '~/server/mail/outbox.server';
import { createPollingWorker } from '~/server/polling-worker.server';

// Sends what the outbox holds. With SMTP_URL: over SMTP (nodemailer). Without it in development and test: the
// whole mail, code included, is printed to the log on purpose, so a developer can sign in with no mail server.
// Without it in production: nothing is sent or printed; the mails wait, and the log says so once.

export interface MailWorkerOptions {
  db: Database;
  env: Pick<Env, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM'>;
  logger: Logger;
  clock?: Clock;
  /** How often to look for due mail. */
  pollIntervalMs?: number;
  /** Mails taken per round. */
  batchSize?: number;
}

export interface DeliveryRound {
  sent: number;
  failed: number;
  dead: number;
}

export interface MailWorker {
  /** One round: claim due mails and try each once. Tests call this to step the worker. */
  runOnce(): Promise<DeliveryRound>;
  /** Polls every `pollIntervalMs` until stopped. */
  start(): void;
  /** Stops polling, waits for the round in flight and closes the SMTP connection. */
  stop(): Promise<void>;
}

interface Delivery {
  /** Whether the mail's bodies stay in the outbox after sending (only when printing them in development). */
  keepsBody: boolean;
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

/** `Name <address>` or a bare address -> the address. */
function addressOf(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

function smtpDelivery(url: string, mailFrom: string): Delivery {
  // Timeouts stay well inside the claim lease, so a slow server cannot make two workers send the same mail.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const address = addressOf(mailFrom);
  return {
    keepsBody: false,
    async send(mail) {
      await transport.sendMail({
        // The shop's name as the sender's name: players recognise the shop, not the platform.
        from: mail.shopName ? { name: mail.shopName, address } : mailFrom,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody ?? '',
        html: mail.htmlBody ?? undefined,
      });
    },
    close: () => transport.close(),
  };
}

function logDelivery(logger: Logger): Delivery {
  return {
    keepsBody: true,
    async send(mail) {
      // Development only (never chosen in production): the full text, code included, is the point.
      logger.info(
        { mail: { id: mail.id, to: mail.toAddress, subject: mail.subject, purpose: mail.purpose } },
        `mail printed instead of sent (no SMTP_URL; also at /dev/outbox)\n${mail.textBody ?? ''}`,
      );
    },
    close: () => {},
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createMailWorker({
  db,
  env,
  logger,
  clock = systemClock,
  pollIntervalMs = 2_000,
  batchSize = 10,
}: MailWorkerOptions): MailWorker {
  const log = logger.child({ component: 'mail-worker' });
  let delivery: Delivery | null = null;
  if (env.SMTP_URL) delivery = smtpDelivery(env.SMTP_URL, env.MAIL_FROM);
  else if (env.NODE_ENV !== 'production') delivery = logDelivery(log);
  let warnedNoSmtp = false;

  async function deliver(active: Delivery): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, failed: 0, dead: 0 };
    const mails = await claimDueMails(db, clock, batchSize);
    for (const mail of mails) {
      try {
        await active.send(mail);
        await markMailSent(db, clock, mail.id, { keepBody: active.keepsBody });
        round.sent += 1;
      } catch (error) {
        const status = await markMailFailed(db, clock, mail, describe(error));
        // Metadata only: the body holds a code, and production logs must never show one.
        const fields = { mailId: mail.id, purpose: mail.purpose, attempts: mail.attempts, err: describe(error) };
        if (status === 'dead') {
          round.dead += 1;
          log.error(fields, 'mail given up after too many failed attempts');
        } else {
          round.failed += 1;
          log.warn(fields, 'mail send failed; it will be retried');
        }
      }
    }
    return round;
  }

  async function round(): Promise<DeliveryRound> {
    if (!delivery) {
      if (!warnedNoSmtp) {
        warnedNoSmtp = true;
        log.warn('SMTP_URL is not set: mails stay in the outbox unsent until it is');
      }
      return { sent: 0, failed: 0, dead: 0 };
    }
    return deliver(delivery);
  }

  const worker = createPollingWorker({ round, pollIntervalMs, log, name: 'mail' });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      delivery?.close();
    },
  };
}
