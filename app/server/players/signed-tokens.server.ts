import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, errors as joseErrors, jwtVerify } from 'jose';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { spentTokens } from '../../../db/schema';
import { addToCartLineSchema } from '../../../schemas/sign-in';
import type { AppServices, Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { AuthenticationError, UnprocessableError } from '~/server/domain-errors.server';
import { keyedHash } from '~/server/players/secrets.server';

// Signed, short-lived, single-use tokens the game and the launcher put in front of a player (docs/decisions/015):
// HS256 JWTs keyed per shop from AUTH_SECRET, whose subject is a game account id. Spending one inserts its jti.

export const tokenPurposes = ['sign_in', 'launcher', 'add_to_cart'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** The longest each kind of token may live; the game may ask for less. */
export const TOKEN_MAX_TTL_MS: Record<TokenPurpose, number> = {
  sign_in: 15 * 60_000,
  launcher: 5 * 60_000,
  add_to_cart: 10 * 60_000,
};

/** Tokens travel in URLs and request bodies that accept at most this many characters. */
export const TOKEN_MAX_LENGTH = 4096;

const ISSUER = 'gamefront';

const purposeLabels: Record<TokenPurpose, string> = {
  sign_in: 'a sign-in link',
  launcher: 'a launcher token',
  add_to_cart: 'an add-to-cart token',
};

type TokenKeys = Pick<AppServices, 'authSecret' | 'clock'>;

/** One key per shop: a token signed for one shop cannot verify for another, even with the same AUTH_SECRET. */
function shopKey(authSecret: string, shopId: string): Uint8Array {
  return Buffer.from(keyedHash(authSecret, `gamefront-signed-token:v1:${shopId}`), 'hex');
}

export interface MintTokenInput {
  shopId: string;
  purpose: TokenPurpose;
  gameAccountId: string;
  displayName?: string | null;
  redirectTo?: string | null;
  items?: Array<z.infer<typeof addToCartLineSchema>>;
  /** Shorter than the purpose's ceiling if the caller wants; longer is capped. */
  expiresInSeconds?: number;
}

export interface MintedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export async function mintSignedToken(keys: TokenKeys, input: MintTokenInput): Promise<MintedToken> {
  const now = keys.clock.now();
  const ceiling = TOKEN_MAX_TTL_MS[input.purpose];
  const ttl = Math.min(ceiling, (input.expiresInSeconds ?? ceiling / 1000) * 1000);
  // JWT times are whole seconds: round the expiry down so we never promise more than the ceiling.
  const expiresAt = new Date(Math.floor((now.getTime() + ttl) / 1000) * 1000);
  const jti = randomUUID();
  const claims: Record<string, unknown> = { purpose: input.purpose };
  if (input.displayName) claims.name = input.displayName;
  if (input.redirectTo) claims.redirect_to = input.redirectTo;
  if (input.items) claims.items = input.items;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(input.shopId)
    .setSubject(input.gameAccountId)
    .setJti(jti)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(shopKey(keys.authSecret, input.shopId));
  if (token.length > TOKEN_MAX_LENGTH) {
    throw new UnprocessableError(
      `The token would be ${token.length} characters long, over the limit of ${TOKEN_MAX_LENGTH}: send fewer items or shorter ids`,
    );
  }
  return { token, jti, expiresAt };
}

const verifiedClaimsSchema = z.object({
  aud: z.string(),
  sub: z.string().min(1),
  jti: z.string().min(1),
  exp: z.number(),
  purpose: z.enum(tokenPurposes),
  name: z.string().optional(),
  redirect_to: z.string().optional(),
  items: z.array(addToCartLineSchema).optional(),
});

export interface VerifiedToken {
  jti: string;
  shopId: string;
  purpose: TokenPurpose;
  gameAccountId: string;
  displayName: string | null;
  redirectTo: string | null;
  items: Array<z.infer<typeof addToCartLineSchema>>;
  expiresAt: Date;
}

export interface VerifyTokenExpectations {
  /** The kinds of token this call takes; another kind is refused as invalid. */
  purposes: readonly TokenPurpose[];
  /** The shop the call is about, when it knows one (the viewer's shop, a custom domain). */
  shopId?: string;
}

const INVALID_MESSAGE = 'This link or token is not valid. Ask the game for a new one.';

function unverifiedAudience(token: string): string | null {
  try {
    const aud = decodeJwt(token).aud;
    return typeof aud === 'string' ? aud : null;
  } catch {
    return null;
  }
}

/**
 * Checks signature, issuer, expiry and purpose. Throws 401 `invalid_token` (garbage, bad signature, another shop's
 * token, the wrong kind) or `expired_token`. Does not spend the token: see `spendSignedToken`.
 */
export async function verifySignedToken(
  keys: TokenKeys,
  token: string,
  expect: VerifyTokenExpectations,
): Promise<VerifiedToken> {
  const shopId = unverifiedAudience(token);
  if (shopId === null) throw new AuthenticationError('invalid_token', INVALID_MESSAGE);
  if (expect.shopId !== undefined && shopId !== expect.shopId) {
    throw new AuthenticationError('invalid_token', 'This link or token was made for another shop.');
  }
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, shopKey(keys.authSecret, shopId), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: shopId,
      currentDate: keys.clock.now(),
      requiredClaims: ['sub', 'jti', 'exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new AuthenticationError('expired_token', 'This link or token has expired. Ask the game for a new one.');
    }
    if (error instanceof joseErrors.JOSEError) throw new AuthenticationError('invalid_token', INVALID_MESSAGE);
    throw error;
  }
  const claims = verifiedClaimsSchema.safeParse(payload);
  // Signed by us but not in a shape we mint: an old format or a bug, never the caller's fault to explain.
  if (!claims.success) throw new AuthenticationError('invalid_token', INVALID_MESSAGE);
  const { data } = claims;
  if (!expect.purposes.includes(data.purpose)) {
    const wanted = expect.purposes.map((purpose) => purposeLabels[purpose]).join(' or ');
    throw new AuthenticationError(
      'invalid_token',
      `This is ${purposeLabels[data.purpose]}, but this call takes ${wanted}.`,
    );
  }
  return {
    jti: data.jti,
    shopId,
    purpose: data.purpose,
    gameAccountId: data.sub,
    displayName: data.name ?? null,
    redirectTo: data.redirect_to ?? null,
    items: data.items ?? [],
    expiresAt: new Date(data.exp * 1000),
  };
}

const SPENT_MESSAGE = 'This link or token was already used. Ask the game for a new one.';

/** Marks a verified token used; the database decides between concurrent spends. Throws 401 `spent_token` on reuse. */
export async function spendSignedToken(db: Database, token: VerifiedToken): Promise<void> {
  const inserted = await db
    .insert(spentTokens)
    .values({ jti: token.jti, shopId: token.shopId, purpose: token.purpose, expiresAt: token.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: spentTokens.jti });
  if (inserted.length === 0) throw new AuthenticationError('spent_token', SPENT_MESSAGE);
}

/** For checks that must not spend (verify_token): refuses a token that was spent already. */
export async function refuseSpentToken(db: Database, token: VerifiedToken): Promise<void> {
  const found = await db.query.spentTokens.findFirst({
    where: (row, { eq }) => eq(row.jti, token.jti),
    columns: { jti: true },
  });
  if (found) throw new AuthenticationError('spent_token', SPENT_MESSAGE);
}

/** Housekeeping: a spent token past its expiry is refused as expired anyway, so its row can go. */
export async function deleteExpiredSpentTokens(db: Database, clock: Clock): Promise<void> {
  await db.delete(spentTokens).where(lt(spentTokens.expiresAt, new Date(clock.now().getTime() - 60 * 60_000)));
}
