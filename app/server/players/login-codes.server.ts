import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { loginCodes, shops } from '../../../db/schema';
import { LOGIN_CODE_RESEND_AFTER_MS, LOGIN_CODE_TTL_MS } from '../../../schemas/sign-in';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { AuthenticationError } from '~/server/domain-errors.server';
import { loginCodeMail } from '~/server/mail/mail-templates.server';
import { enqueueMail } from '~/server/mail/outbox.server';
import { findOrCreatePlayer, type PlayerRow } from '~/server/players/players.server';
import {
  checkOneTimeCode,
  EXPIRED_CODE_MESSAGE,
  newOneTimeCode,
  oneTimeCodeHash,
} from '~/server/players/one-time-code.server';
import { consumeRateLimit, rateLimitRules } from '~/server/players/rate-limits.server';
import { randomToken, sha256 } from '~/server/players/secrets.server';
import type { PublishedShop } from '~/server/shops.server';

// Email-code sign-in (CUSTOM), docs/decisions/013. A code is bound to its attempt: the stored value is
// HMAC(AUTH_SECRET, attemptId:code), so it only works with the attempt id it was sent for, and a copy of the
// database cannot be brute-forced without the secret. Nothing here looks the player up before the code is proven,
// so the answer is the same whether or not the address has an account.

/** How long the token check_code hands out may be exchanged for a session. */
export const AUTH_TOKEN_TTL_MS = 5 * 60_000;

export interface CodeServices {
  db: Database;
  clock: Clock;
  authSecret: string;
}

export const SUPERSEDED_CODE_MESSAGE = 'A newer code was sent to this address. Use the code from the latest email.';

function codeHash(authSecret: string, attemptId: string, code: string): string {
  return oneTimeCodeHash(authSecret, attemptId, code);
}

export interface SendLoginCodeInput {
  shop: Pick<PublishedShop, 'id' | 'name' | 'config'>;
  email: string;
  clientIp: string;
  /** The site's origin, for the shop's icon in the mail. */
  origin: string | null;
}

export interface LoginAttempt {
  attemptId: string;
  expiresAt: string;
  resendAvailableAt: string;
}

/**
 * Sends a sign-in code: checks the per-IP and per-address limits, stores the new attempt and queues its mail in one
 * transaction. Older unused codes for the same address in this shop stop working: only the latest mail counts.
 */
export async function sendLoginCode(services: CodeServices, input: SendLoginCodeInput): Promise<LoginAttempt> {
  const { db, clock, authSecret } = services;
  await consumeRateLimit(db, rateLimitRules.loginCodePerIp, input.clientIp);
  await consumeRateLimit(db, rateLimitRules.loginCodePerEmail, `${input.shop.id}:${input.email}`);

  const now = clock.now();
  const attemptId = randomUUID();
  const { code, expiresAt } = newOneTimeCode(now);
  const mail = loginCodeMail({
    shop: input.shop,
    code,
    validForMinutes: LOGIN_CODE_TTL_MS / 60_000,
    origin: input.origin,
  });

  await db.transaction(async (tx) => {
    await tx
      .update(loginCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(loginCodes.shopId, input.shop.id),
          eq(loginCodes.email, input.email),
          isNull(loginCodes.verifiedAt),
          gt(loginCodes.expiresAt, now),
        ),
      );
    await tx.insert(loginCodes).values({
      id: attemptId,
      shopId: input.shop.id,
      email: input.email,
      codeHash: codeHash(authSecret, attemptId, code),
      expiresAt,
      createdAt: now,
    });
    await enqueueMail(tx, clock, { shopId: input.shop.id, to: input.email, purpose: 'login_code', ...mail });
  });

  return {
    attemptId,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + LOGIN_CODE_RESEND_AFTER_MS).toISOString(),
  };
}

export interface CheckedCode {
  authToken: string;
  expiresAt: string;
}

/** Checks a code against its attempt (one-time-code.server.ts); the right one hands out a short-lived auth token. */
export async function checkLoginCode(services: CodeServices, attemptId: string, code: string): Promise<CheckedCode> {
  const { db, clock, authSecret } = services;
  const now = clock.now();
  const authToken = randomToken(32);
  const tokenExpiresAt = new Date(now.getTime() + AUTH_TOKEN_TTL_MS);
  return checkOneTimeCode(db, {
    table: loginCodes,
    attempt: eq(loginCodes.id, attemptId),
    hash: codeHash(authSecret, attemptId, code),
    now,
    async onVerified(tx, id) {
      await tx
        .update(loginCodes)
        .set({ authTokenHash: sha256(authToken), authTokenExpiresAt: tokenExpiresAt })
        .where(eq(loginCodes.id, id));
      return { authToken, expiresAt: tokenExpiresAt.toISOString() };
    },
    // An attempt we do not know is most likely one cleaned up after it expired.
    unusable: async (row) =>
      new AuthenticationError(
        'expired_code',
        row && (await superseded(db, attemptId)) ? SUPERSEDED_CODE_MESSAGE : EXPIRED_CODE_MESSAGE,
      ),
  });
}

/** Whether a newer code was sent to the same address in the same shop after this attempt. */
async function superseded(db: Database, attemptId: string): Promise<boolean> {
  const [row] = await db.select().from(loginCodes).where(eq(loginCodes.id, attemptId)).limit(1);
  if (!row) return false;
  const [newer] = await db
    .select({ id: loginCodes.id })
    .from(loginCodes)
    .where(
      and(eq(loginCodes.shopId, row.shopId), eq(loginCodes.email, row.email), gt(loginCodes.createdAt, row.createdAt)),
    )
    .limit(1);
  return newer !== undefined;
}

export interface ExchangedLogin {
  player: PlayerRow;
  shopId: string;
  shopHandle: string;
}

/**
 * Spends the auth token of a checked code (once: a conditional UPDATE) and returns the player behind the address,
 * created on first sign-in. The caller starts the session.
 */
export async function exchangeLoginAuthToken(
  services: Omit<CodeServices, 'authSecret'>,
  token: string,
): Promise<ExchangedLogin> {
  const { db, clock } = services;
  const now = clock.now();
  const tokenHash = sha256(token);
  const [spent] = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginCodes.authTokenHash, tokenHash),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.authTokenExpiresAt, now),
      ),
    )
    .returning({ shopId: loginCodes.shopId, email: loginCodes.email });
  if (!spent) {
    const [row] = await db
      .select({ consumedAt: loginCodes.consumedAt })
      .from(loginCodes)
      .where(eq(loginCodes.authTokenHash, tokenHash))
      .limit(1);
    if (!row) throw new AuthenticationError('invalid_token', 'This sign-in token is not valid. Sign in again.');
    if (row.consumedAt)
      throw new AuthenticationError('spent_token', 'This sign-in token was already used. Sign in again.');
    throw new AuthenticationError('expired_token', 'This sign-in token has expired. Sign in again.');
  }
  const [shop] = await db.select({ handle: shops.handle }).from(shops).where(eq(shops.id, spent.shopId)).limit(1);
  if (!shop) throw new AuthenticationError('invalid_token', 'This sign-in token is not valid. Sign in again.');
  const player = await findOrCreatePlayer(db, {
    shopId: spent.shopId,
    provider: 'CUSTOM',
    externalId: spent.email,
    verifiedEmail: spent.email,
  });
  return { player, shopId: spent.shopId, shopHandle: shop.handle };
}
