import { and, asc, eq, ne } from 'drizzle-orm';
import { linkedAccounts, players } from '../../../db/schema';
import type { LinkedAccount, LinkedAccountProvider } from '../../../schemas/account';
import type { Viewer } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { ConflictError, NotFoundError } from '~/server/domain-errors.server';
import { toLinkedAccount } from '~/server/players/players.server';

// The accounts a player can sign in with or has linked: provider identities (GOOGLE, CUSTOM, OAUTH2) and game
// accounts (GAME). Every one of them is a way in: a GAME account signs in through the game's sign-in links.

export const LAST_SIGN_IN_MESSAGE =
  'You need at least one way to sign in: link another account before removing this one.';

/** The viewer's linked accounts in their shop, oldest first. */
export async function listLinkedAccounts(db: Database, viewer: Viewer): Promise<LinkedAccount[]> {
  const rows = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.shopId, viewer.shopId), eq(linkedAccounts.playerId, viewer.playerId)))
    .orderBy(asc(linkedAccounts.createdAt), asc(linkedAccounts.id));
  return rows.map((row) => toLinkedAccount(row, viewer.shopHandle));
}

/**
 * Every linked account of the signed-in player. Players are per shop and a session belongs to one shop, so today
 * this is the same list as the shop's; it stays a separate call for when a publisher links players across shops.
 */
export function listAllLinkedAccounts(db: Database, viewer: Viewer): Promise<LinkedAccount[]> {
  return listLinkedAccounts(db, viewer);
}

/**
 * DELETE /api/user/me/linked_account/{provider}/{externalId}. Refuses (409) to remove the player's last account,
 * checked under a lock on the player's row so two concurrent unlinks cannot both pass the check.
 */
export async function unlinkAccount(
  db: Database,
  viewer: Viewer,
  account: { provider: LinkedAccountProvider; externalId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: players.id }).from(players).where(eq(players.id, viewer.playerId)).for('update');
    const mine = and(eq(linkedAccounts.shopId, viewer.shopId), eq(linkedAccounts.playerId, viewer.playerId));
    const target = and(
      mine,
      eq(linkedAccounts.provider, account.provider),
      eq(linkedAccounts.externalId, account.externalId),
    );
    const [found] = await tx.select({ id: linkedAccounts.id }).from(linkedAccounts).where(target).limit(1);
    if (!found) {
      throw new NotFoundError(`You have no linked ${account.provider} account ${account.externalId}`);
    }
    const [other] = await tx
      .select({ id: linkedAccounts.id })
      .from(linkedAccounts)
      .where(and(mine, ne(linkedAccounts.id, found.id)))
      .limit(1);
    if (!other) throw new ConflictError(LAST_SIGN_IN_MESSAGE);
    await tx.delete(linkedAccounts).where(eq(linkedAccounts.id, found.id));
  });
}
