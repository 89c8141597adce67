import { and, eq } from 'drizzle-orm';
import { linkedAccounts, shops } from '../../../db/schema';
import type { Viewer } from '~/server/context.server';
import type { AppLoadContext } from '@remix-run/node';
import type { Database } from '~/server/db.server';
import { AuthenticationError, ForbiddenError } from '~/server/domain-errors.server';
import { findOrCreatePlayer, type PlayerRow } from '~/server/players/players.server';
import { startSession, type StartedSession } from '~/server/players/sessions.server';
import { spendSignedToken, verifySignedToken, type VerifiedToken } from '~/server/players/signed-tokens.server';
import { findShopByHandle } from '~/server/shops.server';

// What the game's and the launcher's signed tokens do for a player: sign in, open a launcher session, fill a cart.

/** The fragment key the storefront reads a sign-in link's token from (a fragment never reaches server logs). */
export const SIGN_IN_LINK_FRAGMENT = 'gf_sign_in';

export function signInLinkUrl(request: Request, shopHandle: string, token: string): string {
  const origin = new URL(request.url).origin;
  return `${origin}/${shopHandle}#${SIGN_IN_LINK_FRAGMENT}=${token}`;
}

async function shopHandleOf(db: Database, shopId: string): Promise<string> {
  const [shop] = await db.select({ handle: shops.handle }).from(shops).where(eq(shops.id, shopId)).limit(1);
  // A token signed for a shop that was since deleted.
  if (!shop)
    throw new AuthenticationError('invalid_token', 'This link or token belongs to a shop that no longer exists.');
  return shop.handle;
}

/** The shop a request is pinned to by its custom domain, if any: another shop's token is refused there. */
async function pinnedShopId(context: AppLoadContext): Promise<string | undefined> {
  if (!context.customDomainShopHandle) return undefined;
  return (await findShopByHandle(context.db, context.customDomainShopHandle))?.id;
}

/** The player of a token's game account: the one it is linked to, or a new player with that GAME account. */
function playerOfGameAccount(db: Database, token: VerifiedToken): Promise<PlayerRow> {
  return findOrCreatePlayer(db, {
    shopId: token.shopId,
    provider: 'GAME',
    externalId: token.gameAccountId,
    displayName: token.displayName,
  });
}

export interface TokenSignIn {
  player: PlayerRow;
  shopHandle: string;
  session: StartedSession;
  redirectTo: string | null;
}

/** POST /api/urls/exchange_auth_token: a sign-in link becomes a WEB session (single use). */
export async function signInWithLink(
  context: AppLoadContext,
  request: Request,
  rawToken: string,
  replacesToken: (shopHandle: string) => string | null,
): Promise<TokenSignIn> {
  const token = await verifySignedToken(context, rawToken, {
    purposes: ['sign_in'],
    shopId: await pinnedShopId(context),
  });
  const shopHandle = await shopHandleOf(context.db, token.shopId);
  await spendSignedToken(context.db, token);
  const player = await playerOfGameAccount(context.db, token);
  const session = await startSession(context.db, context.clock, {
    shopId: token.shopId,
    playerId: player.id,
    clientKind: 'WEB',
    userAgent: request.headers.get('User-Agent'),
    replacesToken: replacesToken(shopHandle),
  });
  return { player, shopHandle, session, redirectTo: token.redirectTo };
}

/** POST /api/launcher/payment/exchange_auth_token: a launcher token becomes a LAUNCHER bearer session. */
export async function startLauncherSession(
  context: AppLoadContext,
  request: Request,
  rawToken: string,
): Promise<StartedSession> {
  const token = await verifySignedToken(context, rawToken, {
    purposes: ['launcher'],
    shopId: await pinnedShopId(context),
  });
  await shopHandleOf(context.db, token.shopId);
  await spendSignedToken(context.db, token);
  const player = await playerOfGameAccount(context.db, token);
  return startSession(context.db, context.clock, {
    shopId: token.shopId,
    playerId: player.id,
    clientKind: 'LAUNCHER',
    userAgent: request.headers.get('User-Agent'),
  });
}

/** Refuses a token whose game account is not linked to the viewer (someone else's token, or an unlinked account). */
async function requireOwnGameAccount(db: Database, viewer: Viewer, token: VerifiedToken): Promise<void> {
  const [owner] = await db
    .select({ playerId: linkedAccounts.playerId })
    .from(linkedAccounts)
    .where(
      and(
        eq(linkedAccounts.shopId, token.shopId),
        eq(linkedAccounts.provider, 'GAME'),
        eq(linkedAccounts.providerId, ''),
        eq(linkedAccounts.externalId, token.gameAccountId),
      ),
    )
    .limit(1);
  if (owner?.playerId !== viewer.playerId) {
    throw new ForbiddenError('This token was made for another player’s game account. Sign in with that account first.');
  }
}

/** POST /api/launcher/payment/verify_add_to_cart_token: the items, once, for the player the token names. */
export async function redeemAddToCartToken(
  context: AppLoadContext,
  viewer: Viewer,
  rawToken: string,
): Promise<VerifiedToken['items']> {
  const token = await verifySignedToken(context, rawToken, { purposes: ['add_to_cart'], shopId: viewer.shopId });
  await requireOwnGameAccount(context.db, viewer, token);
  await spendSignedToken(context.db, token);
  return token.items;
}
