import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { linkCodes, linkedAccounts } from '../../../db/schema';
import type { ApiErrorCode } from '../../../schemas/api/error';
import {
  LINK_CODE_ALPHABET,
  LINK_CODE_LENGTH,
  LINK_CODE_TTL_MS,
  type linkCodeSchemaOut,
} from '../../../schemas/sign-in';
import type { Clock, Viewer } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { ConflictError, DomainError } from '~/server/domain-errors.server';
import type { LinkedAccountRow } from '~/server/players/players.server';
import { consumeRateLimit, type RateLimitRule } from '~/server/players/rate-limits.server';
import { randomFromAlphabet } from '~/server/players/secrets.server';

// Linking a game account to a player with a short code (docs/decisions/015). Two directions:
// WEB: the signed-in player makes a code, the game shows/accepts it, the game backend confirms it with the account.
// GAME: the game backend makes a code for an account, the player types it at the shop.
// Either way the code is used once, atomically: UPDATE ... WHERE used_at IS NULL AND expires_at > now RETURNING.

type LinkCodeRow = typeof linkCodes.$inferSelect;
export type LinkCodeOut = z.input<typeof linkCodeSchemaOut>;

export const linkCodeRateLimits = {
  createPerPlayer: {
    name: 'link-code-create-player',
    points: 20,
    durationSeconds: 3600,
    message: 'You made many link codes in a short time. Try again in a while.',
  },
  // A GAME code names someone's game account: guessing must stay hopeless (32^8 codes, a few tries per window).
  redeemPerPlayer: {
    name: 'link-code-redeem-player',
    points: 10,
    durationSeconds: 900,
    message: 'Too many link code attempts. Wait a few minutes and try again.',
  },
  redeemPerIp: {
    name: 'link-code-redeem-ip',
    points: 30,
    durationSeconds: 900,
    message: 'Too many link code attempts from your network. Wait a few minutes and try again.',
  },
} as const satisfies Record<string, RateLimitRule>;

