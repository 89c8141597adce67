import { and, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { emailVerifications, loginCodes, publisherLoginCodes } from '../../../db/schema';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_MAX_FAILED_ATTEMPTS, LOGIN_CODE_TTL_MS } from '../../../schemas/sign-in';
import type { Database, Executor } from '~/server/db.server';
import { AuthenticationError } from '~/server/domain-errors.server';
import { keyedHash, randomDigits } from '~/server/players/secrets.server';

// The one check of a mailed one-time code (players' sign-in and email verification, docs/decisions/013, and the
// publisher studio's sign-in, 035): 6 digits, valid for
// 10 minutes, 5 wrong tries, stored as an HMAC bound to its attempt, used once. Each outcome is one conditional
// UPDATE, so concurrent submissions cannot verify a code twice or get more wrong guesses than allowed between them.

/** The tables holding one-time codes: each has the same code columns. */
export type OneTimeCodeTable = typeof loginCodes | typeof emailVerifications | typeof publisherLoginCodes;

export const SPENT_CODE_MESSAGE = 'This code can no longer be used. Ask for a new one.';
export const EXPIRED_CODE_MESSAGE = 'This code has expired. Ask for a new one.';

export function wrongCodeMessage(triesLeft: number): string {
  return `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

/** The stored form of a code: an HMAC of the code and what it is bound to, so it works for that attempt only. */
export function oneTimeCodeHash(authSecret: string, boundTo: string, code: string): string {
  return keyedHash(authSecret, `${boundTo}:${code}`);
}

/** A fresh code and when it stops working. */
export function newOneTimeCode(now: Date): { code: string; expiresAt: Date } {
  return { code: randomDigits(LOGIN_CODE_LENGTH), expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS) };
}

/** Codes that may still be tried: not used, not out of tries, not expired. */
export function usableCodes(table: OneTimeCodeTable, now: Date): SQL | undefined {
  return and(
    isNull(table.verifiedAt),
    lt(table.failedAttempts, LOGIN_CODE_MAX_FAILED_ATTEMPTS),
    gt(table.expiresAt, now),
  );
}

/** Whether a code can never be used again because it was used or ran out of tries (expiry aside). */
export function isSpentCode(row: { verifiedAt: Date | null; failedAttempts: number }): boolean {
  return row.verifiedAt !== null || row.failedAttempts >= LOGIN_CODE_MAX_FAILED_ATTEMPTS;
}

export interface OneTimeCodeCheck<T> {
  table: OneTimeCodeTable;
  /** The attempt: its id and whatever else it must match (whose it is). */
  attempt: SQL | undefined;
  /** `oneTimeCodeHash` of the code submitted. */
  hash: string;
  now: Date;
  /** Runs in the transaction that marks the code used, with the attempt's id. */
  onVerified(tx: Executor, id: string): Promise<T>;
  /** Why an attempt that cannot be tried (unknown, or expired) fails; used or out of tries is `spent_code`. */
  unusable(row: { verifiedAt: Date | null; failedAttempts: number } | undefined): Promise<Error> | Error;
}

/**
 * Checks a submitted code: the right code marks the attempt used (and runs `onVerified` with it), a wrong one
 * costs a try (`invalid_code` with the tries left, `spent_code` for the last), and an attempt that cannot be tried
 * any more fails with `spent_code` or the caller's `unusable` error.
 */
export async function checkOneTimeCode<T>(db: Database, check: OneTimeCodeCheck<T>): Promise<T> {
  const { table, attempt, hash, now } = check;
  const usable = and(attempt, usableCodes(table, now));

  const verified = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ verifiedAt: now })
      .where(and(usable, eq(table.codeHash, hash)))
      .returning({ id: table.id });
    return row ? { value: await check.onVerified(tx, row.id) } : null;
  });
  if (verified) return verified.value;

  const [wrong] = await db
    .update(table)
    .set({ failedAttempts: sql`${table.failedAttempts} + 1` })
    .where(and(usable, ne(table.codeHash, hash)))
    .returning({ failedAttempts: table.failedAttempts });
  if (wrong) {
    const triesLeft = LOGIN_CODE_MAX_FAILED_ATTEMPTS - wrong.failedAttempts;
    if (triesLeft <= 0) throw new AuthenticationError('spent_code', SPENT_CODE_MESSAGE);
    throw new AuthenticationError('invalid_code', wrongCodeMessage(triesLeft));
  }

  const [row] = await db
    .select({ verifiedAt: table.verifiedAt, failedAttempts: table.failedAttempts })
    .from(table)
    .where(attempt)
    .limit(1);
  if (row && isSpentCode(row)) throw new AuthenticationError('spent_code', SPENT_CODE_MESSAGE);
  throw await check.unusable(row);
}
