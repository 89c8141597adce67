import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { mailOutbox, shops } from '../../../db/schema';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { backoffDelayMs, type Backoff } from '~/server/retry-backoff.server';

// The mail outbox (docs/decisions/013): requests only insert a row, in their own transaction, so a sign-in never
// waits on SMTP and a mail is never sent for work that rolled back. Workers claim due rows with SKIP LOCKED.

/** A mail that failed this many times is given up on (status `dead`). */
export const MAX_MAIL_ATTEMPTS = 8;
/** First retry after 30 s, doubling each time, never more than an hour apart. */
const RETRY: Backoff = { baseMs: 30_000, maxMs: 60 * 60_000 };
/** A claimed mail is hidden from other workers this long; a worker that died mid-send gives it back by timing out. */
export const CLAIM_LEASE_MS = 2 * 60_000;

export type MailPurpose = 'login_code' | 'email_verification' | 'receipt' | 'studio_sign_in' | 'studio_invitation';

export interface OutgoingMail {
  shopId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  purpose: MailPurpose;
}

/** A database or an open transaction: enqueue inside the caller's transaction. */
type Executor = Pick<Database, 'insert'>;

export type MailRow = typeof mailOutbox.$inferSelect;

/** Queues a mail; the worker sends it. Pass the caller's transaction so the mail exists only if its work commits. */
export async function enqueueMail(db: Executor, clock: Clock, mail: OutgoingMail): Promise<string> {
  const now = clock.now();
  const [row] = await db
    .insert(mailOutbox)
    .values({
      shopId: mail.shopId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      purpose: mail.purpose,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export interface ClaimedMail extends MailRow {
  /** The shop's display name for the From header, when the mail belongs to a shop. */
  shopName: string | null;
}

/**
 * Takes up to `limit` due mails for this worker: counts the attempt and leases them for CLAIM_LEASE_MS, in one
 * statement. `FOR UPDATE SKIP LOCKED` lets several workers (several servers) claim side by side without waiting
 * on, or taking, each other's rows.
 */
export async function claimDueMails(db: Database, clock: Clock, limit = 10): Promise<ClaimedMail[]> {
  const now = clock.now();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
    .returning();
  if (claimed.length === 0) return [];
  const shopIds = [...new Set(claimed.flatMap((mail) => (mail.shopId ? [mail.shopId] : [])))];
  const names = shopIds.length
    ? await db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds))
    : [];
  const nameOf = new Map(names.map((shop) => [shop.id, shop.name]));
  return claimed
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((mail) => ({ ...mail, shopName: mail.shopId ? (nameOf.get(mail.shopId) ?? null) : null }));
}

/**
 * Records a delivered mail. Bodies are erased: a login code has no business staying in the database once it is on
 * its way. `keepBody` is for development without SMTP, where the dev outbox page is how you read the mail.
 */
export async function markMailSent(
  db: Database,
  clock: Clock,
  id: string,
  options: { keepBody?: boolean } = {},
): Promise<void> {
  const erase = options.keepBody ? {} : { textBody: null, htmlBody: null };
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: clock.now(), lastError: null, ...erase })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** How long to wait after the `attempts`-th failure. */
export function retryDelayMs(attempts: number): number {
  return backoffDelayMs(attempts, RETRY);
}

/**
 * Records a failed send: retried later with exponential backoff, or `dead` after MAX_MAIL_ATTEMPTS (bodies erased:
 * a dead sign-in mail is useless, and its code must not linger). Returns the new status.
 */
export async function markMailFailed(
  db: Database,
  clock: Clock,
  mail: Pick<MailRow, 'id' | 'attempts'>,
  error: string,
): Promise<'pending' | 'dead'> {
  const lastError = error.slice(0, 500);
  if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
    await db
      .update(mailOutbox)
      .set({ status: 'dead', lastError, textBody: null, htmlBody: null })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
    return 'dead';
  }
  await db
    .update(mailOutbox)
    .set({ lastError, nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(mail.attempts)) })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
  return 'pending';
}

export interface OutboxEntry {
  id: string;
  shop: { handle: string; name: string } | null;
  to: string;
  subject: string;
  purpose: string;
  status: MailRow['status'];
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  text: string | null;
  html: string | null;
}

/** The latest mails, newest first, for the development outbox page. */
export async function listRecentMails(db: Database, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db
    .select({ mail: mailOutbox, handle: shops.handle, name: shops.name })
    .from(mailOutbox)
    .leftJoin(shops, eq(shops.id, mailOutbox.shopId))
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(limit);
  return rows.map(({ mail, handle, name }) => ({
    id: mail.id,
    shop: handle && name ? { handle, name } : null,
    to: mail.toAddress,
    subject: mail.subject,
    purpose: mail.purpose,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    text: mail.textBody,
    html: mail.htmlBody,
  }));
}
