import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { publishers, publisherSessions } from '../../../db/schema';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { usesSecureCookies } from '~/server/players/sessions.server';
import { randomToken, sha256 } from '~/server/players/secrets.server';
import type { Publisher } from '~/server/studio/studio-member';

// Studio sessions (docs/decisions/035): like a player's web session (decision 012) but their own table and cookie,
// `gf_studio` on Path=/studio, so a player's cookie never reaches the studio and the studio's never reaches a shop.

export const STUDIO_COOKIE = 'gf_studio';
export const STUDIO_PATH = '/studio';
export const STUDIO_SESSION_TTL_MS = 14 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 60_000;

export interface StartedStudioSession {
  token: string;
  expiresAt: Date;
}

/** A new session for the publisher; the browser's previous one (if any) is revoked (rotation at sign-in). */
export async function startPublisherSession(
  tx: Executor,
  clock: Clock,
  input: { publisherId: string; userAgent: string | null; replacesToken: string | null },
): Promise<StartedStudioSession> {
  const now = clock.now();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + STUDIO_SESSION_TTL_MS);
  if (input.replacesToken) {
    await tx
      .update(publisherSessions)
      .set({ revokedAt: now })
      .where(and(eq(publisherSessions.tokenHash, sha256(input.replacesToken)), isNull(publisherSessions.revokedAt)));
  }
  await tx.insert(publisherSessions).values({
    publisherId: input.publisherId,
    tokenHash: sha256(token),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  await tx.update(publishers).set({ lastSignInAt: now }).where(eq(publishers.id, input.publisherId));
  return { token, expiresAt };
}

function cookieOptions(request: Request, expires: Date) {
  return { httpOnly: true, secure: usesSecureCookies(request), sameSite: 'lax' as const, path: STUDIO_PATH, expires };
}

export function studioCookieHeader(request: Request, session: StartedStudioSession): string {
  return serializeCookie(STUDIO_COOKIE, session.token, cookieOptions(request, session.expiresAt));
}

export function clearStudioCookieHeader(request: Request): string {
  return serializeCookie(STUDIO_COOKIE, '', cookieOptions(request, new Date(0)));
}

/** The studio session token this browser holds, if any. */
export function studioTokenFromCookie(request: Request): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  const value = parseCookies(header)[STUDIO_COOKIE];
  return value && value.length >= 32 && value.length <= 128 ? value : null;
}

/** The signed-in publisher behind a studio request (page or API), or null. */
export async function identifyPublisher(db: Database, clock: Clock, request: Request): Promise<Publisher | null> {
  const token = studioTokenFromCookie(request);
  if (!token) return null;
  const now = clock.now();
  const [row] = await db
    .select({
      id: publishers.id,
      email: publishers.email,
      sessionId: publisherSessions.id,
      lastSeenAt: publisherSessions.lastSeenAt,
    })
    .from(publisherSessions)
    .innerJoin(publishers, eq(publishers.id, publisherSessions.publisherId))
    .where(
      and(
        eq(publisherSessions.tokenHash, sha256(token)),
        isNull(publisherSessions.revokedAt),
        gt(publisherSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(publisherSessions).set({ lastSeenAt: now }).where(eq(publisherSessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, sessionId: row.sessionId };
}

export async function revokePublisherSession(db: Database, clock: Clock, sessionId: string): Promise<void> {
  await db
    .update(publisherSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(publisherSessions.id, sessionId), isNull(publisherSessions.revokedAt)));
}
