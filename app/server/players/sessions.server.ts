import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { sessions, shops } from '../../../db/schema';
import { CREDENTIAL_HEADER } from '../../../schemas/api/contract';
import type { ClientKind } from '../../../schemas/enums';
import type { Clock, Viewer } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { randomToken, sha256 } from '~/server/players/secrets.server';

// Sessions (docs/decisions/012): an opaque 256-bit token per signed-in browser or launcher, stored as SHA-256.
// Browsers hold it in an HttpOnly cookie named per shop; their secure /api calls also carry a credential derived
// from it, which another origin cannot read, so a forged cross-site request has the cookie but not the header.

export const WEB_SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
export const LAUNCHER_SESSION_TTL_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 60_000;

export interface StartedSession {
  sessionId: string;
  /** The cookie value (WEB) or the bearer token (LAUNCHER). Never stored. */
  token: string;
  /** The credential header value for WEB sessions; null for LAUNCHER. */
  credential: string | null;
  expiresAt: Date;
}

/** The credential belonging to a session token: one-way, so the header cannot be turned back into the cookie. */
export function credentialFor(token: string): string {
  return Buffer.from(sha256(`gamefront-credential:${token}`), 'hex').toString('base64url');
}

export interface StartSessionInput {
  shopId: string;
  playerId: string;
  clientKind: ClientKind;
  userAgent?: string | null;
  /** The browser's current session token for this shop, if any: it is revoked (rotation at sign-in). */
  replacesToken?: string | null;
}

export async function startSession(db: Database, clock: Clock, input: StartSessionInput): Promise<StartedSession> {
  const now = clock.now();
  const token = randomToken(32);
  const credential = input.clientKind === 'WEB' ? credentialFor(token) : null;
  const ttl = input.clientKind === 'WEB' ? WEB_SESSION_TTL_MS : LAUNCHER_SESSION_TTL_MS;
  const expiresAt = new Date(now.getTime() + ttl);
  const sessionId = await db.transaction(async (tx) => {
    if (input.replacesToken) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, sha256(input.replacesToken)), isNull(sessions.revokedAt)));
    }
    const [row] = await tx
      .insert(sessions)
      .values({
        shopId: input.shopId,
        playerId: input.playerId,
        clientKind: input.clientKind,
        tokenHash: sha256(token),
        credentialHash: credential ? sha256(credential) : null,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      })
      .returning({ id: sessions.id });
    return row!.id;
  });
  return { sessionId, token, credential, expiresAt };
}

// ---- cookies -----------------------------------------------------------------------------------------------

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the session cookie is Secure. Always, except on plain-http localhost (the demo and the tests), where
 * browsers would otherwise refuse a `__Host-` cookie.
 */
export function usesSecureCookies(request: Request): boolean {
  const url = new URL(request.url);
  return url.protocol === 'https:' || !LOOPBACK_HOSTS.has(url.hostname);
}

export function sessionCookieName(shopHandle: string, secure: boolean): string {
  return secure ? `__Host-gf_session_${shopHandle}` : `gf_session_${shopHandle}`;
}

