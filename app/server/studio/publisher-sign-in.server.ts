import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { publisherLoginCodes, publishers } from '../../../db/schema';
import { LOGIN_CODE_RESEND_AFTER_MS, LOGIN_CODE_TTL_MS } from '../../../schemas/sign-in';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { AuthenticationError } from '~/server/domain-errors.server';
import { studioSignInCodeMail } from '~/server/mail/mail-templates.server';
import { enqueueMail } from '~/server/mail/outbox.server';
import {
  checkOneTimeCode,
  EXPIRED_CODE_MESSAGE,
  newOneTimeCode,
  oneTimeCodeHash,
} from '~/server/players/one-time-code.server';
import { consumeRateLimit, rateLimitRules } from '~/server/players/rate-limits.server';
import { startPublisherSession, type StartedStudioSession } from '~/server/studio/publisher-sessions.server';

// Studio sign-in by email code (docs/decisions/035), on the players' one-time-code machinery (decision 013): the same
// 6 digits, 10 minutes, 5 tries, HMAC bound to the attempt, only the newest code of an address works. The answer is
// the same for any address; only a publisher's address receives a mail, so the form sends no mail to strangers.

export interface StudioCodeServices {
  db: Database;
  clock: Clock;
  authSecret: string;
}

const codeHash = (authSecret: string, attemptId: string, code: string) =>
  oneTimeCodeHash(authSecret, `studio:${attemptId}`, code);

export interface StudioSignInAttempt {
  attemptId: string;
  expiresAt: string;
  resendAvailableAt: string;
}

export async function sendStudioSignInCode(
  services: StudioCodeServices,
  input: { email: string; clientIp: string; origin: string | null },
): Promise<StudioSignInAttempt> {
  const { db, clock, authSecret } = services;
  await consumeRateLimit(db, rateLimitRules.loginCodePerIp, `studio:${input.clientIp}`);
  await consumeRateLimit(db, rateLimitRules.loginCodePerEmail, `studio:${input.email}`);
  const now = clock.now();
  const attemptId = randomUUID();
  const { code, expiresAt } = newOneTimeCode(now);
  await db.transaction(async (tx) => {
    await tx
      .update(publisherLoginCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(publisherLoginCodes.email, input.email),
          isNull(publisherLoginCodes.verifiedAt),
          gt(publisherLoginCodes.expiresAt, now),
        ),
      );
    await tx.insert(publisherLoginCodes).values({
      id: attemptId,
      email: input.email,
      codeHash: codeHash(authSecret, attemptId, code),
      expiresAt,
      createdAt: now,
    });
    const [publisher] = await tx
      .select({ id: publishers.id })
      .from(publishers)
      .where(eq(publishers.email, input.email));
    if (publisher) {
      const mail = studioSignInCodeMail({ code, validForMinutes: LOGIN_CODE_TTL_MS / 60_000, origin: input.origin });
      await enqueueMail(tx, clock, { shopId: null, to: input.email, purpose: 'studio_sign_in', ...mail });
    }
  });
  return {
    attemptId,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + LOGIN_CODE_RESEND_AFTER_MS).toISOString(),
  };
}

/**
 * Checks the code of an attempt and, when it is right, starts a studio session for the publisher behind the address
 * in the same transaction. Wrong, spent and expired codes fail as the players' do (401 with their codes).
 */
export async function checkStudioSignInCode(
  services: StudioCodeServices,
  input: { attemptId: string; code: string; userAgent: string | null; replacesToken: string | null },
): Promise<StartedStudioSession> {
  const { db, clock, authSecret } = services;
  return checkOneTimeCode(db, {
    table: publisherLoginCodes,
    attempt: eq(publisherLoginCodes.id, input.attemptId),
    hash: codeHash(authSecret, input.attemptId, input.code),
    now: clock.now(),
    async onVerified(tx, id) {
      const [row] = await tx
        .select({ publisherId: publishers.id })
        .from(publisherLoginCodes)
        .innerJoin(publishers, eq(publishers.email, publisherLoginCodes.email))
        .where(eq(publisherLoginCodes.id, id));
      // Nobody was mailed this code: only a guess can get here.
      if (!row) throw new AuthenticationError('invalid_code', 'That code is not right.');
      return startPublisherSession(tx, clock, {
        publisherId: row.publisherId,
        userAgent: input.userAgent,
        replacesToken: input.replacesToken,
      });
    },
    unusable: () => new AuthenticationError('expired_code', EXPIRED_CODE_MESSAGE),
  });
}
