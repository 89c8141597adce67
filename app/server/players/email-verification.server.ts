import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { emailVerifications, players } from '../../../db/schema';
import {
  LOGIN_CODE_MAX_FAILED_ATTEMPTS,
  LOGIN_CODE_TTL_MS,
  type EmailVerificationStatus,
  type emailVerificationSchema,
} from '../../../schemas/sign-in';
import type { Viewer } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { AuthenticationError, NotFoundError } from '~/server/domain-errors.server';
import { emailVerificationMail } from '~/server/mail/mail-templates.server';
import { enqueueMail } from '~/server/mail/outbox.server';
import type { CodeServices } from '~/server/players/login-codes.server';
import {
  checkOneTimeCode,
  EXPIRED_CODE_MESSAGE,
  isSpentCode,
  newOneTimeCode,
  oneTimeCodeHash,
  usableCodes,
} from '~/server/players/one-time-code.server';
import { consumeRateLimit, rateLimitRules } from '~/server/players/rate-limits.server';
import type { PublishedShop } from '~/server/shops.server';

// A signed-in player proves they read an address (docs/decisions/013). The same code check as sign-in
// (one-time-code.server.ts), the HMAC bound to the verification id. A verified address becomes the player's email
// when they had none and no other player of the shop has it; otherwise it is only listed as verified.

type EmailVerification = z.infer<typeof emailVerificationSchema>;
type VerificationRow = typeof emailVerifications.$inferSelect;
type Status = z.infer<typeof EmailVerificationStatus>;

function codeHash(authSecret: string, verificationId: string, code: string): string {
  return oneTimeCodeHash(authSecret, `email-verification:${verificationId}`, code);
}

function statusOf(row: VerificationRow, now: Date): Status {
  if (row.verifiedAt) return 'VERIFIED';
  if (row.expiresAt <= now || isSpentCode(row)) return 'EXPIRED';
  return 'PENDING';
}

function toEmailVerification(row: VerificationRow, now: Date): EmailVerification {
  return {
    id: row.id,
    email: row.email,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

export interface SendVerificationInput {
  viewer: Pick<Viewer, 'playerId' | 'shopId'>;
  shop: Pick<PublishedShop, 'id' | 'name' | 'config'>;
  email: string;
  origin: string | null;
}

/** Mails a verification code to `email` for the signed-in player; earlier pending codes for that address stop working. */
export async function sendEmailVerification(
  services: CodeServices,
  input: SendVerificationInput,
): Promise<EmailVerification> {
  const { db, clock, authSecret } = services;
  await consumeRateLimit(db, rateLimitRules.emailVerificationPerPlayer, input.viewer.playerId);
  const now = clock.now();
  const id = randomUUID();
  const { code, expiresAt } = newOneTimeCode(now);
  const mail = emailVerificationMail({
    shop: input.shop,
    code,
    validForMinutes: LOGIN_CODE_TTL_MS / 60_000,
    origin: input.origin,
  });
  const row = await db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ expiresAt: now })
      .where(
        and(
          eq(emailVerifications.playerId, input.viewer.playerId),
          eq(emailVerifications.email, input.email),
          isNull(emailVerifications.verifiedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      );
    const [inserted] = await tx
      .insert(emailVerifications)
      .values({
        id,
        shopId: input.viewer.shopId,
        playerId: input.viewer.playerId,
        email: input.email,
        codeHash: codeHash(authSecret, id, code),
        expiresAt,
        createdAt: now,
      })
      .returning();
    await enqueueMail(tx, clock, {
      shopId: input.viewer.shopId,
      to: input.email,
      purpose: 'email_verification',
      ...mail,
    });
    return inserted!;
  });
  return toEmailVerification(row, now);
}

/** Checks the code of one of the player's verifications; on success the address is verified (see the file comment). */
export async function verifyEmail(
  services: CodeServices,
  viewer: Pick<Viewer, 'playerId' | 'shopId'>,
  verificationId: string,
  code: string,
): Promise<EmailVerification> {
  const { db, clock, authSecret } = services;
  const now = clock.now();
  const verified = await checkOneTimeCode(db, {
    table: emailVerifications,
    attempt: and(eq(emailVerifications.id, verificationId), eq(emailVerifications.playerId, viewer.playerId)),
    hash: codeHash(authSecret, verificationId, code),
    now,
    async onVerified(tx, id) {
      const [row] = await tx.select().from(emailVerifications).where(eq(emailVerifications.id, id)).limit(1);
      if (!row) throw new Error(`Email verification ${id} vanished inside the transaction that verified it`);
      return row;
    },
    unusable: (row) =>
      row
        ? new AuthenticationError('expired_code', EXPIRED_CODE_MESSAGE)
        : new NotFoundError('No email verification with this id. Send a new code.'),
  });
  // After the code's transaction: a unique violation here would abort it on PostgreSQL.
  await adoptVerifiedEmail(db, viewer, verified.email);
  return toEmailVerification(verified, now);
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE sits on it or on its cause.
  let current = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Makes a verified address the player's email when they have none and nobody else in the shop has it. */
async function adoptVerifiedEmail(
  db: Database,
  viewer: Pick<Viewer, 'playerId' | 'shopId'>,
  email: string,
): Promise<void> {
  try {
    await db
      .update(players)
      .set({ email, updatedAt: sql`now()` })
      .where(
        and(
          eq(players.id, viewer.playerId),
          eq(players.shopId, viewer.shopId),
          isNull(players.email),
          sql`not exists (select 1 from ${players} as other where other.shop_id = ${viewer.shopId} and other.email = ${email})`,
        ),
      );
  } catch (error) {
    // Another player took the address at the same moment: the unique index decided, and that is fine.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** The player's verifications in this shop, newest first, optionally only those with one status. */
export async function listEmailVerifications(
  services: Pick<CodeServices, 'db' | 'clock'>,
  viewer: Pick<Viewer, 'playerId' | 'shopId'>,
  status?: Status,
): Promise<EmailVerification[]> {
  const { db, clock } = services;
  const now = clock.now();
  const byStatus: Record<Status, SQL | undefined> = {
    VERIFIED: isNotNull(emailVerifications.verifiedAt),
    PENDING: usableCodes(emailVerifications, now),
    EXPIRED: and(
      isNull(emailVerifications.verifiedAt),
      or(
        lte(emailVerifications.expiresAt, now),
        gt(emailVerifications.failedAttempts, LOGIN_CODE_MAX_FAILED_ATTEMPTS - 1),
      ),
    ),
  };
  const rows = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.playerId, viewer.playerId),
        eq(emailVerifications.shopId, viewer.shopId),
        status ? byStatus[status] : undefined,
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(100);
  return rows.map((row) => toEmailVerification(row, now));
}