export function sessionCookieHeader(request: Request, shopHandle: string, session: StartedSession): string {
  const secure = usesSecureCookies(request);
  return serializeCookie(sessionCookieName(shopHandle, secure), session.token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookieHeader(request: Request, shopHandle: string): string {
  const secure = usesSecureCookies(request);
  return serializeCookie(sessionCookieName(shopHandle, secure), '', {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    expires: new Date(0),
  });
}

/** The session token this browser holds for a shop, if any. */
export function sessionTokenFromCookie(request: Request, shopHandle: string): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  const value = parseCookies(header)[sessionCookieName(shopHandle, usesSecureCookies(request))];
  return value && value.length >= 32 && value.length <= 128 ? value : null;
}

// ---- identifying requests ----------------------------------------------------------------------------------

type SessionWithShop = { session: typeof sessions.$inferSelect; handle: string };

async function liveSessionBy(
  db: Database,
  now: Date,
  condition: ReturnType<typeof eq>,
): Promise<SessionWithShop | null> {
  const [row] = await db
    .select({ session: sessions, handle: shops.handle })
    .from(sessions)
    .innerJoin(shops, eq(shops.id, sessions.shopId))
    .where(and(condition, isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

async function touch(db: Database, now: Date, found: SessionWithShop): Promise<void> {
  if (now.getTime() - found.session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, found.session.id));
}

function viewerOf(found: SessionWithShop): Viewer {
  return {
    playerId: found.session.playerId,
    shopId: found.session.shopId,
    shopHandle: found.handle,
    sessionId: found.session.id,
    clientKind: found.session.clientKind,
  };
}

const BEARER_RE = /^Bearer ([A-Za-z0-9_-]{32,128})$/;

/** The player behind an /api request (see AppServices.identify). */
export async function identifyApiRequest(db: Database, clock: Clock, request: Request): Promise<Viewer | null> {
  const now = clock.now();
  const bearer = BEARER_RE.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (bearer) {
    const found = await liveSessionBy(db, now, eq(sessions.tokenHash, sha256(bearer)));
    if (!found || found.session.clientKind !== 'LAUNCHER') return null;
    await touch(db, now, found);
    return viewerOf(found);
  }
  const credential = request.headers.get(CREDENTIAL_HEADER);
  if (!credential || credential.length > 128) return null;
  const found = await liveSessionBy(db, now, eq(sessions.credentialHash, sha256(credential)));
  if (!found) return null;
  // The header alone is not enough: the browser must also hold the session's cookie.
  const token = sessionTokenFromCookie(request, found.handle);
  if (!token || sha256(token) !== found.session.tokenHash) return null;
  await touch(db, now, found);
  return viewerOf(found);
}

export interface PageViewer extends Viewer {
  /** For the page's client code to put in the credential header. */
  credential: string;
}

/**
 * A page's loader asks who is signed in from several places (prices and limits, engagement, badges, the header): the
 * answer is found once per request and shop, so a page view reads and touches the session once.
 */
const pageViewersByRequest = new WeakMap<Request, Map<string, Promise<PageViewer | null>>>();

/** The signed-in player of a page request, from the shop's session cookie alone (pages are GETs). */
export function identifyPageRequest(
  db: Database,
  clock: Clock,
  request: Request,
  shopHandle: string,
): Promise<PageViewer | null> {
  let byShop = pageViewersByRequest.get(request);
  if (!byShop) pageViewersByRequest.set(request, (byShop = new Map()));
  let viewer = byShop.get(shopHandle);
  if (!viewer) {
    viewer = findPageViewer(db, clock, request, shopHandle);
    byShop.set(shopHandle, viewer);
  }
  return viewer;
}

async function findPageViewer(
  db: Database,
  clock: Clock,
  request: Request,
  shopHandle: string,
): Promise<PageViewer | null> {
  const token = sessionTokenFromCookie(request, shopHandle);
  if (!token) return null;
  const now = clock.now();
  const found = await liveSessionBy(db, now, eq(sessions.tokenHash, sha256(token)));
  if (!found || found.handle !== shopHandle || found.session.clientKind !== 'WEB') return null;
  await touch(db, now, found);
  return { ...viewerOf(found), credential: credentialFor(token) };
}

// ---- signing out -------------------------------------------------------------------------------------------

export async function revokeSession(
  db: Database,
  clock: Clock,
  viewer: Pick<Viewer, 'sessionId' | 'playerId'>,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, viewer.sessionId), eq(sessions.playerId, viewer.playerId), isNull(sessions.revokedAt)));
}

/** "Sign out everywhere": every session of the player, this one included. Returns how many were live. */
export async function revokeAllSessions(db: Database, clock: Clock, playerId: string): Promise<number> {
  const now = clock.now();
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The player's live sessions, newest first. */
export async function listLiveSessions(db: Database, clock: Clock, playerId: string) {
  const now = clock.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Removes sessions that ended more than a day ago (housekeeping; nothing reads them). */
export async function deleteEndedSessions(db: Database, clock: Clock): Promise<void> {
  const dayAgo = new Date(clock.now().getTime() - 24 * 60 * 60_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
}
