import { and, eq } from 'drizzle-orm';
import { linkedAccounts, players } from '../../../db/schema';
import type { LinkedAccount, LinkedAccountProvider, PlayerProfile } from '../../../schemas/account';
import type { Database } from '~/server/db.server';

export type PlayerRow = typeof players.$inferSelect;
export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

/** Who a sign-in proved the player to be: one identity at one provider, with what the provider said about them. */
export interface ProvenIdentity {
  shopId: string;
  provider: Exclude<LinkedAccountProvider, 'GAME'> | 'GAME';
  /** The shop's OAuth2 provider id for OAUTH2, '' otherwise. */
  providerId?: string;
  externalId: string;
  /** Lower-cased; only pass an email the provider verified (it merges with an existing player of that email). */
  verifiedEmail?: string | null;
  displayName?: string | null;
}

/**
 * The player behind an identity, created on first sign-in. An identity seen before always maps to the same player;
 * a new identity with a verified email joins the player who already has that email in this shop. Safe under
 * concurrent first sign-ins: the unique indexes decide, and the loser reads the winner's row.
 */
export async function findOrCreatePlayer(db: Database, identity: ProvenIdentity): Promise<PlayerRow> {
  const providerId = identity.providerId ?? '';
  const email = identity.verifiedEmail ?? null;
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ player: players })
      .from(linkedAccounts)
      .innerJoin(players, eq(players.id, linkedAccounts.playerId))
      .where(
        and(
          eq(linkedAccounts.shopId, identity.shopId),
          eq(linkedAccounts.provider, identity.provider),
          eq(linkedAccounts.providerId, providerId),
          eq(linkedAccounts.externalId, identity.externalId),
        ),
      )
      .limit(1);
    if (known[0]) return known[0].player;

    let player: PlayerRow | undefined;
    if (email) {
      await tx
        .insert(players)
        .values({ shopId: identity.shopId, email, displayName: identity.displayName ?? null })
        .onConflictDoNothing();
      [player] = await tx
        .select()
        .from(players)
        .where(and(eq(players.shopId, identity.shopId), eq(players.email, email)))
        .limit(1);
    } else {
      [player] = await tx
        .insert(players)
        .values({ shopId: identity.shopId, email: null, displayName: identity.displayName ?? null })
        .returning();
    }
    if (!player) throw new Error('A player row vanished while signing in');

    await tx
      .insert(linkedAccounts)
      .values({
        shopId: identity.shopId,
        playerId: player.id,
        provider: identity.provider,
        providerId,
        externalId: identity.externalId,
        displayName: identity.displayName ?? null,
        email,
      })
      .onConflictDoNothing();
    // A concurrent first sign-in of the same identity may have linked it to another new player: follow it.
    const [owner] = await tx
      .select({ player: players })
      .from(linkedAccounts)
      .innerJoin(players, eq(players.id, linkedAccounts.playerId))
      .where(
        and(
          eq(linkedAccounts.shopId, identity.shopId),
          eq(linkedAccounts.provider, identity.provider),
          eq(linkedAccounts.providerId, providerId),
          eq(linkedAccounts.externalId, identity.externalId),
        ),
      )
      .limit(1);
    return owner?.player ?? player;
  });
}

export async function findPlayer(db: Database, shopId: string, playerId: string): Promise<PlayerRow | null> {
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.shopId, shopId)))
    .limit(1);
  return player ?? null;
}

export function toPlayerProfile(player: PlayerRow, shopHandle: string): PlayerProfile {
  return {
    id: player.id,
    shop: shopHandle,
    email: player.email,
    displayName: player.displayName,
    createdAt: player.createdAt.toISOString(),
  };
}

export function toLinkedAccount(row: LinkedAccountRow, shopHandle: string): LinkedAccount {
  return {
    id: row.id,
    shop: shopHandle,
    provider: row.provider as LinkedAccountProvider,
    providerId: row.providerId === '' ? null : row.providerId,
    externalId: row.externalId,
    displayName: row.displayName,
    email: row.email,
    linkedAt: row.createdAt.toISOString(),
  };
}
