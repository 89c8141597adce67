import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { emailVerifications } from '../../../db/schema';
import type { Me } from '../../../schemas/account';
import type { Clock, Viewer } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { AuthenticationError } from '~/server/domain-errors.server';
import { listLinkedAccounts } from '~/server/players/linked-accounts.server';
import { findPlayer, toPlayerProfile } from '~/server/players/players.server';
import { listLiveSessions } from '~/server/players/sessions.server';

// GET /api/shops/{shop}/me: everything the account page shows about the signed-in player, in one read.

/** Each address the player verified once, with its latest verification. */
async function verifiedEmails(db: Database, viewer: Viewer): Promise<Me['verifiedEmails']> {
  const rows = await db
    .select({ email: emailVerifications.email, verifiedAt: emailVerifications.verifiedAt })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.shopId, viewer.shopId),
        eq(emailVerifications.playerId, viewer.playerId),
        isNotNull(emailVerifications.verifiedAt),
      ),
    )
    .orderBy(desc(emailVerifications.verifiedAt));
  const seen = new Map<string, string>();
  for (const row of rows) if (row.verifiedAt && !seen.has(row.email)) seen.set(row.email, row.verifiedAt.toISOString());
  return [...seen].map(([email, verifiedAt]) => ({ email, verifiedAt }));
}

export async function describeMe(db: Database, clock: Clock, viewer: Viewer): Promise<Me> {
  const player = await findPlayer(db, viewer.shopId, viewer.playerId);
  // The session outlived its player (deleted between identify and now): the caller is nobody.
  if (!player) throw new AuthenticationError('unauthenticated', 'Sign in to continue');
  const [linkedAccounts, emails, sessions] = await Promise.all([
    listLinkedAccounts(db, viewer),
    verifiedEmails(db, viewer),
    listLiveSessions(db, clock, viewer.playerId),
  ]);
  return {
    player: toPlayerProfile(player, viewer.shopHandle),
    clientKind: viewer.clientKind,
    linkedAccounts,
    verifiedEmails: emails,
    sessions: sessions.map((session) => ({
      id: session.id,
      clientKind: session.clientKind,
      userAgent: session.userAgent,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session.id === viewer.sessionId,
    })),
  };
}