/** A code that cannot be used, with the reason as its own code so the screen can say what to do. */
export class LinkCodeRefusedError extends DomainError {
  override name = 'LinkCodeRefusedError';
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(status: 404 | 409 | 410, code: 'invalid_code' | 'spent_code' | 'expired_code', message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The QR code players scan with the game's app: the code itself, as an SVG document. */
export function linkCodeQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

function statusOf(row: LinkCodeRow, now: Date): LinkCodeOut['status'] {
  if (row.usedAt) return 'LINKED';
  return row.expiresAt.getTime() > now.getTime() ? 'PENDING' : 'EXPIRED';
}

export function toLinkCodeOut(row: LinkCodeRow, now: Date): LinkCodeOut {
  return {
    code: row.code,
    status: statusOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    linkedAccountId: row.linkedAccountId,
  };
}

type NewLinkCode = Pick<LinkCodeRow, 'shopId' | 'direction'> &
  Partial<Pick<LinkCodeRow, 'playerId' | 'gameAccountId' | 'gameDisplayName'>>;

/** Inserts a fresh code, drawing again on the (rare) clash with any code this shop ever issued. */
async function insertUniqueCode(db: Database, clock: Clock, values: NewLinkCode): Promise<LinkCodeRow> {
  const now = clock.now();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(linkCodes)
      .values({
        ...values,
        code: randomFromAlphabet(LINK_CODE_ALPHABET, LINK_CODE_LENGTH),
        createdAt: now,
        expiresAt: new Date(now.getTime() + LINK_CODE_TTL_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('Could not draw a unique link code in 5 attempts');
}

/** WEB direction, step 1: the signed-in player asks for a code to show the game. */
export async function createWebLinkCode(
  db: Database,
  clock: Clock,
  viewer: Viewer,
): Promise<LinkCodeOut & { qrSvg: string }> {
  await consumeRateLimit(db, linkCodeRateLimits.createPerPlayer, viewer.playerId);
  const row = await insertUniqueCode(db, clock, { shopId: viewer.shopId, direction: 'WEB', playerId: viewer.playerId });
  return { ...toLinkCodeOut(row, clock.now()), qrSvg: await linkCodeQrSvg(row.code) };
}

/** GAME direction, step 1: the game backend asks for a code naming one of its accounts. */
export async function createGameLinkCode(
  db: Database,
  clock: Clock,
  input: { shopId: string; gameAccountId: string; displayName?: string | null },
): Promise<{ code: string; expiresAt: string; qrSvg: string }> {
  const row = await insertUniqueCode(db, clock, {
    shopId: input.shopId,
    direction: 'GAME',
    gameAccountId: input.gameAccountId,
    gameDisplayName: input.displayName ?? null,
  });
  return { code: row.code, expiresAt: row.expiresAt.toISOString(), qrSvg: await linkCodeQrSvg(row.code) };
}

/** The player's codes in their shop (made on the web or redeemed from the game), newest first. */
export async function listLinkCodes(db: Database, clock: Clock, viewer: Viewer): Promise<LinkCodeOut[]> {
  const rows = await db
    .select()
    .from(linkCodes)
    .where(and(eq(linkCodes.shopId, viewer.shopId), eq(linkCodes.playerId, viewer.playerId)))
    .orderBy(desc(linkCodes.createdAt))
    .limit(50);
  const now = clock.now();
  return rows.map((row) => toLinkCodeOut(row, now));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Why a code could not be taken: unknown, meant for the other side, used, or expired. */
async function refusal(
  tx: Tx,
  shopId: string,
  code: string,
  direction: 'WEB' | 'GAME',
  now: Date,
): Promise<LinkCodeRefusedError> {
  const [row] = await tx
    .select()
    .from(linkCodes)
    .where(and(eq(linkCodes.shopId, shopId), eq(linkCodes.code, code)))
    .limit(1);
  if (!row)
    return new LinkCodeRefusedError(
      404,
      'invalid_code',
      `There is no link code ${code} in this shop. Check it and try again.`,
    );
  if (row.direction !== direction) {
    return new LinkCodeRefusedError(
      404,
      'invalid_code',
      direction === 'GAME'
        ? 'This code was made on the website: enter it in the game instead.'
        : 'This code was made by the game: the player enters it on the website.',
    );
  }
  if (row.usedAt)
    return new LinkCodeRefusedError(409, 'spent_code', 'This link code was already used. Make a new one.');
  if (row.expiresAt.getTime() <= now.getTime()) {
    return new LinkCodeRefusedError(410, 'expired_code', 'This link code has expired. Make a new one.');
  }
  // Taken by a concurrent request between our UPDATE and this read.
  return new LinkCodeRefusedError(409, 'spent_code', 'This link code was already used. Make a new one.');
}

const ALREADY_LINKED_MESSAGE =
  'This game account is already linked to another player of this shop. Unlink it there first, or sign in with that account.';

/** Links the game account to the player inside the code's transaction; another player's account rolls it all back. */
async function linkGameAccount(
  tx: Tx,
  input: { shopId: string; playerId: string; gameAccountId: string; displayName: string | null },
): Promise<LinkedAccountRow> {
  const identity = and(
    eq(linkedAccounts.shopId, input.shopId),
    eq(linkedAccounts.provider, 'GAME'),
    eq(linkedAccounts.providerId, ''),
    eq(linkedAccounts.externalId, input.gameAccountId),
  );
  const [inserted] = await tx
    .insert(linkedAccounts)
    .values({
      shopId: input.shopId,
      playerId: input.playerId,
      provider: 'GAME',
      providerId: '',
      externalId: input.gameAccountId,
      displayName: input.displayName,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [existing] = await tx.select().from(linkedAccounts).where(identity).limit(1);
  if (!existing) throw new Error('A linked account vanished while linking');
  if (existing.playerId !== input.playerId) throw new ConflictError(ALREADY_LINKED_MESSAGE);
  // Linked to this player already: the code still counts as used, and the newest display name wins.
  if (input.displayName && input.displayName !== existing.displayName) {
    const [renamed] = await tx
      .update(linkedAccounts)
      .set({ displayName: input.displayName })
      .where(eq(linkedAccounts.id, existing.id))
      .returning();
    return renamed ?? existing;
  }
  return existing;
}

/** GAME direction, step 2: the signed-in player enters the code the game showed. */
export async function redeemGameLinkCode(
  db: Database,
  clock: Clock,
  viewer: Viewer,
  code: string,
  clientIp: string,
): Promise<LinkedAccountRow> {
  await consumeRateLimit(db, linkCodeRateLimits.redeemPerIp, clientIp);
  await consumeRateLimit(db, linkCodeRateLimits.redeemPerPlayer, viewer.playerId);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(linkCodes)
      .set({ usedAt: now, playerId: viewer.playerId })
      .where(
        and(
          eq(linkCodes.shopId, viewer.shopId),
          eq(linkCodes.code, code),
          eq(linkCodes.direction, 'GAME'),
          isNull(linkCodes.usedAt),
          gt(linkCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!taken?.gameAccountId) throw await refusal(tx, viewer.shopId, code, 'GAME', now);
    const account = await linkGameAccount(tx, {
      shopId: viewer.shopId,
      playerId: viewer.playerId,
      gameAccountId: taken.gameAccountId,
      displayName: taken.gameDisplayName,
    });
    await tx.update(linkCodes).set({ linkedAccountId: account.id }).where(eq(linkCodes.id, taken.id));
    return account;
  });
}

/** WEB direction, step 2: the game backend confirms the player's code with the game account it was entered on. */
export async function confirmWebLinkCode(
  db: Database,
  clock: Clock,
  input: { shopId: string; code: string; gameAccountId: string; displayName: string },
): Promise<LinkedAccountRow> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(linkCodes)
      .set({ usedAt: now, gameAccountId: input.gameAccountId, gameDisplayName: input.displayName })
      .where(
        and(
          eq(linkCodes.shopId, input.shopId),
          eq(linkCodes.code, input.code),
          eq(linkCodes.direction, 'WEB'),
          isNull(linkCodes.usedAt),
          gt(linkCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!taken?.playerId) throw await refusal(tx, input.shopId, input.code, 'WEB', now);
    const account = await linkGameAccount(tx, {
      shopId: input.shopId,
      playerId: taken.playerId,
      gameAccountId: input.gameAccountId,
      displayName: input.displayName,
    });
    await tx.update(linkCodes).set({ linkedAccountId: account.id }).where(eq(linkCodes.id, taken.id));
    return account;
  });
}
